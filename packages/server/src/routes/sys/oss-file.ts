import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { ossFile } from '../../db/schema'
import type { Deps } from '../../deps'
import { conflict, notFound, ok } from '../../http/envelope'
import { fileReferrer, OSS_FILE_LIST, toOssFileRecord } from '../../services/files/oss-files'
import { listQuery, listQuerystring, selectPage, toPage } from '../../services/query'

const tags = ['oss file']
export const OSS_FILE_PERMS = { list: 'system:oss:list', delete: 'system:oss:delete' } as const
const idQuery = {
  type: 'object',
  properties: { id: { type: 'string', minLength: 1 } },
  required: ['id'],
} as const

/** 文件列表: every upload recorded when stored (JeecgBoot's /sys/oss/file), with delete refused while in use. */
export const ossFileRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db, files } = deps

  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/sys/oss/file/list',
    {
      config: { permission: OSS_FILE_PERMS.list },
      schema: {
        tags,
        summary: 'Paged stored files (fileName, fileType, bizType, createBy, createTime filters)',
        querystring: listQuerystring(OSS_FILE_LIST),
      },
    },
    async (request) => {
      const query = listQuery(OSS_FILE_LIST, request.query)
      const { rows, total } = await selectPage(db, ossFile, query)
      return ok(toPage(rows.map(toOssFileRecord), total, query))
    },
  )

  app.delete<{ Querystring: { id: string } }>(
    '/sys/oss/file/delete',
    {
      config: { permission: OSS_FILE_PERMS.delete },
      schema: {
        tags,
        summary:
          'Delete a stored file and its record; 409 while a record (question piece, avatar, notice) uses it',
        querystring: idQuery,
      },
    },
    async (request) => {
      const [row] = await db.select().from(ossFile).where(eq(ossFile.id, request.query.id))
      if (!row) throw notFound('文件不存在或已删除')
      const referrer = await fileReferrer(db, row.url)
      if (referrer) throw conflict(`文件仍被${referrer}引用，不能删除`)
      await db.delete(ossFile).where(eq(ossFile.id, row.id))
      await files.delete(row.url)
      request.log.info({ key: row.url, user: request.user?.username }, 'file deleted')
      return ok(null, '删除成功!')
    },
  )
}
