import type {
  UploadFileItem,
  UploadValueProps,
  UseUploadQueueOptions,
} from '../../useUploadQueue/useUploadQueue.types'

/** What the file and image uploaders share besides their value. */
export interface UploaderBaseProps
  extends Omit<UseUploadQueueOptions, 'onError' | 'value' | 'defaultValue' | 'onChange' | 'returnUrl'> {
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

/** `onChange` follows `returnUrl`: a string of comma paths by default, the list with `returnUrl={false}`. */
export type FileUploadProps = UploaderBaseProps & UploadValueProps
