import type { Resource } from '@portico/contract'
import { eq, type SQL } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { forbidden } from '../../http/envelope'
import { tenantIdsOf } from '../users/current-user'
import { columnsOf, type ResourceTable } from './columns'

/** Who acts and for which tenant: what every query of a resource is scoped by. */
export interface ResourceActor {
  username: string
  /** The request's tenant (its tenant_id header), else the user's first; null when the user has none. */
  tenantId: number | null
  /** Set when the actor is a customer's user: customer-owned rows are narrowed to this customer. */
  customerId: number | null
}

export function actorOf(request: FastifyRequest): ResourceActor {
  const user = request.user!
  return {
    username: user.username,
    tenantId: request.tenantId ?? tenantIdsOf(user)[0] ?? null,
    customerId: request.customerId,
  }
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
  if (resource.scope.customer && actor.customerId !== null) {
    conditions.push(eq(columns.customerId, actor.customerId))
  }
  if (resource.scope.softDelete) conditions.push(eq(columns.delFlag, 0))
  return conditions
}

/**
 * The owner columns a row gets from its actor: on add its tenant and customer; on edit a customer's user cannot
 * move a row to another customer, whatever the form says.
 */
export function ownerValues(
  resource: Resource,
  actor: ResourceActor,
  action: 'add' | 'edit' = 'add',
): Record<string, unknown> {
  return {
    ...(resource.scope.tenant && action === 'add' ? { tenantId: actor.tenantId } : {}),
    ...(resource.scope.customer && actor.customerId !== null ? { customerId: actor.customerId } : {}),
  }
}
