import type { FastifyRequest } from 'fastify'
import type { Deps } from '../deps'
import { HttpError } from '../http/envelope'
import { tenantIdsOf } from '../services/users/current-user'
import { unencapsulated } from './unencapsulated'

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant the request acts for, checked against the user's tenants; null when none was sent. */
    tenantId: number | null
    /**
     * The customer the request acts for when its tenant (the header's, else the user's first) is a customer
     * company: customer-owned rows are then narrowed to this customer's. Null for the platform's own staff.
     */
    customerId: number | null
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
export const tenantPlugin = unencapsulated<{ deps: Deps }>(async (app, { deps }) => {
  app.decorateRequest('tenantId', null)
  app.decorateRequest('customerId', null)
  app.addHook('onRequest', async (request) => {
    if (!request.user) return
    const requested = requestedTenant(request)
    if (requested !== null) {
      const tenantId = Number(requested)
      if (!Number.isInteger(tenantId) || !tenantIdsOf(request.user).includes(tenantId)) {
        throw new HttpError(403, '无权访问该租户')
      }
      request.tenantId = tenantId
    }
    request.customerId = await deps.customerTenants.customerOf(
      request.tenantId ?? tenantIdsOf(request.user)[0] ?? null,
    )
  })
})
