import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { Deps } from '../deps'
import { tokenOf } from '../http/access-token'
import { forbidden, unauthorized } from '../http/envelope'
import { WEBHOOK_EVENT_TYPES } from '../services/partner/catalog'
import { findUserById, isUsable, tenantIdsOf } from '../services/users/current-user'
import { unencapsulated } from './unencapsulated'

export const DOCS_PATH = '/jeecg-boot/docs'
/** The partner API's own document, public, beside the staff document (`/json`). */
const PARTNER_DOCUMENT = 'partner.json'
const PARTNER_TAG = 'partner API'

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
      tags: [{ name: PARTNER_TAG, description: PARTNER_API }],
      security: [{ accessToken: [] }],
    },
  })
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PATH,
    // The page offers both documents; the partner API's is public (customers' integrators read it).
    uiConfig: {
      urls: [
        { url: './json', name: 'Portico API' },
        { url: `./${PARTNER_DOCUMENT}`, name: 'Partner API (开放接口)' },
      ],
    },
    uiHooks: {
      onRequest: async (request) => {
        if (/\/(json|yaml)$/.test(request.url.split('?')[0])) await assertStaff(deps, request)
      },
    },
  })
  app.get(`${DOCS_PATH}/${PARTNER_DOCUMENT}`, { schema: { hide: true } }, async () =>
    partnerDocument(app.swagger()),
  )
})

/** The partner API alone, generated from the same route schemas: its paths, its tag and its signature scheme. */
export function partnerDocument(document: ReturnType<FastifyInstance['swagger']>) {
  const full = document as {
    openapi: string
    paths?: Record<string, Record<string, { tags?: string[] }>>
    components?: { securitySchemes?: Record<string, unknown> }
    tags?: { name: string }[]
  }
  const paths = Object.fromEntries(
    Object.entries(full.paths ?? {}).filter(([, operations]) =>
      Object.values(operations).some((operation) => operation.tags?.includes(PARTNER_TAG)),
    ),
  )
  return {
    openapi: full.openapi,
    info: { title: 'Portico partner API', version: '1.0.0', description: PARTNER_API },
    tags: (full.tags ?? []).filter((tag) => tag.name === PARTNER_TAG),
    components: { securitySchemes: { partnerSignature: full.components?.securitySchemes?.partnerSignature } },
    security: [{ partnerSignature: [] }],
    paths,
  }
}
