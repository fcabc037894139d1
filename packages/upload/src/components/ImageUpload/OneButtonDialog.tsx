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

export interface OneButtonDialogProps {
  open: boolean
  title: ReactNode
  /** The one button's text; it closes the dialog as Escape does. */
  closeText: string
  primary?: boolean
  onClose: () => void
  children: ReactNode
}

/** A modal that only shows something: a title, the content and one button that closes it. */
export function OneButtonDialog({
  open,
  title,
  closeText,
  primary,
  onClose,
  children,
}: OneButtonDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            <Button appearance={primary ? 'primary' : undefined} onClick={onClose}>
              {closeText}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
