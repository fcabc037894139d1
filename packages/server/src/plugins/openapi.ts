import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { Deps } from '../deps'
import { forbidden, unauthorized } from '../http/envelope'
import { WEBHOOK_EVENT_TYPES } from '../services/partner/catalog'
import { findUserById, isUsable, tenantIdsOf } from '../services/users/current-user'
import { tokenOf } from './auth'
import { unencapsulated } from './unencapsulated'

export const DOCS_PATH = '/jeecg-boot/docs'

const PARTNER_SIGNING = [
  'Send X-Api-Key (the key id), X-Timestamp (Unix seconds, within 5 minutes of our clock), optionally X-Nonce, and',
  'X-Signature = hex HMAC-SHA256 with the key secret over these lines joined by \\n: METHOD, the path with its query',
  'as sent (e.g. /jeecg-boot/open/v1/tracking?trackingNo=LX1CN), X-Timestamp, X-Nonce (or empty), hex SHA-256 of the',
  'body (of the empty string without one). A signature is accepted once.',
].join(' ')

const PARTNER_API = [
  "The partner API for customers' systems: keys are created in 客户管理 → 开放接口 with the scopes orders:write,",
  'tracking:read and bills:read. Webhooks POST {id, type, createdAt, data} with X-Portico-Event-Id (the idempotency',
  'key), X-Portico-Event-Type and X-Portico-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the',
  `endpoint secret>; failed deliveries are retried with exponential backoff for 24 h. Event types: ${WEBHOOK_EVENT_TYPES.join(', ')}.`,
].join(' ')

/** The document maps every route: only the platform's staff may read it (the UI page itself is static). */
async function assertStaff(deps: Deps, request: FastifyRequest): Promise<void> {
  const token = tokenOf(request)
  const userId = token ? await deps.sessions.resolve(token) : null
  const user = userId ? await findUserById(deps.db, userId) : undefined
  if (!isUsable(user)) throw unauthorized()
  if ((await deps.customerTenants.customerOf(tenantIdsOf(user)[0] ?? null)) !== null) throw forbidden()
}

/**
 * OpenAPI document built from the route schemas; UI at /jeecg-boot/docs, the document (`/json`, `/yaml`) for staff
 * tokens only. Register before the routes.
 */
export const openapiPlugin: FastifyPluginAsync<{ deps: Deps }> = unencapsulated(async (app, { deps }) => {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Portico API',
        description:
          'JeecgBoot 2.4.2 wire-compatible API. Send the token from /sys/login in the X-Access-Token header.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          accessToken: { type: 'apiKey', in: 'header', name: 'X-Access-Token' },
          partnerSignature: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Signature',
            description: PARTNER_SIGNING,
          },
        },
      },
      tags: [{ name: 'partner API', description: PARTNER_API }],
      security: [{ accessToken: [] }],
    },
  })
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PATH,
    uiHooks: {
      onRequest: async (request) => {
        if (/\/(json|yaml)$/.test(request.url.split('?')[0])) await assertStaff(deps, request)
      },
    },
  })
})
