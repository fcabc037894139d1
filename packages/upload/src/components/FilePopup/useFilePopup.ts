import { useEffect, useState } from 'react'
import { useUploadNotify } from '../../config/UploadConfigProvider'
import { MSG } from '../../utils/messages'
import { splitPaths } from '../../utils/value'
import type { FilePopupProps } from './FilePopup.types'

/** Open state and the draft value of the file popup; confirming with no file warns 未上传任何文件. */
export function useFilePopup(props: FilePopupProps) {
  const { open: openProp, defaultOpen = false, onOpenChange, value = '', onConfirm, onCancel } = props
  const [openState, setOpenState] = useState(defaultOpen)
  const open = openProp ?? openState
  const [draft, setDraft] = useState(value)
  const { notify, toaster } = useUploadNotify()
  useEffect(() => {
    if (open) setDraft(value)
  }, [open, value])
  const setOpen = (next: boolean) => {
    setOpenState(next)
    onOpenChange?.(next)
  }
  const confirm = () => {
    if (splitPaths(draft).length === 0) {
      notify.warning(MSG.noFileUploaded)
      return
    }
    onConfirm?.(draft)
    setOpen(false)
  }
  const cancel = () => {
    onCancel?.()
    setOpen(false)
  }
  return { open, setOpen, draft, setDraft, confirm, cancel, toaster }
}
