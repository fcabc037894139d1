import type { FastifyRequest } from 'fastify'
import { HttpError } from '../http/envelope'
import { tenantIdsOf } from '../services/current-user'
import { unencapsulated } from './unencapsulated'

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant the request acts for, checked against the user's tenants; null when none was sent. */
    tenantId: number | null
  }
}

const TENANT_HEADERS = ['tenant_id', 'tenant-id', 'x-tenant-id'] as const

function requestedTenant(request: FastifyRequest): string | null {
  for (const name of TENANT_HEADERS) {
    const raw = request.headers[name]
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim()
    if (value !== undefined) return value === '' || value === '0' ? null : value
  }
  return null
}

/** Must be registered after the auth plugin: it needs the signed-in user. */
export const tenantPlugin = unencapsulated(async (app) => {
  app.decorateRequest('tenantId', null)
  app.addHook('onRequest', async (request) => {
    const requested = requestedTenant(request)
    if (requested === null || !request.user) return
    const tenantId = Number(requested)
    if (!Number.isInteger(tenantId) || !tenantIdsOf(request.user).includes(tenantId)) {
      throw new HttpError(403, '无权访问该租户')
    }
    request.tenantId = tenantId
  })
})
