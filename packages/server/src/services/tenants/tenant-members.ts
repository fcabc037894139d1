import { type SQL, sql } from 'drizzle-orm'
import { sysUser } from '../../db/schema'

/** Users whose tenants (`rel_tenant_ids`, comma separated) include this one. */
export const memberOfTenant = (tenantId: number): SQL =>
  sql`${String(tenantId)} = any(string_to_array(${sysUser.relTenantIds}, ','))`
