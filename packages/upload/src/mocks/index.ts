import {
  MOCK_UPLOAD_URL,
  staticFileHandler,
  type UploadSuccessOptions,
  uploadSuccessHandler,
} from '@portico/ui/mocks'
import { delay, HttpResponse, http } from 'msw'

export {
  MOCK_FAILURE_MESSAGE,
  MOCK_PNG_BASE64,
  MOCK_STATIC_URL,
  MOCK_UPLOAD_MILLIS,
  MOCK_UPLOAD_URL,
  mockStoredPath,
  staticFileHandler,
  type UploadSuccessOptions,
  uploadFailureHandler,
  uploadSuccessHandler,
} from '@portico/ui/mocks'

export const MOCK_IMPORT_URL = '/jeecg-boot/demo/importExcel'
export const MOCK_EXPORT_URL = '/jeecg-boot/demo/exportXls'
export const MOCK_IMPORT_PARTIAL_MESSAGE = '文件导入成功，但有错误。'
export const MOCK_IMPORT_SUCCESS_MESSAGE = '文件导入成功！数据行数：3'
export const MOCK_IMPORT_FAILURE_MESSAGE = '文件导入失败:第2行格式错误'
export const MOCK_ERROR_FILE_URL = '/sys/common/static/temp/errorlog_1700000000000.txt'
const envelope = (success: boolean, message: string, code = success ? 200 : 500, result: unknown = null) => ({
  success,
  message,
  code,
  result,
  timestamp: Date.now(),
})

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
