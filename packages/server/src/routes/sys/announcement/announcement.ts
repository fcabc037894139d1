import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { sysAnnouncement, sysAnnouncementSend, sysUser } from '../../../db/schema'
import type { Deps } from '../../../deps'
import { badRequest, forbidden, notFound, ok } from '../../../http/envelope'
import { type AnnouncementForm, announcementValues } from '../../../services/announcements/announcement-form'
import {
  announcementsByUser,
  pushRelease,
  toSysAnnouncement,
  userIdsOf,
} from '../../../services/announcements/announcements'
import {
  dictField,
  type ListSpec,
  listQuery,
  listQuerystring,
  selectPage,
  tableListSpec,
  toPage,
} from '../../../services/query'
import { newId } from '../../../services/shared/ids'
import { permissionCodesOf } from '../../../services/users/current-user'
import { objectSchema, str } from '../../schemas'

const tags = ['announcement']
export const ANNOUNCEMENT_LIST = 'system:announcement:list'
export const ANNOUNCEMENT_ADD = 'system:announcement:add'
export const ANNOUNCEMENT_EDIT = 'system:announcement:edit'
export const ANNOUNCEMENT_RELEASE = 'system:announcement:release'
export const ANNOUNCEMENT_DELETE = 'system:announcement:delete'
const ADMIN_CODES = [ANNOUNCEMENT_LIST, ANNOUNCEMENT_ADD, ANNOUNCEMENT_EDIT, ANNOUNCEMENT_RELEASE]

const nullableStr = { type: ['string', 'null'] } as const
const formSchema = objectSchema({
  id: str,
  titile: str,
  msgContent: nullableStr,
  startTime: nullableStr,
  endTime: nullableStr,
  priority: str,
  msgCategory: { type: ['string', 'number'] },
  msgType: str,
  userIds: nullableStr,
  busType: nullableStr,
  busId: nullableStr,
  openType: nullableStr,
  openPage: nullableStr,
  msgAbstract: nullableStr,
})
const idQuery = { type: 'object', properties: { id: str }, required: ['id'] } as const

/** What the announcement list may filter and sort on; nothing else reaches SQL. */
export const ANNOUNCEMENT_LIST_SPEC: ListSpec = tableListSpec(sysAnnouncement, {
  titile: 'string',
  sender: 'string',
  msgAbstract: 'string',
  msgCategory: dictField('msg_category'),
  msgType: 'string',
  sendStatus: dictField('send_status'),
  priority: dictField('priority'),
  sendTime: 'datetime',
  cancelTime: 'datetime',
  startTime: 'datetime',
  endTime: 'datetime',
  createTime: 'datetime',
  updateTime: 'datetime',
})

type ListQuery = Record<string, string | number | undefined>

export const announcementRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db, notifier } = deps

  /** The announcement `id` unless it was deleted. */
  const live = (id: string) => and(eq(sysAnnouncement.id, id), eq(sysAnnouncement.delFlag, '0'))

  async function findLive(id: string) {
    const rows = await db.select().from(sysAnnouncement).where(live(id))
    return rows[0]
  }

  /** Updates the announcement `id` and answers it; 404 未找到对应实体 when there is none or it was deleted. */
  async function updateLive(id: string, values: Partial<typeof sysAnnouncement.$inferInsert>) {
    const rows = await db.update(sysAnnouncement).set(values).where(live(id)).returning()
    if (!rows[0]) throw notFound('未找到对应实体')
    return rows[0]
  }

  app.get(
    '/sys/annountCement/listByUser',
    {
      config: { permission: 'authenticated' },
      schema: { tags, summary: 'Unread published announcements of the signed-in user (notice bell)' },
    },
    async (request) => ok(await announcementsByUser(db, request.user!, request.customerId === null)),
  )

  app.get<{ Querystring: { id: string } }>(
    '/sys/annountCement/queryById',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'One announcement sent to the user (or any, for announcement admins)',
        querystring: idQuery,
      },
    },
    async (request) => {
      const user = request.user!
      const row = await findLive(request.query.id)
      if (!row) throw notFound('未找到对应实体')
      const toAll = row.msgType === 'ALL' && request.customerId === null
      const addressed = row.sendStatus === '1' && (toAll || userIdsOf(row).includes(user.id))
      if (!addressed) {
        const held = await permissionCodesOf(db, user.id)
        if (!ADMIN_CODES.some((code) => held.has(code))) throw forbidden('无权查看该通告')
      }
      return ok(toSysAnnouncement(row))
    },
  )

  app.get<{ Querystring: ListQuery }>(
    '/sys/annountCement/list',
    {
      config: { permission: ANNOUNCEMENT_LIST },
      schema: {
        tags,
        summary: 'Paged announcements (QueryGenerator filters on titile, msgCategory, sendStatus, priority…)',
        querystring: listQuerystring(ANNOUNCEMENT_LIST_SPEC),
      },
    },
    async (request) => {
      const list = listQuery(ANNOUNCEMENT_LIST_SPEC, request.query, [eq(sysAnnouncement.delFlag, '0')])
      const { rows, total } = await selectPage(db, sysAnnouncement, list)
      return ok(toPage(rows.map(toSysAnnouncement), total, list))
    },
  )

  async function checkUsersExist(ids: string | null): Promise<void> {
    const list = userIdsOf({ userIds: ids })
    if (list.length === 0) return
    const rows = await db.select({ id: sysUser.id }).from(sysUser).where(inArray(sysUser.id, list))
    if (rows.length !== list.length) throw badRequest('指定用户不存在')
  }

  app.post<{ Body: AnnouncementForm }>(
    '/sys/annountCement/add',
    {
      config: { permission: ANNOUNCEMENT_ADD },
      schema: {
        tags,
        summary: 'Create a draft announcement (msgContent HTML is sanitised)',
        body: formSchema,
      },
    },
    async (request) => {
      const values = announcementValues(request.body ?? {})
      await checkUsersExist(values.userIds)
      const id = newId()
      await db.insert(sysAnnouncement).values({
        ...values,
        id,
        sendStatus: '0',
        delFlag: '0',
        createBy: request.user!.username,
        createTime: new Date(),
      })
      return ok(id, '添加成功！')
    },
  )

  const editOptions = {
    config: { permission: ANNOUNCEMENT_EDIT },
    schema: { tags, summary: 'Edit an announcement (msgContent HTML is sanitised)', body: formSchema },
  } as const
  const edit = async (request: { body: AnnouncementForm; user: { username: string } | null }) => {
    const id = request.body?.id
    if (!id) throw badRequest('缺少通告id')
    const values = announcementValues(request.body)
    await checkUsersExist(values.userIds)
    await updateLive(id, { ...values, updateBy: request.user!.username, updateTime: new Date() })
    return ok(null, '修改成功!')
  }
  app.put<{ Body: AnnouncementForm }>('/sys/annountCement/edit', editOptions, edit)
  app.post<{ Body: AnnouncementForm }>('/sys/annountCement/edit', editOptions, edit)

  app.get<{ Querystring: { id: string } }>(
    '/sys/annountCement/doReleaseData',
    {
      config: { permission: ANNOUNCEMENT_RELEASE },
      schema: {
        tags,
        summary: 'Publish an announcement and push it to the notice sockets',
        querystring: idQuery,
      },
    },
    async (request) => {
      const user = request.user!
      const now = new Date()
      const row = await updateLive(request.query.id, {
        sendStatus: '1',
        sendTime: now,
        sender: user.username,
        updateBy: user.username,
        updateTime: now,
      })
      const targets = row.msgType === 'USER' ? userIdsOf(row) : []
      if (targets.length) {
        await db
          .insert(sysAnnouncementSend)
          .values(
            targets.map((userId) => ({
              id: newId(),
              anntId: row.id,
              userId,
              readFlag: '0',
              createBy: user.username,
              createTime: now,
            })),
          )
          .onConflictDoNothing()
      }
      try {
        await pushRelease(notifier, row)
      } catch (error) {
        // The announcement is published either way; the bell also polls listByUser.
        request.log.warn({ err: error, anntId: row.id }, 'announcement push failed')
      }
      return ok(null, '该系统通知发布成功')
    },
  )

  app.get<{ Querystring: { id: string } }>(
    '/sys/annountCement/doReovkeData',
    {
      config: { permission: ANNOUNCEMENT_RELEASE },
      schema: {
        tags,
        summary: 'Revoke a published announcement (path spelt as in JeecgBoot)',
        querystring: idQuery,
      },
    },
    async (request) => {
      const user = request.user!
      const now = new Date()
      await updateLive(request.query.id, {
        sendStatus: '2',
        cancelTime: now,
        updateBy: user.username,
        updateTime: now,
      })
      return ok(null, '该系统通知撤销成功')
    },
  )

  /** Soft delete (del_flag 1, as JeecgBoot): a deleted notice leaves the bells and the lists. */
  const remove = async (raw: string | undefined, username: string) => {
    const ids = [...new Set((raw ?? '').split(',').map((s) => s.trim()))].filter(Boolean)
    if (ids.length === 0) throw badRequest('参数不识别！')
    await db
      .update(sysAnnouncement)
      .set({ delFlag: '1', updateBy: username, updateTime: new Date() })
      .where(inArray(sysAnnouncement.id, ids))
    return ok(null, '删除成功!')
  }
  app.delete<{ Querystring: { id?: string } }>(
    '/sys/annountCement/delete',
    {
      config: { permission: ANNOUNCEMENT_DELETE },
      schema: {
        tags,
        summary: 'Delete an announcement',
        querystring: { type: 'object', properties: { id: str } },
      },
    },
    async (request) => remove(request.query.id?.split(',')[0], request.user!.username),
  )
  app.delete<{ Querystring: { ids?: string } }>(
    '/sys/annountCement/deleteBatch',
    {
      config: { permission: ANNOUNCEMENT_DELETE },
      schema: {
        tags,
        summary: 'Delete announcements (ids comma-separated)',
        querystring: { type: 'object', properties: { ids: str } },
      },
    },
    async (request) => remove(request.query.ids, request.user!.username),
  )
}
