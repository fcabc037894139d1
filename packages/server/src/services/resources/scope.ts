import type { Resource } from '@portico/contract'
import { eq, type SQL } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { forbidden } from '../../http/envelope'
import { tenantIdsOf } from '../current-user'
import { columnsOf, type ResourceTable } from './columns'

/** Who acts and for which tenant: what every query of a resource is scoped by. */
export interface ResourceActor {
  username: string
  /** The request's tenant (its tenant_id header), else the user's first; null when the user has none. */
  tenantId: number | null
}

export function actorOf(request: FastifyRequest): ResourceActor {
  const user = request.user!
  return { username: user.username, tenantId: request.tenantId ?? tenantIdsOf(user)[0] ?? null }
}

/**
 * The conditions every read and write of the resource carries: its tenant's rows only, not soft-deleted ones.
 * A tenant-owned resource refuses a user who belongs to no tenant.
 */
export function scopeConditions(resource: Resource, table: ResourceTable, actor: ResourceActor): SQL[] {
  const columns = columnsOf(table)
  const conditions: SQL[] = []
  if (resource.scope.tenant) {
    if (actor.tenantId === null) throw forbidden('当前用户未关联租户，无权访问该数据')
    conditions.push(eq(columns.tenantId, actor.tenantId))
  }
  if (resource.scope.softDelete) conditions.push(eq(columns.delFlag, 0))
  return conditions
}

/** The columns a new row of the resource gets from its actor. */
export function ownerValues(resource: Resource, actor: ResourceActor): Record<string, unknown> {
  return resource.scope.tenant ? { tenantId: actor.tenantId } : {}
}
