import type { UploadTarget } from '../../useUploadQueue/useUploadQueue.types'

/** `token` and `responseName` are JVxeTable's upload column options of the same names. */
export interface UploadCellProps extends UploadTarget {
  /** Comma-separated stored paths (the first is shown; for images, the thumbnail). */
  value?: string
  onChange?: (value: string) => void
  /** 'file' (default) or 'image'. */
  type?: 'file' | 'image'
  /** Show the download action (default true). */
  allowDownload?: boolean
  /** Show the delete action (default true). */
  allowRemove?: boolean
  disabled?: boolean
  /** Files kept by the cell and its popup (default 1 in the cell, the popup keeps `popupMaxCount`). */
  maxCount?: number
  /** Max files in the "more" popup (default 0 = unlimited; a column's fieldExtendJson `uploadnum`). */
  popupMaxCount?: number
  /** Accessible name of the upload button (default 上传文件 / 上传图片). */
  'aria-label'?: string
}
