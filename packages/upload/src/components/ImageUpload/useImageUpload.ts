import { useCallback, useState } from 'react'
import { useUploadNotify } from '../../config/UploadConfigProvider'
import { useFileDropZone } from '../../useFileDropZone/useFileDropZone'
import { useUploadQueue } from '../../useUploadQueue/useUploadQueue'
import type { UploadFileItem, UseUploadQueueOptions } from '../../useUploadQueue/useUploadQueue.types'
import { MSG } from '../../utils/messages'
import { isImageFile } from '../../utils/names'
import type { ImageUploadProps } from './ImageUpload.types'

/** State of the image uploader: queue, drop zone, reordering, preview and the error dialog. */
export function useImageUpload(props: ImageUploadProps) {
  const { accept = 'image/*', multiple = true, disabled, onError, ...queueOptions } = props
  const { notify, toaster } = useUploadNotify()
  const [errorMessage, setErrorMessage] = useState<string | null>(null)
  const [preview, setPreview] = useState<UploadFileItem | null>(null)
  const queue = useUploadQueue({
    // The props' value and onChange are one of UploadValueProps' pairs, which the queue handles alike.
    ...(queueOptions as UseUploadQueueOptions),
    onError: (file) => {
      setErrorMessage(file.message || MSG.unknownError)
      onError?.(file)
    },
  })
  const { upload, move: queueMove } = queue
  const onFiles = useCallback(
    (files: File[]) => {
      const images = files.filter((f) => isImageFile(f))
      if (images.length < files.length) notify.warning(MSG.notImage)
      upload(multiple ? images : images.slice(0, 1))
    },
    [multiple, notify, upload],
  )
  const move = useCallback(
    (uid: string, direction: 'left' | 'right') => {
      const warning = queueMove(uid, direction)
      if (warning) notify.warning(warning)
    },
    [notify, queueMove],
  )
  const zone = useFileDropZone({ onFiles, disabled, accept, multiple })
  return {
    ...queue,
    move,
    zone,
    toaster,
    disabled: !!disabled,
    text: props.text ?? MSG.imageUploadText,
    errorMessage,
    closeError: () => setErrorMessage(null),
    preview,
    setPreview,
  }
}

export type ImageUploadState = ReturnType<typeof useImageUpload> & { props: ImageUploadProps }
