import { badRequest } from '../../http/envelope'
import { FileExistsError, type FileStore } from '../../stores/files'
import { ALLOWED_EXTENSIONS, extensionOf, isImageKind, sniff } from './file-types'

export const DEFAULT_BIZ = 'temp'

const BIZ_SEGMENT = /^[A-Za-z0-9_-]{1,64}$/

/** `biz` → a folder of 1 to 4 plain segments (`temp`, `jeditor`, `user/avatar`); default `temp`. */
export function validBiz(raw: string | undefined): string {
  const biz = (raw ?? '').trim()
  if (biz === '') return DEFAULT_BIZ
  const segments = biz.split('/')
  if (segments.length > 4 || !segments.every((s) => BIZ_SEGMENT.test(s))) {
    throw badRequest('上传目录不合法：只能包含字母、数字、下划线和短横线')
  }
  return biz
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
const UNSAFE_NAME = /[/\\\u0000-\u001f\u007f]|(^|\.)\.(\.|$)/
// Characters that break URLs or Windows file names become `_`.
const AWKWARD = /[:*?"<>|%#&+\s]/g

/** The stem and extension(s) JeecgBoot keeps: everything from the first dot is the extension. */
function splitName(name: string): { stem: string; ext: string } {
  const dot = name.indexOf('.', 1)
  return dot > 0 ? { stem: name.slice(0, dot), ext: name.slice(dot) } : { stem: name, ext: '' }
}

/** Refuses names with paths or control characters; returns the name with awkward characters replaced. */
export function validFileName(raw: string | undefined): string {
  const name = (raw ?? '').trim()
  if (name === '' || name === '.' || UNSAFE_NAME.test(name) || name.includes('..')) {
    throw badRequest('文件名不合法')
  }
  if (name.length > 200) throw badRequest('文件名过长（最多200个字符）')
  return name.replace(AWKWARD, '_')
}

/** Checks the content against the extension (and the declared type); answers a clear refusal otherwise. */
export function checkContent(name: string, data: Buffer, declaredType: string | undefined): void {
  if (data.length === 0) throw badRequest('文件内容为空')
  const ext = extensionOf(name)
  const expected = Object.hasOwn(ALLOWED_EXTENSIONS, ext) ? ALLOWED_EXTENSIONS[ext] : undefined
  if (!expected) {
    throw badRequest(`不支持的文件类型：${ext ? `.${ext}` : '无扩展名'}`)
  }
  const actual = sniff(data)
  if (actual === 'executable') throw badRequest('不允许上传可执行文件')
  if (declaredType?.startsWith('image/') && !isImageKind(actual)) {
    throw badRequest('文件内容不是图片')
  }
  if (actual !== expected) {
    throw badRequest(isImageKind(expected) ? '文件内容不是图片' : `文件内容与扩展名 .${ext} 不符`)
  }
}

/**
 * Stores `data` as `<biz>/<stem>_<millis><ext>` (JeecgBoot's layout) and answers the key. A taken key moves the
 * timestamp on, so two uploads of one name in the same millisecond both keep their file.
 */
export async function storeUpload(
  store: FileStore,
  upload: { biz: string; name: string; data: Buffer; now?: number },
): Promise<string> {
  const { stem, ext } = splitName(upload.name)
  let millis = upload.now ?? Date.now()
  for (let attempt = 0; attempt < 50; attempt++, millis++) {
    const key = `${upload.biz}/${stem}_${millis}${ext}`
    try {
      await store.put(key, upload.data)
      return key
    } catch (error) {
      if (!(error instanceof FileExistsError)) throw error
    }
  }
  throw new Error('no free file name')
}
