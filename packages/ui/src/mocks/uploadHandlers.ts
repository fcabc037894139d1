// The upload and static-file endpoints are the provider's (`upload`, `staticDomain`): the rich-text editor and the
// uploaders (@portico/upload) both call them.
import { delay, HttpResponse, http } from 'msw'
import { mockEnvelope } from './envelope'

/** Paths the handlers answer (JeecgBoot defaults). */
export const MOCK_UPLOAD_URL = '/jeecg-boot/sys/common/upload'
export const MOCK_STATIC_URL = '/jeecg-boot/sys/common/static'
export const MOCK_FAILURE_MESSAGE = '上传失败！'
/** The millis every stored name gets, so stories know the path in advance. */
export const MOCK_UPLOAD_MILLIS = 1700000000000

/** A 1×1 PNG so thumbnails and uploaded images load. */
export const MOCK_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
const PNG = Uint8Array.from(atob(MOCK_PNG_BASE64), (c) => c.charCodeAt(0))

/** `<biz>/<name-without-ext>_<millis><ext from the first dot>`, as JeecgBoot stores local uploads. */
export function mockStoredPath(biz: string, name: string): string {
  const dot = name.indexOf('.')
  const base = dot > 0 ? name.slice(0, dot) : name
  const ext = dot > 0 ? name.slice(dot) : ''
  return `${biz}/${base}_${MOCK_UPLOAD_MILLIS}${ext}`
}

export interface UploadSuccessOptions {
  /** Milliseconds before the reply (default 300) so progress shows. */
  delayMs?: number | 'infinite'
  url?: string
  /** Holds each reply until the returned promise settles (see `createUploadGate`). */
  until?: () => Promise<void>
  /**
   * JeecgBoot 2.4.2 on local storage: a request with a non-empty `jeditor` field is answered `message:"local"`
   * (the file is saved but its path not returned) and the rich-text editor inlines the image. Default false.
   */
  local?: boolean
}

/** Upload success: stores under `<biz>/…` (biz default temp, see mockStoredPath) and answers the path in `message`. */
export function uploadSuccessHandler({
  delayMs = 300,
  url = MOCK_UPLOAD_URL,
  until,
  local = false,
}: UploadSuccessOptions = {}) {
  return http.post(url, async ({ request }) => {
    const form = await request.formData()
    const file = form.get('file')
    const biz = String(form.get('biz') ?? 'temp') || 'temp'
    const jeditor = String(form.get('jeditor') ?? '')
    await delay(delayMs)
    await until?.()
    if (!(file instanceof File)) return HttpResponse.json(mockEnvelope(false, null, MOCK_FAILURE_MESSAGE))
    if (local && jeditor) return HttpResponse.json(mockEnvelope(true, null, 'local', 0))
    return HttpResponse.json(mockEnvelope(true, null, mockStoredPath(biz, file.name), 0))
  })
}

/** Upload failure: `success:false` with a message (default 上传失败！). */
export function uploadFailureHandler({
  message = MOCK_FAILURE_MESSAGE,
  delayMs = 100,
  url = MOCK_UPLOAD_URL,
} = {}) {
  return http.post(url, async () => {
    await delay(delayMs)
    return HttpResponse.json(mockEnvelope(false, null, message))
  })
}

/** Static files: images answer a PNG, anything else a small text body. */
export function staticFileHandler(prefix = MOCK_STATIC_URL) {
  return http.get(`${prefix}/*`, ({ request }) => {
    const path = new URL(request.url).pathname
    if (/\.(png|jpe?g|gif|webp|bmp)$/i.test(path)) {
      return new HttpResponse(PNG, { headers: { 'Content-Type': 'image/png' } })
    }
    return new HttpResponse('file content', { headers: { 'Content-Type': 'application/force-download' } })
  })
}
