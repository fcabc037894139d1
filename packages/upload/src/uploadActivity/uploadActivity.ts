import { MSG } from '../utils/messages'
import type { UploadActivity } from './uploadActivity.types'

export const IDLE_UPLOAD_ACTIVITY: UploadActivity = Object.freeze({ uploading: false, failed: false })

/** Combines the uploaders' activities: busy if any is. */
export function combineUploadActivity(activities: Iterable<UploadActivity>): UploadActivity {
  let uploading = false
  let failed = false
  for (const a of activities) {
    uploading ||= a.uploading
    failed ||= a.failed
  }
  return uploading || failed ? { uploading, failed } : IDLE_UPLOAD_ACTIVITY
}

export function sameUploadActivity(a: UploadActivity, b: UploadActivity): boolean {
  return a.uploading === b.uploading && a.failed === b.failed
}

/**
 * Why a form must not be saved yet: 文件上传中，请稍候 while a file is uploading, 有文件上传失败，请先删除 while a failed
 * file holds the uploader's value back; null when the uploaders' values are final.
 */
export function uploadBlockReason(activity: UploadActivity): string | null {
  if (activity.uploading) return MSG.uploadingWait
  if (activity.failed) return MSG.failedBlocks
  return null
}
