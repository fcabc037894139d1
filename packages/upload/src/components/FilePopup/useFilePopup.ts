import { useEffect, useState } from 'react'
import { useUploadNotify } from '../../config/UploadConfigProvider'
import { IDLE_UPLOAD_ACTIVITY, uploadBlockReason } from '../../uploadActivity/uploadActivity'
import type { UploadActivity } from '../../uploadActivity/uploadActivity.types'
import { MSG } from '../../utils/messages'
import { splitPaths } from '../../utils/value'
import type { FilePopupProps } from './FilePopup.types'

/** Open state and the draft value of the file popup; confirming with no file warns 未上传任何文件. */
export function useFilePopup(props: FilePopupProps) {
  const { open: openProp, defaultOpen = false, onOpenChange, value = '', onConfirm, onCancel } = props
  const [openState, setOpenState] = useState(defaultOpen)
  const open = openProp ?? openState
  const [draft, setDraft] = useState(value)
  // 确定 waits for the uploader: its draft changes only once every file is done.
  const [activity, setActivity] = useState<UploadActivity>(IDLE_UPLOAD_ACTIVITY)
  const { notify, toaster } = useUploadNotify()
  useEffect(() => {
    if (open) setDraft(value)
  }, [open, value])
  const setOpen = (next: boolean) => {
    setOpenState(next)
    onOpenChange?.(next)
  }
  const confirm = () => {
    if (uploadBlockReason(activity)) return
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
  return { open, setOpen, draft, setDraft, activity, setActivity, confirm, cancel, toaster }
}
