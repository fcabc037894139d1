import type { UploadFileItem, UseUploadQueueOptions } from '../../useUploadQueue/useUploadQueue.types'

export interface FileUploadProps extends Omit<UseUploadQueueOptions, 'onError'> {
  /** Button text (default 点击上传). */
  text?: string
  /** `accept` of the picker; dropped or pasted files that do not match are refused. */
  accept?: string
  /** Allow several files at once (default true). */
  multiple?: boolean
  disabled?: boolean
  /** Accessible name of the drop zone (default 文件上传). */
  'aria-label'?: string
  className?: string
  /** Called for each file that fails, after the 文件上传失败 toast. */
  onError?: (file: UploadFileItem) => void
}
