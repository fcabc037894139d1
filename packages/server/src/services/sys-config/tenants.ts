import { TENANT_IN_USE_MESSAGE } from '@portico/contract'
import { count, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysUser } from '../../db/schema'
import { conflict } from '../../http/envelope'
import type { ResourceHooks } from '../resources/service'

/** How many users (recycled ones too: they may be restored) belong to one of the tenants. */
export async function tenantUserCount(db: Db, tenantIds: number[]): Promise<number> {
  if (tenantIds.length === 0) return 0
  const [row] = await db
    .select({ n: count() })
    .from(sysUser)
    .where(sql`string_to_array(${sysUser.relTenantIds}, ',') && string_to_array(${tenantIds.join(',')}, ',')`)
  return Number(row?.n ?? 0)
}

/** 租户: one still holding users is not deleted (their logins and data would point at nothing). */
export const tenantHooks: ResourceHooks = {
  async beforeDelete({ tx, rows }) {
    if (
      (await tenantUserCount(
        tx,
        rows.map((row) => Number(row.id)),
      )) > 0
    )
      throw conflict(TENANT_IN_USE_MESSAGE)
  },
}
