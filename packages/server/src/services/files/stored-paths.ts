import { badRequest } from '../../http/envelope'
import { type FileStore, isSafeKey } from '../../stores/files'
import { extensionOf, INLINE_TYPES } from './file-types'

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp'])

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim())

/**
 * Comma-separated stored paths (the uploaders' value): each a safe key of a file that exists in the store, at most
 * `max` (0: no limit), no repeats; `images` also need an image extension. Answers the paths joined again, or null when
 * empty; throws a 400 naming the field (`label`) otherwise.
 */
export async function checkedPaths(
  files: FileStore,
  raw: unknown,
  label: string,
  max: number,
  images: boolean,
): Promise<string | null> {
  const paths = text(raw)
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
  if (paths.length === 0) return null
  if (max > 0 && paths.length > max) throw badRequest(`${label}最多${max}个`)
  if (new Set(paths).size !== paths.length) throw badRequest(`${label}中有重复的文件`)
  for (const path of paths) {
    if (/^https?:/i.test(path) || !isSafeKey(path)) throw badRequest(`${label}路径不合法：${path}`)
    const ext = extensionOf(path)
    if (images && !(IMAGE_EXTENSIONS.has(ext) && Object.hasOwn(INLINE_TYPES, ext)))
      throw badRequest(`${label}只能是图片：${path}`)
    if (!(await files.stat(path))) throw badRequest(`${label}文件不存在：${path}`)
  }
  return paths.join(',')
}
