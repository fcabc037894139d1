import type { UploadFileItem, UploadListValue, UploadValue } from '../useUploadQueue/useUploadQueue.types'

let seq = 0
/** A unique id for a file entry. */
export function nextUid(prefix = 'upload'): string {
  seq += 1
  return `${prefix}-${Date.now().toString(36)}-${seq}`
}

/** The last segment of a stored path, without the `_<millis>` suffix the server adds. */
export function fileNameOfPath(path: string): string {
  const last = path.split('/').pop() ?? path
  return last.replace(/_\d{13}(?=\.[^.]+$|$)/, '')
}

/** Splits a comma-separated value into stored paths (blank pieces dropped). */
export function splitPaths(value: string | null | undefined): string[] {
  if (!value) return []
  return value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
}

/** Parses a value (comma paths or a list) into done file entries. */
export function parseValue(
  value: UploadValue | null | undefined,
  toUrl: (path: string) => string,
): UploadFileItem[] {
  if (value == null || value === '') return []
  if (typeof value === 'string') {
    return splitPaths(value).map((path) => ({
      uid: nextUid(),
      name: fileNameOfPath(path),
      type: '',
      size: 0,
      status: 'done',
      percent: 100,
      path,
      url: toUrl(path),
      message: '',
    }))
  }
  return value
    .filter((v) => v?.filePath)
    .map((v) => ({
      uid: nextUid(),
      name: v.fileName || fileNameOfPath(v.filePath),
      type: '',
      size: Number(v.fileSize) || 0,
      status: 'done',
      percent: 100,
      path: v.filePath,
      url: toUrl(v.filePath),
      message: '',
    }))
}

/** Serialises the done files: comma-joined paths (first = the image) or a `{ fileName, filePath, fileSize }` list. */
export function serializeValue(files: UploadFileItem[], returnUrl: true): string
export function serializeValue(files: UploadFileItem[], returnUrl: false): UploadListValue[]
export function serializeValue(files: UploadFileItem[], returnUrl: boolean): UploadValue
export function serializeValue(files: UploadFileItem[], returnUrl: boolean): UploadValue {
  const done = files.filter((f) => f.status === 'done' && f.path)
  if (returnUrl) return done.map((f) => f.path).join(',')
  return done.map((f) => ({ fileName: f.name, filePath: f.path, fileSize: f.size }))
}

/** Keeps only the most recent `maxCount` entries (0 or less = unlimited). */
export function trimToMaxCount<T>(files: T[], maxCount: number | undefined): T[] {
  if (!maxCount || maxCount <= 0 || files.length <= maxCount) return files
  return files.slice(files.length - maxCount)
}

/** True when every entry is done (an empty list counts): the only time the value is reported. */
export function allDone(files: UploadFileItem[]): boolean {
  return files.every((f) => f.status === 'done')
}
