import { eq, inArray } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { sysSms } from '../../db/schema'
import type { Deps } from '../../deps'
import { badRequest, notFound, ok } from '../../http/envelope'
import { type Channels, MESSAGE_TYPES, SEND_STATUS } from '../../services/messages/channels'
import { resend, sendFromTemplate } from '../../services/messages/send'
import {
  type ListSpec,
  listQuery,
  listQuerystring,
  selectPage,
  tableListSpec,
  toPage,
} from '../../services/query'
import { formatDateTime } from '../../services/shared/dates'
import { objectSchema, str } from '../schemas'

const tags = ['message']
const BASE = '/sys/message/sysMessage'
export const MESSAGE_PERMS = {
  list: 'message:list',
  send: 'message:send',
  delete: 'message:delete',
} as const

const MESSAGE_LIST: ListSpec = tableListSpec(sysSms, {
  esTitle: 'string',
  esType: 'string',
  esReceiver: 'string',
  esSendStatus: 'string',
  esSendTime: 'datetime',
  esSendNum: 'integer',
  templateCode: 'string',
  createBy: 'string',
  createTime: 'datetime',
})

const toRecord = (row: typeof sysSms.$inferSelect) => ({
  ...row,
  esType_dictText: MESSAGE_TYPES[row.esType] ?? row.esType,
  esSendStatus_dictText: SEND_STATUS[row.esSendStatus] ?? row.esSendStatus,
  esSendTime: formatDateTime(row.esSendTime),
  createTime: formatDateTime(row.createTime),
  updateTime: formatDateTime(row.updateTime),
})

const splitIds = (value: string | undefined): string[] =>
  [...new Set((value ?? '').split(',').map((s) => s.trim()))].filter(Boolean)

interface SendBody {
  templateCode?: string
  userIds?: string
  roleIds?: string
  departIds?: string
  values?: Record<string, unknown>
}

const idList = { type: 'string', maxLength: 40_000 } as const

/** 消息管理: messages sent from the templates (sys_sms), by SMS, mail or the notice bell, with their state and 重发. */
export const messageRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps
  const channels: Channels = { db, notifier: deps.notifier, sms: deps.sms.provider, mailer: deps.mailer }

  app.get<{ Querystring: Record<string, string | undefined> }>(
    `${BASE}/list`,
    {
      config: { permission: MESSAGE_PERMS.list },
      schema: {
        tags,
        summary: 'Paged messages (esType 1 短信 / 2 邮件 / 4 系统; esSendStatus 0 未发送 / 1 成功 / 2 失败)',
        querystring: listQuerystring(MESSAGE_LIST),
      },
    },
    async (request) => {
      const query = listQuery(MESSAGE_LIST, request.query)
      const { rows, total } = await selectPage(db, sysSms, query)
      return ok(toPage(rows.map(toRecord), total, query))
    },
  )

  app.get<{ Querystring: { id: string } }>(
    `${BASE}/queryById`,
    {
      config: { permission: MESSAGE_PERMS.list },
      schema: {
        tags,
        summary: 'One message',
        querystring: { type: 'object', properties: { id: str }, required: ['id'] },
      },
    },
    async (request) => {
      const [row] = await db.select().from(sysSms).where(eq(sysSms.id, request.query.id))
      if (!row) throw notFound('未找到对应数据')
      return ok(toRecord(row))
    },
  )

  app.get(
    `${BASE}/channels`,
    {
      config: { permission: MESSAGE_PERMS.send },
      schema: { tags, summary: 'Which channels can send here (mail needs SMTP_HOST)' },
    },
    async () => ok({ sms: true, mail: deps.mailer !== undefined, system: true }),
  )

  app.post<{ Body: SendBody }>(
    `${BASE}/send`,
    {
      config: { permission: MESSAGE_PERMS.send },
      schema: {
        tags,
        summary:
          'Fill a template with `values` and send it to users, roles and departments (ids comma-separated); each receiver gets one message row',
        body: objectSchema(
          {
            templateCode: str,
            userIds: idList,
            roleIds: idList,
            departIds: idList,
            values: { type: 'object' },
          },
          ['templateCode'],
        ),
      },
    },
    async (request) => {
      const body = request.body
      const values = Object.fromEntries(
        Object.entries(body.values ?? {}).map(([k, v]) => [
          k,
          v === null || v === undefined ? '' : String(v),
        ]),
      )
      const summary = await sendFromTemplate(channels, {
        templateCode: body.templateCode?.trim() ?? '',
        userIds: splitIds(body.userIds),
        roleIds: splitIds(body.roleIds),
        departIds: splitIds(body.departIds),
        values,
        sender: request.user!.username,
      })
      const message =
        summary.failed === 0
          ? `发送成功 ${summary.sent} 条`
          : `发送成功 ${summary.sent} 条，失败 ${summary.failed} 条（可在列表中查看原因并重发）`
      return ok(summary, message)
    },
  )

  app.post<{ Body: { id: string } }>(
    `${BASE}/resend`,
    {
      config: { permission: MESSAGE_PERMS.send },
      schema: {
        tags,
        summary: 'Send a 未发送 or 发送失败 message again',
        body: objectSchema({ id: str }, ['id']),
      },
    },
    async (request) => {
      const delivery = await resend(channels, request.body.id)
      if (delivery.status !== '1') throw badRequest(`重发失败：${delivery.result}`)
      return ok(null, '重发成功')
    },
  )

  const remove = async (ids: string[]) => {
    if (ids.length === 0) throw badRequest('参数不识别！')
    await db.delete(sysSms).where(inArray(sysSms.id, ids))
    return ok(null, '删除成功!')
  }
  app.delete<{ Querystring: { id?: string } }>(
    `${BASE}/delete`,
    {
      config: { permission: MESSAGE_PERMS.delete },
      schema: {
        tags,
        summary: 'Delete a message record',
        querystring: { type: 'object', properties: { id: str } },
      },
    },
    async (request) => remove(splitIds(request.query.id).slice(0, 1)),
  )
  app.delete<{ Querystring: { ids?: string } }>(
    `${BASE}/deleteBatch`,
    {
      config: { permission: MESSAGE_PERMS.delete },
      schema: {
        tags,
        summary: 'Delete message records (ids comma-separated)',
        querystring: { type: 'object', properties: { ids: str } },
      },
    },
    async (request) => remove(splitIds(request.query.ids)),
  )
}
