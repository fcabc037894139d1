import { delay, HttpResponse, http } from 'msw'
import { MOCK_API_BASE } from './dictHandlers'

/** Paths the upload handlers answer (JeecgBoot defaults). */
export const MOCK_UPLOAD_URL = `${MOCK_API_BASE}/sys/common/upload`
export const MOCK_STATIC_URL = `${MOCK_API_BASE}/sys/common/static`
export const MOCK_UPLOAD_FAILURE_MESSAGE = '上传失败！'
/** The millis every stored name gets, so stories know the path in advance. */
export const MOCK_UPLOAD_MILLIS = 1700000000000

const envelope = (success: boolean, message: string) => ({
  success,
  message,
  code: success ? 0 : 500,
  result: null,
  timestamp: Date.now(),
})

/** 1×1 PNG so uploaded images load. */
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

export interface UploadHandlerOptions {
  /** Milliseconds before the reply (default 300, so progress shows). */
  delayMs?: number | 'infinite'
  url?: string
  /**
   * JeecgBoot 2.4.2 on local storage: a request with a non-empty `jeditor` field is answered `message:"local"`
   * (the file is saved but its path not returned) and the editor inlines the image. Default false.
   */
  local?: boolean
}

/** POST /sys/common/upload: stores under `<biz>/…` (biz default temp) and answers the path in `message`. */
export function uploadSuccessHandler({
  delayMs = 300,
  url = MOCK_UPLOAD_URL,
  local = false,
}: UploadHandlerOptions = {}) {
  return http.post(url, async ({ request }) => {
    const form = await request.formData()
    const file = form.get('file')
    const biz = String(form.get('biz') ?? 'temp') || 'temp'
    const jeditor = String(form.get('jeditor') ?? '')
    await delay(delayMs)
    if (!(file instanceof File)) return HttpResponse.json(envelope(false, MOCK_UPLOAD_FAILURE_MESSAGE))
    if (local && jeditor) return HttpResponse.json(envelope(true, 'local'))
    return HttpResponse.json(envelope(true, mockStoredPath(biz, file.name)))
  })
}

/** Upload failure: `success:false` with a message (default 上传失败！). */
export function uploadFailureHandler({
  message = MOCK_UPLOAD_FAILURE_MESSAGE,
  delayMs = 100,
  url = MOCK_UPLOAD_URL,
} = {}) {
  return http.post(url, async () => {
    await delay(delayMs)
    return HttpResponse.json(envelope(false, message))
  })
}

/** GET /sys/common/static/**: images answer a PNG, anything else a small text body. */
export function staticFileHandler(prefix = MOCK_STATIC_URL) {
  return http.get(`${prefix}/*`, ({ request }) => {
    const path = new URL(request.url).pathname
    if (/\.(png|jpe?g|gif|webp|bmp)$/i.test(path)) {
      return new HttpResponse(PNG, { headers: { 'Content-Type': 'image/png' } })
    }
    return new HttpResponse('file content', { headers: { 'Content-Type': 'application/force-download' } })
  })
}

/** Upload success and static files. */
export const uploadHandlers = [uploadSuccessHandler(), staticFileHandler()]
