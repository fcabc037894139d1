import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { Deps } from '../deps'
import { tokenOf } from '../http/access-token'
import { forbidden, unauthorized } from '../http/envelope'
import { findUserById, isUsable, tenantIdsOf } from '../services/users/current-user'
import { unencapsulated } from './unencapsulated'

export const DOCS_PATH = '/jeecg-boot/docs'

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
        securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'X-Access-Token' } },
      },
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
