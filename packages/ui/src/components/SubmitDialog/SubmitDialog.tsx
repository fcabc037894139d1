import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  type DialogSurfaceProps,
  DialogTitle,
} from '@fluentui/react-components'
import type { ReactNode } from 'react'

export interface SubmitDialogProps {
  open: boolean
  title: ReactNode
  /** Escape, the backdrop or the cancel button. */
  onClose: () => void
  /** The form was submitted (the submit button or Enter in a field). */
  onSubmit: () => void
  cancelText: ReactNode
  submitText: ReactNode
  /** While true the submit button is disabled and busy; left out, neither is said. */
  submitting?: boolean
  /** Leave the fields' checks to the form's own messages rather than the browser's bubbles. */
  noValidate?: boolean
  surface?: Pick<DialogSurfaceProps, 'className' | 'style' | 'aria-describedby'>
  children: ReactNode
}

/** A modal form: the title, the fields, then cancel and a primary submit button; Enter submits. */
export function SubmitDialog({
  open,
  title,
  onClose,
  onSubmit,
  cancelText,
  submitText,
  submitting,
  noValidate,
  surface,
  children,
}: SubmitDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface {...surface}>
        <form
          noValidate={noValidate}
          onSubmit={(event) => {
            event.preventDefault()
            onSubmit()
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>{children}</DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{cancelText}</Button>
              <Button type="submit" appearance="primary" disabled={submitting} aria-busy={submitting}>
                {submitText}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  )
}
