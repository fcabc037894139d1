import { Button } from '@fluentui/react-components'
import type { ReactNode } from 'react'
import { ModalDialog } from '../ModalDialog/ModalDialog'

export const DETAIL_DIALOG_WIDTH = 1200

export interface DetailDialogProps {
  open: boolean
  onClose: () => void
  /** Default 详细信息. */
  title?: ReactNode
  /** Default 1200 (spec §9). */
  width?: number
  /** Buttons before 关闭. */
  actions?: ReactNode
  /** The close button's text in another language (default 关闭). */
  closeText?: string
  children?: ReactNode
}

/** 详细信息 (width 1200) with a fullscreen switch and 关闭: a record's details, usually a DetailList. */
export function DetailDialog({
  open,
  onClose,
  title = '详细信息',
  width = DETAIL_DIALOG_WIDTH,
  actions,
  closeText = '关闭',
  children,
}: DetailDialogProps) {
  return (
    <ModalDialog
      open={open}
      title={title}
      width={width}
      fullscreenSwitch
      onClose={onClose}
      actions={
        <>
          {actions}
          <Button appearance="primary" onClick={onClose}>
            {closeText}
          </Button>
        </>
      }
    >
      {children}
    </ModalDialog>
  )
}
