import type { Envelope } from '@portico/contract'
import { buildStaticUrl } from '../../http/staticUrl'

/** The upload folder of editor images (JEditor). */
export const EDITOR_UPLOAD_BIZ = 'jeditor'
/** JeecgBoot 2.4.2 on local storage answers this instead of the stored path; the image is then inlined. */
export const LOCAL_UPLOAD_REPLY = 'local'
export const EDITOR_UPLOAD_FAILED = '上传失败！'

/** The multipart body JEditor sends: `file`, `biz=jeditor`, `jeditor=1`. */
export function editorUploadForm(file: File): FormData {
  const form = new FormData()
  form.append('file', file, file.name)
  form.append('biz', EDITOR_UPLOAD_BIZ)
  form.append('jeditor', '1')
  return form
}

/** What the editor does with an upload reply. */
export type EditorImageSource =
  | { kind: 'url'; src: string }
  | { kind: 'inline' }
  | { kind: 'failed'; message: string }

/** The stored path becomes a static url; 'local' means inline the file as base64; anything else failed. */
export function editorImageSource(
  reply: Envelope<unknown> | null | undefined,
  staticDomain: string,
): EditorImageSource {
  if (!reply || reply.success === false || typeof reply.message !== 'string' || !reply.message) {
    return { kind: 'failed', message: reply?.message || EDITOR_UPLOAD_FAILED }
  }
  if (reply.message === LOCAL_UPLOAD_REPLY) return { kind: 'inline' }
  return { kind: 'url', src: buildStaticUrl(staticDomain, reply.message) }
}

/** Image sources the editor keeps: http(s), same-site paths and inline raster images; never scripts or svg. */
export function isSafeImageSrc(src: string | null | undefined): src is string {
  if (!src) return false
  const trimmed = src.trim()
  if (/^data:/i.test(trimmed))
    return /^data:image\/(png|jpe?g|gif|webp|bmp);base64,[a-z0-9+/=\s]+$/i.test(trimmed)
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)
  return !scheme || /^https?$/i.test(scheme[1] ?? '')
}

/** A file as a `data:` url (the inline image when the server answers 'local'). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })
}
