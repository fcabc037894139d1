import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components'
import { ModalDialog } from '@portico/ui'
import type { ReactNode } from 'react'

const useStyles = makeStyles({
  body: { display: 'grid', gap: tokens.spacingVerticalM },
})

export interface ActionDialogProps {
  open: boolean
  title: ReactNode
  /** Width in pixels (see ModalDialog). */
  width: number
  /** A 全屏 toggle in the title bar. */
  fullscreenSwitch?: boolean
  /** Escape, the backdrop or the closing button. */
  onClose: () => void
  /** The refusal of the last action (a check or the server), shown above the content. */
  error: string | null
  /** Text of the closing button; default 关闭. */
  closeLabel?: string
  /** Buttons between the closing and the primary one (e.g. 预览). */
  extraActions?: ReactNode
  /** Text of the primary button. */
  confirmLabel: ReactNode
  /** While true the primary button is disabled (busy, loading or nothing to do). */
  confirmDisabled: boolean
  onConfirm: () => Promise<void>
  children: ReactNode
}

/**
 * A designer's modal (ModalDialog): the last refusal above the content, then 关闭, any extra buttons and one primary
 * action. Enter does not submit: the content holds many fields and rows.
 */
export function ActionDialog({
  open,
  title,
  width,
  fullscreenSwitch,
  onClose,
  error,
  closeLabel = '关闭',
  extraActions,
  confirmLabel,
  confirmDisabled,
  onConfirm,
  children,
}: ActionDialogProps) {
  const styles = useStyles()
  return (
    <ModalDialog
      open={open}
      title={title}
      width={width}
      fullscreenSwitch={fullscreenSwitch}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{closeLabel}</Button>
          {extraActions}
          <Button appearance="primary" disabled={confirmDisabled} onClick={() => void onConfirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        {error && (
          <MessageBar intent="error">
            <MessageBarBody>{error}</MessageBarBody>
          </MessageBar>
        )}
        {children}
      </div>
    </ModalDialog>
  )
}
