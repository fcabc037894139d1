import { Button, makeStyles, Subtitle1, Text, tokens } from '@fluentui/react-components'
import { Component, type ReactNode } from 'react'
import { useMessagePanelStyles } from '../messagePanelStyles'

const useStyles = makeStyles({
  detail: { color: tokens.colorNeutralForeground3, maxWidth: '640px', wordBreak: 'break-word' },
})

/** A script of the page could not be fetched: the app was redeployed since this tab loaded, or the network dropped. */
const isChunkLoadError = (error: Error) =>
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    error.message,
  )

function PageError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const styles = useStyles()
  const panel = useMessagePanelStyles()
  const stale = isChunkLoadError(error)
  return (
    <div role="alert" className={panel.root}>
      <Subtitle1 as="h2">{stale ? '页面已更新或网络中断，请重新加载' : '页面出错了'}</Subtitle1>
      {!stale && <Text className={styles.detail}>{error.message}</Text>}
      <Button appearance="primary" onClick={stale ? () => window.location.reload() : onRetry}>
        {stale ? '重新加载' : '重试'}
      </Button>
    </div>
  )
}

interface Props {
  /** A new key (the path) clears the error: moving to another page leaves the broken one behind. */
  resetKey: string
  children: ReactNode
}

/** Keeps a page that throws while rendering from blanking the whole app: it shows the error and a way on. */
export class PageErrorBoundary extends Component<Props, { error: Error | null; key: string }> {
  state = { error: null as Error | null, key: this.props.resetKey }

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  static getDerivedStateFromProps(props: Props, state: { error: Error | null; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey }
  }

  render() {
    const { error } = this.state
    if (!error) return this.props.children
    return <PageError error={error} onRetry={() => this.setState({ error: null })} />
  }
}
