import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components'
import { ModalDialog, type ModalDialogProps } from '@portico/ui'
import type { ReactNode } from 'react'

const useStyles = makeStyles({
  body: { display: 'grid', gap: tokens.spacingVerticalM },
})

/** A ModalDialog whose footer is 关闭, any extra buttons and one primary action. */
export interface ActionDialogProps extends Omit<ModalDialogProps, 'actions'> {
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
}

/**
 * A designer's modal (ModalDialog): the last refusal above the content, then 关闭, any extra buttons and one primary
 * action. Enter does not submit: the content holds many fields and rows.
 */
export function ActionDialog({
  error,
  closeLabel = '关闭',
  extraActions,
  confirmLabel,
  confirmDisabled,
  onConfirm,
  children,
  ...modal
}: ActionDialogProps) {
  const styles = useStyles()
  return (
    <ModalDialog
      {...modal}
      actions={
        <>
          <Button onClick={modal.onClose}>{closeLabel}</Button>
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
