import { and, count, desc, eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { recruitMessage } from '../../db/schema'
import type { Deps } from '../../deps'
import { notFound, ok } from '../../http/envelope'
import { pageParams, toPage } from '../../services/query'
import { currentInterviewee } from '../../services/recruit/interviewees'
import { messageRecord } from '../../services/recruit/records'
import { objectSchema, str, strOrNum } from '../schemas'

const tags = ['recruit']
const own = { permission: 'interviewee' } as const

/** The interviewee's messages (spec §7 /recruit/message/count, list, readMsg). */
export const messageRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps

  app.post(
    '/recruit/message/count',
    { config: own, schema: { tags, summary: 'Unread messages of the interviewee' } },
    async (request) => {
      const me = await currentInterviewee(db, request.intervieweeId)
      const rows = await db
        .select({ n: count() })
        .from(recruitMessage)
        .where(and(eq(recruitMessage.intervieweeId, me.id), eq(recruitMessage.readFlag, '0')))
      return ok(Number(rows[0]?.n ?? 0))
    },
  )

  app.post<{ Body: { pageNo?: number; pageSize?: number } }>(
    '/recruit/message/list',
    {
      config: own,
      schema: {
        tags,
        summary: 'Messages, newest first',
        body: objectSchema({ pageNo: strOrNum, pageSize: strOrNum }),
      },
    },
    async (request) => {
      const me = await currentInterviewee(db, request.intervieweeId)
      const page = pageParams(request.body ?? {})
      const where = eq(recruitMessage.intervieweeId, me.id)
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(recruitMessage)
          .where(where)
          .orderBy(desc(recruitMessage.createTime), desc(recruitMessage.id))
          .limit(page.pageSize)
          .offset((page.pageNo - 1) * page.pageSize),
        db.select({ n: count() }).from(recruitMessage).where(where),
      ])
      return ok(toPage(rows.map(messageRecord), Number(totals[0]?.n ?? 0), page))
    },
  )

  app.post<{ Body: { id?: string } }>(
    '/recruit/message/readMsg',
    {
      config: own,
      schema: { tags, summary: 'Mark one message read', body: objectSchema({ id: str }, ['id']) },
    },
    async (request) => {
      const me = await currentInterviewee(db, request.intervieweeId)
      const rows = await db
        .update(recruitMessage)
        .set({ readFlag: '1' })
        .where(and(eq(recruitMessage.id, request.body.id ?? ''), eq(recruitMessage.intervieweeId, me.id)))
        .returning({ id: recruitMessage.id })
      if (rows.length === 0) throw notFound('消息不存在')
      return ok(null, '已读')
    },
  )
}
