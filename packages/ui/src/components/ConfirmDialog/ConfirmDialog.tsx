import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components'
import type { ReactNode } from 'react'

export interface ConfirmDialogProps {
  open: boolean
  title: string
  children?: ReactNode
  onConfirm: () => void
  onCancel: () => void
  /** While the confirmed action runs, 确定 is disabled. */
  busy?: boolean
  confirmText?: string
  cancelText?: string
}

/** An alert dialog that asks before something is deleted, overwritten or otherwise done for good. */
export function ConfirmDialog({
  open,
  title,
  children,
  onConfirm,
  onCancel,
  busy,
  confirmText = '确定',
  cancelText = '取消',
}: ConfirmDialogProps) {
  return (
    <Dialog modalType="alert" open={open} onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          {children && <DialogContent>{children}</DialogContent>}
          <DialogActions>
            <Button onClick={onCancel}>{cancelText}</Button>
            <Button appearance="primary" disabled={busy} onClick={onConfirm}>
              {confirmText}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
