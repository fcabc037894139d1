import type { UploadTarget } from '../../useUploadQueue/useUploadQueue.types'

export interface FilePopupProps extends UploadTarget {
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  /** Comma-separated stored paths. */
  value?: string
  /** 'file' (default) or 'image'. */
  type?: 'file' | 'image'
  /** Title (default 上传文件 / 上传图片). */
  title?: string
  /** Keep only the most recent N files (default 0 = unlimited). */
  maxCount?: number
  accept?: string
  /** Confirmed with at least one uploaded file. */
  onConfirm?: (value: string) => void
  onCancel?: () => void
}
