import {
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  mergeClasses,
  ToggleButton,
} from '@fluentui/react-components'
import { FullScreenMaximize20Regular, FullScreenMinimize20Regular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useModalDialogStyles } from './ModalDialog.styles'
import type { ModalDialogProps } from './ModalDialog.types'

/** A modal of a given width with an optional fullscreen switch (JModal); it opens at its normal size each time. */
export function ModalDialog({
  open,
  title,
  width,
  fullscreenSwitch,
  onClose,
  actions,
  children,
}: ModalDialogProps) {
  const styles = useModalDialogStyles()
  const [fullscreen, setFullscreen] = useState(false)
  const [wasOpen, setWasOpen] = useState(open)
  if (wasOpen !== open) {
    setWasOpen(open)
    if (open) setFullscreen(false)
  }

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface
        className={mergeClasses(styles.surface, fullscreen && styles.fullscreen)}
        style={fullscreen ? undefined : { width: `${width}px` }}
      >
        <DialogBody className={fullscreen ? styles.fullscreenBody : undefined}>
          <DialogTitle
            action={
              fullscreenSwitch ? (
                <span className={styles.titleActions}>
                  <ToggleButton
                    appearance="subtle"
                    aria-label="全屏"
                    checked={fullscreen}
                    icon={fullscreen ? <FullScreenMinimize20Regular /> : <FullScreenMaximize20Regular />}
                    onClick={() => setFullscreen((on) => !on)}
                  />
                </span>
              ) : null
            }
          >
            {title}
          </DialogTitle>
          {actions === undefined ? (
            children
          ) : (
            <>
              <DialogContent>{children}</DialogContent>
              <DialogActions>{actions}</DialogActions>
            </>
          )}
        </DialogBody>
      </DialogSurface>
    </Dialog>
  )
}
