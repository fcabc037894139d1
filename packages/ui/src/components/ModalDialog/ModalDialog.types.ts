import type { ReactNode } from 'react'

export interface ModalDialogProps {
  open: boolean
  title: ReactNode
  /** Width in pixels (spec §9: detail 1200, popup 1200, user select 1250, business 900, department 500). */
  width: number
  /** A 全屏 toggle in the title bar (JModal's switchFullscreen). */
  fullscreenSwitch?: boolean
  /** Escape, the backdrop or a close trigger inside asked to close. */
  onClose: () => void
  /** Footer buttons. Without them the children bring their own DialogContent and DialogActions. */
  actions?: ReactNode
  children: ReactNode
}
