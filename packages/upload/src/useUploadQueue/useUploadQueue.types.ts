export type UploadStatus = 'uploading' | 'done' | 'error' | 'removed'

/** One file of an uploader (spec §3 "Uploaded file cell" / "Uploaded file list item"). */
export interface UploadFileItem {
  uid: string
  name: string
  type: string
  size: number
  status: UploadStatus
  /** 0–100. */
  percent: number
  /** The stored path from the server (`message` of the upload reply). */
  path: string
  /** The static URL of `path`. */
  url: string
  /** Error text (未知错误 when the server said nothing). */
  message: string
}

/** The list form of a value (when `returnUrl` is false). */
export interface UploadListValue {
  fileName: string
  filePath: string
  fileSize: number
}

/** A value: comma-separated stored paths (first = the image) or a list. */
export type UploadValue = string | UploadListValue[]

export interface UseUploadQueueOptions {
  /** Controlled value. */
  value?: UploadValue | null
  defaultValue?: UploadValue | null
  /** Reported only when every file is done (never mid-upload). */
  onChange?: (value: UploadValue) => void
  /**
   * true when a file starts uploading, false once none is (after `onChange` has reported the new value).
   * Forms wrap their uploaders in an `UploadActivityScope` instead to learn about all of them at once.
   */
  onUploadingChange?: (uploading: boolean) => void
  /** true (default): comma-separated paths; false: a `{ fileName, filePath, fileSize }` list. */
  returnUrl?: boolean
  /** Keep only the most recent N files (default 0 = unlimited). */
  maxCount?: number
  /** Sub-folder on the server (default the config's `biz`, `temp`). */
  biz?: string
  /** Upload URL (default the config's `action`). */
  action?: string
  /** Send the configured headers (the access token) with each upload (default true). */
  token?: boolean
  /** The reply's key that holds the stored path (default `message`, JeecgBoot's). */
  responseName?: string
  /** Called for each file that fails. */
  onError?: (file: UploadFileItem) => void
}

/**
 * The value props of an uploader component: `returnUrl` picks the value's form, and `onChange` is typed to match
 * (comma paths by default, the list with `returnUrl={false}`).
 */
export type UploadValueProps =
  | {
      returnUrl?: true
      value?: string | null
      defaultValue?: string | null
      onChange?: (value: string) => void
    }
  | {
      returnUrl: false
      value?: UploadListValue[] | null
      defaultValue?: UploadListValue[] | null
      onChange?: (value: UploadListValue[]) => void
    }

/** Where and how files are sent: what the cell, its popup and the uploaders pass on to the queue. */
export type UploadTarget = Pick<UseUploadQueueOptions, 'biz' | 'action' | 'token' | 'responseName'>

export interface UploadQueue {
  files: UploadFileItem[]
  /** Starts uploading the given files. */
  upload: (files: File[]) => void
  /** Removes a file (an upload in flight is cancelled). */
  remove: (uid: string) => void
  /** Removes every file. */
  clear: () => void
  /** Moves a file one step; answers the edge warning (未知的操作 / 已到最后~) or null. */
  move: (uid: string, direction: 'left' | 'right') => string | null
  /** A file is on its way: the value is not reported yet. */
  isUploading: boolean
  /** A failed file is listed: the value is held back until it is removed. */
  failed: boolean
}
