import type { FastifyRequest } from 'fastify'
import { badRequest, HttpError } from './envelope'

export interface UploadedFile {
  fieldname: string
  filename: string
  mimetype: string
  data: Buffer
}

export interface MultipartForm {
  file: UploadedFile
  fields: Record<string, string>
}

/** `10MB`, `1.5MB`, `512KB`: the limit as people read it. */
export function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024)
  if (mb >= 1) return `${Number(mb.toFixed(2))}MB`
  return `${Number((bytes / 1024).toFixed(2))}KB`
}

/** JeecgBoot's oversize message, with the configured limit. */
export const tooLargeMessage = (maxBytes: number) =>
  `文件大小超出${formatBytes(maxBytes)}限制, 请压缩或降低文件质量! `

function translated(error: unknown, maxBytes: number): unknown {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, tooLargeMessage(maxBytes))
    case 'FST_FILES_LIMIT':
      return badRequest('一次只能上传一个文件')
    case 'FST_PROTO_VIOLATION':
      return badRequest('表单字段名不合法')
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badRequest('表单字段过多')
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return badRequest('请以 multipart/form-data 上传文件')
    default:
      // Only the form is being read here: anything else (a body cut short, no boundary…) is the client's.
      return error instanceof HttpError ? error : badRequest('上传内容不完整或格式不正确')
  }
}

/**
 * Reads a multipart form with exactly one file (any field name: `file`, `files[]`) into memory, within `maxBytes`.
 * Fields may come before or after the file, as clients send them in either order.
 */
export async function readSingleFileForm(request: FastifyRequest, maxBytes: number): Promise<MultipartForm> {
  let file: UploadedFile | undefined
  const fields: Record<string, string> = {}
  try {
    // preservePath: a name like ../../x.png reaches validFileName (and is refused) instead of being trimmed silently.
    const parts = request.parts({
      preservePath: true,
      limits: { fileSize: maxBytes, files: 1, fields: 20, parts: 21 },
    })
    for await (const part of parts) {
      if (part.type === 'file') {
        file = {
          fieldname: part.fieldname,
          filename: part.filename,
          mimetype: part.mimetype,
          data: await part.toBuffer(),
        }
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value
      }
    }
  } catch (error) {
    throw translated(error, maxBytes)
  }
  if (!file) throw badRequest('请选择要上传的文件')
  return { file, fields }
}
