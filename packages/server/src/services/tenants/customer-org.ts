import { and, eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/client'
import { sysTenant } from '../../db/schema'
import { badRequest, forbidden, notFound } from '../../http/envelope'

/** Tenant ids are PostgreSQL integers. */
const MAX_TENANT_ID = 2_147_483_647

/**
 * The customer company a 客户部门角色 / 客户用户 call names (its tenant id): it must be a customer's tenant, and a
 * customer's own user may name only their own company.
 */
export async function chosenCustomer(
  db: Db,
  request: Pick<FastifyRequest, 'customerId'>,
  raw: unknown,
): Promise<number> {
  const id = Number(raw)
  if (raw === undefined || raw === null || raw === '' || !Number.isInteger(id) || id <= 0)
    throw badRequest('请选择客户')
  // A larger id names no customer (and would fail the query).
  if (id > MAX_TENANT_ID) throw notFound('客户不存在')
  if (request.customerId !== null && request.customerId !== id) throw forbidden('无权访问该客户')
  const rows = await db
    .select({ id: sysTenant.id })
    .from(sysTenant)
    .where(and(eq(sysTenant.id, id), eq(sysTenant.tenantType, 'customer')))
  if (!rows[0]) throw notFound('客户不存在')
  return id
}
