import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { Deps } from '../../deps'
import { badRequest, ok } from '../../http/envelope'
import { createApiKey, listApiKeys, revokeApiKey } from '../../services/partner/api-keys'
import { PARTNER_PERMS, PARTNER_SCOPES, WEBHOOK_EVENT_TYPES } from '../../services/partner/catalog'
import {
  deleteEndpoint,
  deliveryAttempts,
  listDeliveries,
  listEndpoints,
  registerEndpoint,
  resendDelivery,
} from '../../services/partner/webhook-endpoints'
import { objectSchema, str } from '../schemas'

const tags = ['partner']
const idBody = objectSchema({ id: { type: 'string', minLength: 1, maxLength: 40 } }, ['id'])
const list = (values: readonly string[]) =>
  ({
    type: 'array',
    items: { type: 'string', enum: [...values] },
    minItems: 1,
    maxItems: values.length,
  }) as const

/**
 * 开放接口 is a customer company's own: staff (who may hold the codes) have no keys or endpoints of their own, so
 * their lists are empty and their writes a bad request rather than a missing permission.
 */
function customerOf(request: FastifyRequest): number {
  if (request.customerId === null) throw badRequest('仅客户账号可管理API密钥和回调地址')
  return request.customerId
}

/** 开放接口 in the back office: a customer's API keys, webhook endpoints and their deliveries (重发). */
export const partnerApiRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps
  const secrets = deps.dataSourceSecrets

  app.get(
    '/customer/apiKey/list',
    { config: { permission: PARTNER_PERMS.keyList }, schema: { tags, summary: "The customer's API keys" } },
    async (request) => ok(request.customerId === null ? [] : await listApiKeys(db, request.customerId)),
  )

  app.post<{ Body: { name: string; scopes: string[] } }>(
    '/customer/apiKey/add',
    {
      config: { permission: PARTNER_PERMS.keyAdd },
      schema: {
        tags,
        summary: 'Creates a key; the answer holds its secret, shown this once',
        body: objectSchema({ name: { type: 'string', maxLength: 100 }, scopes: list(PARTNER_SCOPES) }, [
          'name',
          'scopes',
        ]),
      },
    },
    async (request) => {
      const key = await createApiKey(db, secrets, {
        customerId: customerOf(request),
        name: request.body.name,
        scopes: request.body.scopes,
        actor: request.user!.username,
      })
      return ok(key, 'API密钥已创建，请立即保存密钥，关闭后将无法再次查看')
    },
  )

  app.post<{ Body: { id: string } }>(
    '/customer/apiKey/revoke',
    {
      config: { permission: PARTNER_PERMS.keyRevoke },
      schema: { tags, summary: 'Revokes a key: its requests are refused from now on', body: idBody },
    },
    async (request) =>
      ok(
        await revokeApiKey(db, customerOf(request), request.body.id, request.user!.username),
        'API密钥已吊销',
      ),
  )

  app.get(
    '/customer/webhook/list',
    {
      config: { permission: PARTNER_PERMS.webhookList },
      schema: { tags, summary: "The customer's webhook endpoints" },
    },
    async (request) => ok(request.customerId === null ? [] : await listEndpoints(db, request.customerId)),
  )

  app.post<{ Body: { url: string; events: string[] } }>(
    '/customer/webhook/add',
    {
      config: { permission: PARTNER_PERMS.webhookAdd },
      schema: {
        tags,
        summary:
          'Registers an https URL for event types; the answer holds its signing secret, shown this once',
        body: objectSchema({ url: { type: 'string', maxLength: 500 }, events: list(WEBHOOK_EVENT_TYPES) }, [
          'url',
          'events',
        ]),
      },
    },
    async (request) => {
      const endpoint = await registerEndpoint(db, secrets, deps.outbound, {
        customerId: customerOf(request),
        url: request.body.url,
        events: request.body.events,
        actor: request.user!.username,
      })
      return ok(endpoint, '回调地址已添加，请立即保存签名密钥，关闭后将无法再次查看')
    },
  )

  app.post<{ Body: { id: string } }>(
    '/customer/webhook/delete',
    {
      config: { permission: PARTNER_PERMS.webhookDelete },
      schema: { tags, summary: 'Deletes an endpoint and its deliveries', body: idBody },
    },
    async (request) => {
      await deleteEndpoint(db, customerOf(request), request.body.id)
      return ok(null, '删除成功!')
    },
  )

  app.get<{ Querystring: { pageNo?: number; pageSize?: number } }>(
    '/customer/webhook/deliveries',
    {
      config: { permission: PARTNER_PERMS.webhookList },
      schema: {
        tags,
        summary: '推送记录: deliveries, newest first',
        querystring: {
          type: 'object',
          properties: {
            pageNo: { type: 'integer', minimum: 1, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: 200, default: 10 },
          },
        },
      },
    },
    async (request) => {
      const pageNo = request.query.pageNo ?? 1
      const pageSize = request.query.pageSize ?? 10
      if (request.customerId === null) return ok({ records: [], total: 0, current: pageNo, size: pageSize })
      return ok(await listDeliveries(db, request.customerId, pageNo, pageSize))
    },
  )

  app.get<{ Querystring: { id: string } }>(
    '/customer/webhook/attempts',
    {
      config: { permission: PARTNER_PERMS.webhookList },
      schema: {
        tags,
        summary: "A delivery's attempts: time, status code, error",
        querystring: objectSchema({ id: str }, ['id']),
      },
    },
    async (request) => ok(await deliveryAttempts(db, customerOf(request), request.query.id)),
  )

  app.post<{ Body: { id: string } }>(
    '/customer/webhook/resend',
    {
      config: { permission: PARTNER_PERMS.webhookResend },
      schema: { tags, summary: '重发: the delivery is sent again with the same event id', body: idBody },
    },
    async (request) => {
      await resendDelivery(db, customerOf(request), request.body.id)
      return ok(null, '已加入重发队列')
    },
  )
}
