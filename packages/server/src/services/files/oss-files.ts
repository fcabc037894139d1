import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { ossFile, questionPiece, sysAnnouncement, sysUser } from '../../db/schema'
import { type ListSpec, tableListSpec } from '../query'
import { formatDateTime } from '../shared/dates'
import { newId } from '../shared/ids'
import { extensionOf } from './file-types'

export const OSS_FILE_LIST: ListSpec = tableListSpec(ossFile, {
  fileName: 'string',
  url: 'string',
  fileType: 'string',
  fileSize: 'integer',
  bizType: 'string',
  createBy: 'string',
  createTime: 'datetime',
})

/** Records a stored upload, so 文件列表 lists it. */
export async function recordUpload(
  db: Db,
  upload: { key: string; name: string; biz: string; size: number; username: string | null },
): Promise<void> {
  await db.insert(ossFile).values({
    id: newId(),
    fileName: upload.name,
    url: upload.key,
    fileType: extensionOf(upload.name) || null,
    fileSize: upload.size,
    bizType: upload.biz,
    createBy: upload.username,
    createTime: new Date(),
  })
}

export function toOssFileRecord(row: typeof ossFile.$inferSelect) {
  return { ...row, createTime: formatDateTime(row.createTime) }
}

/** `key` as one item of a comma-separated column (question-piece photos and attachments). */
const inList = (column: unknown, key: string) =>
  sql`position(${`,${key},`} in ',' || coalesce(${column}, '') || ',') > 0`

/**
 * What still refers to a stored file, described for the refusal (问题件 YT-0001), or null. Each record kind that keeps
 * stored paths is checked here.
 */
export async function fileReferrer(db: Db, key: string): Promise<string | null> {
  const [piece] = await db
    .select({ waybillNo: questionPiece.waybillNo })
    .from(questionPiece)
    .where(sql`${inList(questionPiece.images, key)} or ${inList(questionPiece.attachments, key)}`)
    .limit(1)
  if (piece) return `问题件 ${piece.waybillNo}`
  const [user] = await db
    .select({ username: sysUser.username })
    .from(sysUser)
    .where(eq(sysUser.avatar, key))
    .limit(1)
  if (user) return `用户 ${user.username} 的头像`
  const [notice] = await db
    .select({ title: sysAnnouncement.titile })
    .from(sysAnnouncement)
    .where(sql`position(${key} in coalesce(${sysAnnouncement.msgContent}, '')) > 0`)
    .limit(1)
  if (notice) return `系统通告「${notice.title}」`
  return null
}
