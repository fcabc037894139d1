import { delay, HttpResponse, http } from 'msw'

/** Paths the handlers answer (JeecgBoot defaults). */
export const MOCK_UPLOAD_URL = '/jeecg-boot/sys/common/upload'
export const MOCK_STATIC_URL = '/jeecg-boot/sys/common/static'
export const MOCK_IMPORT_URL = '/jeecg-boot/demo/importExcel'
export const MOCK_EXPORT_URL = '/jeecg-boot/demo/exportXls'
export const MOCK_FAILURE_MESSAGE = '上传失败！'
export const MOCK_IMPORT_PARTIAL_MESSAGE = '文件导入成功，但有错误。'
export const MOCK_IMPORT_SUCCESS_MESSAGE = '文件导入成功！数据行数：3'
export const MOCK_IMPORT_FAILURE_MESSAGE = '文件导入失败:第2行格式错误'
export const MOCK_ERROR_FILE_URL = '/sys/common/static/temp/errorlog_1700000000000.txt'
/** The millis every stored name gets, so stories know the path in advance. */
export const MOCK_UPLOAD_MILLIS = 1700000000000

const envelope = (success: boolean, message: string, code = success ? 200 : 500, result: unknown = null) => ({
  success,
  message,
  code,
  result,
  timestamp: Date.now(),
})

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
    if (!(file instanceof File)) return HttpResponse.json(envelope(false, MOCK_FAILURE_MESSAGE))
    if (local && jeditor) return HttpResponse.json(envelope(true, 'local', 0))
    return HttpResponse.json(envelope(true, mockStoredPath(biz, file.name), 0))
  })
}

export interface UploadGate {
  /** An upload-success handler whose replies wait for `open()`. */
  handler: ReturnType<typeof uploadSuccessHandler>
  /** Lets every held upload (and every later one) finish. */
  open: () => void
  /** Holds uploads again; call it in `beforeEach`. */
  reset: () => void
}

/** Uploads that finish when the test says so: for checking what a form does while a file is still uploading. */
export function createUploadGate(options: Omit<UploadSuccessOptions, 'until'> = {}): UploadGate {
  let open: () => void = () => {}
  let gate: Promise<void> = Promise.resolve()
  const reset = () => {
    gate = new Promise<void>((resolve) => {
      open = resolve
    })
  }
  reset()
  return {
    handler: uploadSuccessHandler({ delayMs: 0, ...options, until: () => gate }),
    open: () => open(),
    reset,
  }
}

/** Upload failure: `success:false` with a message (default 上传失败！). */
export function uploadFailureHandler({
  message = MOCK_FAILURE_MESSAGE,
  delayMs = 100,
  url = MOCK_UPLOAD_URL,
} = {}) {
  return http.post(url, async () => {
    await delay(delayMs)
    return HttpResponse.json(envelope(false, message))
  })
}

/** Upload crash: HTTP 500 with no body, so the uploader has no message to show but 未知错误. */
export function uploadCrashHandler({ url = MOCK_UPLOAD_URL } = {}) {
  return http.post(url, () => new HttpResponse(null, { status: 500 }))
}

/** What an upload request carried: its form fields (the file as its name) and its token header. */
export interface RecordedUpload {
  fields: Record<string, string>
  token: string | null
}

/** Upload success that records each request in `into` (for checking field names and headers). */
export function recordingUploadHandler(into: RecordedUpload[], { url = MOCK_UPLOAD_URL } = {}) {
  return http.post(url, async ({ request }) => {
    const form = await request.formData()
    const fields: Record<string, string> = {}
    for (const [key, value] of form.entries()) fields[key] = typeof value === 'string' ? value : value.name
    into.push({ fields, token: request.headers.get('X-Access-Token') })
    return HttpResponse.json(envelope(true, `${fields.biz || 'temp'}/${fields.file}`, 0))
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

/** Import success (code 200). */
export function importSuccessHandler({
  url = MOCK_IMPORT_URL,
  message = MOCK_IMPORT_SUCCESS_MESSAGE,
  delayMs = 200,
} = {}) {
  return http.post(url, async () => {
    await delay(delayMs)
    return HttpResponse.json(envelope(true, message))
  })
}

/** Import finished with row errors (code 201, `result.fileUrl`). */
export function importPartialHandler({ url = MOCK_IMPORT_URL, delayMs = 200 } = {}) {
  return http.post(url, async () => {
    await delay(delayMs)
    return HttpResponse.json(
      envelope(true, MOCK_IMPORT_PARTIAL_MESSAGE, 201, {
        totalCount: 3,
        errorCount: 1,
        successCount: 2,
        msg: '总上传行数：3，已导入行数：2，错误行数：1',
        fileUrl: MOCK_ERROR_FILE_URL,
        fileName: 'errorlog_1700000000000.txt',
      }),
    )
  })
}

/** Import success whose reply says nothing (the dialog falls back to '{file} 文件上传成功'); records each request. */
export function recordingImportHandler(into: RecordedUpload[], { url = MOCK_IMPORT_URL } = {}) {
  return http.post(url, async ({ request }) => {
    const form = await request.formData()
    const fields: Record<string, string> = {}
    for (const [key, value] of form.entries()) fields[key] = typeof value === 'string' ? value : value.name
    into.push({ fields, token: request.headers.get('X-Access-Token') })
    return HttpResponse.json(envelope(true, ''))
  })
}

/** Import refused by HTTP status (500 with a JeecgBoot envelope): the dialog shows the file name and message. */
export function importServerErrorHandler({
  url = MOCK_IMPORT_URL,
  message = '导入服务繁忙，请稍后再试',
} = {}) {
  return http.post(url, () => HttpResponse.json(envelope(false, message), { status: 500 }))
}

/** Import failure (`success:false`, code 500). */
export function importFailureHandler({
  url = MOCK_IMPORT_URL,
  message = MOCK_IMPORT_FAILURE_MESSAGE,
  delayMs = 200,
} = {}) {
  return http.post(url, async () => {
    await delay(delayMs)
    return HttpResponse.json(envelope(false, message))
  })
}

/** Export: an `.xls` blob, or an empty body / JSON error with `mode`. */
export function exportHandler({ url = MOCK_EXPORT_URL, mode = 'ok' as 'ok' | 'empty' | 'error' } = {}) {
  return http.get(url, () => {
    if (mode === 'empty') return new HttpResponse(null, { status: 200 })
    if (mode === 'error') return HttpResponse.json(envelope(false, '导出失败：没有权限'))
    return new HttpResponse(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), {
      headers: { 'Content-Type': 'application/vnd.ms-excel' },
    })
  })
}

/** The default set: upload success, static files, import success, export. */
export const uploadHandlers = [
  uploadSuccessHandler(),
  staticFileHandler(),
  importSuccessHandler(),
  exportHandler(),
]
