import type { AxiosInstance } from 'axios'
import { MSG } from '../utils/messages'

export class DownloadError extends Error {}

/** Reads a JSON error envelope out of a blob, or null when the blob is not JSON. */
async function jsonErrorOf(blob: Blob): Promise<string | null> {
  if (!blob.type.includes('json') && blob.size > 4096) return null
  try {
    const text = await blob.text()
    const data = JSON.parse(text) as { success?: boolean; message?: string }
    if (data && typeof data === 'object' && (data.success === false || 'message' in data)) {
      return data.message || MSG.downloadFailed
    }
  } catch {
    // not JSON: a real file
  }
  return null
}

/** Saves a blob under a name (an object URL clicked through a temporary link). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  a.style.display = 'none'
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** `{fileName}.xls` unless the name already ends in .xls/.xlsx (or `ext` says xlsx). */
export function exportFileName(fileName: string, ext: 'xls' | 'xlsx' = 'xls'): string {
  return /\.xlsx?$/i.test(fileName) ? fileName : `${fileName}.${ext}`
}

/**
 * Export: GET `url` as a blob and save it as `{fileName}.xls(x)`. An empty body throws 文件下载失败; a JSON error
 * body throws its message. Answers the saved name.
 */
export async function downloadFile(
  http: AxiosInstance,
  url: string,
  params: Record<string, unknown> | undefined,
  fileName: string,
  options: {
    ext?: 'xls' | 'xlsx'
    headers?: Record<string, string>
    save?: (blob: Blob, name: string) => void
  } = {},
): Promise<string> {
  const res = await http.get<Blob>(url, { params, responseType: 'blob', headers: options.headers })
  const blob = res.data
  if (!blob || blob.size === 0) throw new DownloadError(MSG.downloadFailed)
  const error = await jsonErrorOf(blob)
  if (error) throw new DownloadError(error)
  const name = exportFileName(fileName, options.ext)
  ;(options.save ?? saveBlob)(blob, name)
  return name
}
