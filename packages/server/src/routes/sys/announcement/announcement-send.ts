import { and, eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { sysAnnouncementSend } from '../../../db/schema'
import type { Deps } from '../../../deps'
import { badRequest, ok } from '../../../http/envelope'
import { type MySendQuery, myAnnouncementSends } from '../../../services/announcements/announcements'
import { pageParams } from '../../../services/query'
import { objectSchema, str } from '../../schemas'

const tags = ['announcement']

export const announcementSendRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps

  const markReadOptions = {
    config: { permission: 'authenticated' },
    schema: {
      tags,
      summary: 'Mark one announcement read for the signed-in user',
      body: objectSchema({ anntId: str }, ['anntId']),
    },
  } as const
  const markRead = async (request: {
    body: { anntId: string }
    user: { id: string; username: string } | null
  }) => {
    const user = request.user!
    const anntId = request.body.anntId.trim()
    if (!anntId) throw badRequest('缺少通告id')
    const now = new Date()
    // Bound parameters: JeecgBoot spliced anntId into the SQL here.
    await db
      .update(sysAnnouncementSend)
      .set({ readFlag: '1', readTime: now, updateBy: user.username, updateTime: now })
      .where(and(eq(sysAnnouncementSend.anntId, anntId), eq(sysAnnouncementSend.userId, user.id)))
    return ok(null)
  }
  app.put<{ Body: { anntId: string } }>(
    '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
    markReadOptions,
    markRead,
  )
  app.post<{ Body: { anntId: string } }>(
    '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
    markReadOptions,
    markRead,
  )

  app.put(
    '/sys/sysAnnouncementSend/readAll',
    { config: { permission: 'authenticated' }, schema: { tags, summary: 'Mark every announcement read' } },
    async (request) => {
      const user = request.user!
      const now = new Date()
      await db
        .update(sysAnnouncementSend)
        .set({ readFlag: '1', readTime: now, updateBy: user.username, updateTime: now })
        .where(and(eq(sysAnnouncementSend.userId, user.id), eq(sysAnnouncementSend.readFlag, '0')))
      return ok(null, '全部已读')
    },
  )

  app.get<{ Querystring: MySendQuery }>(
    '/sys/sysAnnouncementSend/getMyAnnouncementSend',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: "The signed-in user's announcements, paged ('my announcements')",
        querystring: {
          type: 'object',
          properties: {
            pageNo: { type: 'integer', minimum: 1 },
            pageSize: { type: 'integer', minimum: 1 },
            titile: str,
            msgCategory: { type: 'string', pattern: '^[12]?$' },
            readFlag: { type: 'string', pattern: '^[01]?$' },
          },
        },
      },
    },
    async (request) =>
      ok(await myAnnouncementSends(db, request.user!.id, request.query, pageParams(request.query))),
  )
}
