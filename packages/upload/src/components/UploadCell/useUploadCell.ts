import { useCallback, useState } from 'react'
import { useUploadNotify } from '../../config/UploadConfigProvider'
import { useFileDropZone } from '../../useFileDropZone/useFileDropZone'
import { uploadTargetOf } from '../../useUploadQueue/uploadTarget'
import { useUploadQueue } from '../../useUploadQueue/useUploadQueue'
import { MSG } from '../../utils/messages'
import { isImageFile } from '../../utils/names'
import type { UploadCellProps } from './UploadCell.types'

/** State of the editable-table upload cell. */
export function useUploadCell(props: UploadCellProps) {
  const { value, onChange, type = 'file', maxCount = 1, disabled } = props
  const { notify, toaster } = useUploadNotify()
  const [popupOpen, setPopupOpen] = useState(false)
  const queue = useUploadQueue({
    value: value ?? '',
    onChange: (v) => onChange?.(typeof v === 'string' ? v : ''),
    maxCount,
    ...uploadTargetOf(props),
    onError: (file) => notify.error(MSG.uploadFailed(file.name), MSG.uploadFailedTitle),
  })
  const { upload } = queue
  const onFiles = useCallback(
    (files: File[]) => {
      if (type === 'image' && files.some((f) => !isImageFile(f))) {
        notify.warning(MSG.notImage)
        return
      }
      upload(files.slice(0, 1))
    },
    [notify, type, upload],
  )
  const zone = useFileDropZone({
    onFiles,
    disabled,
    multiple: false,
    accept: type === 'image' ? 'image/*' : undefined,
  })
  // The file shown: one in flight or failed, else the first stored one.
  const current =
    queue.files.find((f) => f.status === 'uploading') ??
    queue.files.find((f) => f.status === 'error') ??
    queue.files[0] ??
    null
  const download = () => {
    if (current?.status !== 'done' || !current.url) {
      notify.warning(MSG.unknownFile)
      return
    }
    window.open(current.url, '_blank', 'noopener')
  }
  return { ...queue, zone, toaster, current, download, popupOpen, setPopupOpen, notify }
}

export type UploadCellState = ReturnType<typeof useUploadCell>
