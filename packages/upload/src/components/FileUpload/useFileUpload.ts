import { useCallback } from 'react'
import { useUploadNotify } from '../../config/UploadConfigProvider'
import { useFileDropZone } from '../../useFileDropZone/useFileDropZone'
import { useUploadQueue } from '../../useUploadQueue/useUploadQueue'
import type { UseUploadQueueOptions } from '../../useUploadQueue/useUploadQueue.types'
import { MSG } from '../../utils/messages'
import { matchesAccept } from '../../utils/names'
import type { FileUploadProps } from './FileUpload.types'

/** State of the file uploader: the queue, the drop zone and the failure toasts. */
export function useFileUpload(props: FileUploadProps) {
  const { accept, multiple = true, disabled, onError, ...queueOptions } = props
  const { notify, toaster } = useUploadNotify()
  const queue = useUploadQueue({
    // The props' value and onChange are one of UploadValueProps' pairs, which the queue handles alike.
    ...(queueOptions as UseUploadQueueOptions),
    onError: (file) => {
      notify.error(MSG.uploadFailed(file.name), MSG.uploadFailedTitle)
      onError?.(file)
    },
  })
  const { upload } = queue
  const onFiles = useCallback(
    (files: File[]) => {
      const ok = files.filter((f) => matchesAccept(f, accept))
      for (const f of files) if (!ok.includes(f)) notify.warning(MSG.notAccepted(f.name))
      upload(multiple ? ok : ok.slice(0, 1))
    },
    [accept, multiple, notify, upload],
  )
  const zone = useFileDropZone({ onFiles, disabled, accept, multiple })
  return { ...queue, zone, toaster, disabled: !!disabled, text: props.text ?? MSG.fileUploadText }
}

export type FileUploadState = ReturnType<typeof useFileUpload> & { props: FileUploadProps }
