import {
  Button,
  Caption1,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components'
import { ArrowClockwiseRegular } from '@fluentui/react-icons'
import { PageContent } from '@portico/ui'
import type { ReactNode } from 'react'
import { clock } from './format'

const useStyles = makeStyles({
  body: { display: 'grid', gap: tokens.spacingVerticalL },
  extra: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
})

export interface MonitorFrameProps {
  title: string
  description?: string
  error: string | null
  loading: boolean
  /** Whether figures have arrived (before: a spinner). */
  ready: boolean
  onRefresh: () => void
  /** e.g. 每5秒自动刷新. */
  refreshNote?: string
  children: ReactNode
}

/** A 系统监控 page: title, refresh, when the figures were read, the failure if any, then the figures. */
export function MonitorFrame({
  title,
  description,
  error,
  loading,
  ready,
  onRefresh,
  refreshNote,
  children,
}: MonitorFrameProps) {
  const styles = useStyles()
  return (
    <PageContent
      title={title}
      headingLevel={2}
      description={description}
      card={false}
      extra={
        <div className={styles.extra}>
          <Caption1 aria-live="polite">
            {refreshNote ? `${refreshNote} · ` : ''}
            {ready ? `更新于 ${clock(Date.now())}` : ''}
          </Caption1>
          <Button icon={<ArrowClockwiseRegular />} onClick={onRefresh} disabled={loading}>
            刷新
          </Button>
        </div>
      }
    >
      <div className={styles.body}>
        {error && (
          <MessageBar intent="error">
            <MessageBarBody>{error}</MessageBarBody>
          </MessageBar>
        )}
        {ready ? children : !error && <Spinner label="加载中" />}
      </div>
    </PageContent>
  )
}
