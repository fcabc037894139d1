import {
  RESUME_ATTACHMENT_EXTENSIONS,
  RESUME_ATTACHMENT_MAX_BYTES,
  RESUME_PHOTO_MAX_BYTES,
} from '@portico/contract'
import { badRequest, HttpError } from '../../http/envelope'
import { formatBytes } from '../../http/multipart'
import type { FileStore } from '../../stores/files'
import { extensionOf } from '../files/file-types'
import { checkContent, storeUpload, validFileName } from '../files/uploads'
import { resumeUploadBiz } from './resume-content'

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png']

export interface ResumeFile {
  /** A photo (jpg/png) or an attachment (pdf, Word or image). */
  kind: 'photo' | 'attachment'
  filename: string
  data: Buffer
  mimetype?: string
}

/** Checks and stores one of the interviewee's résumé files under their own folder; answers the stored path. */
export async function storeResumeFile(
  files: FileStore,
  intervieweeId: string,
  file: ResumeFile,
  at = new Date(),
) {
  const photo = file.kind === 'photo'
  const name = validFileName(file.filename)
  const allowed: readonly string[] = photo ? IMAGE_EXTENSIONS : RESUME_ATTACHMENT_EXTENSIONS
  if (!allowed.includes(extensionOf(name)))
    throw badRequest(photo ? '照片只能是jpg或png图片' : `附件只支持${allowed.join('、')}格式`)
  const max = photo ? RESUME_PHOTO_MAX_BYTES : RESUME_ATTACHMENT_MAX_BYTES
  if (file.data.length > max)
    throw new HttpError(413, `${photo ? '照片' : '附件'}不能超过${formatBytes(max)}`)
  checkContent(name, file.data, file.mimetype)
  return storeUpload(files, { biz: resumeUploadBiz(intervieweeId), name, data: file.data, now: at.getTime() })
}
