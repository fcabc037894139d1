import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysTenant } from '../../db/schema'
import type { ResourceHooks } from '../resources/service'

/** Customer tenant ids start here; platform teams keep the small ones. */
const FIRST_CUSTOMER_ID = 1001

/** Creates the customer's tenant (tenant_type 'customer') in the transaction that adds its profile. */
async function createCustomerTenant(tx: Db, name: string, actor: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('customer_tenant_id'))`)
  const [row] = await tx.select({ last: sql<number | null>`max(${sysTenant.id})` }).from(sysTenant)
  const id = Math.max(FIRST_CUSTOMER_ID, Number(row?.last ?? 0) + 1)
  await tx
    .insert(sysTenant)
    .values({ id, name, status: 1, tenantType: 'customer', createBy: actor, createTime: new Date() })
  return id
}

/** 客户中心: a new customer gets its tenant; a renamed or stopped one renames or stops its tenant. */
export const customerProfileHooks: ResourceHooks = {
  async beforeWrite({ tx, action, values, existing, actor }) {
    const name = String(values.companyName)
    const status = values.status === '0' ? 0 : 1
    if (action === 'add') {
      const customerId = await createCustomerTenant(tx, name, actor.username)
      if (status === 0) await tx.update(sysTenant).set({ status }).where(eq(sysTenant.id, customerId))
      return { customerId, balance: '0' }
    }
    await tx
      .update(sysTenant)
      .set({ name, status })
      .where(eq(sysTenant.id, Number(existing!.customerId)))
    return undefined
  },
}
