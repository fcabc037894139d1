import type { Db } from '../client'
import { sysTenant } from '../schema'

/** The demo customer companies (tenants of type customer): one list for every area that seeds data for them. */
export const DEMO_CUSTOMER_TENANTS = [
  { id: 1001, name: '深圳市云帆跨境电商有限公司' },
  { id: 1002, name: '义乌市启航电子商务有限公司' },
  { id: 1003, name: '广州市南沙优选供应链有限公司' },
]

/** The demo customers' tenants (idempotent). */
export async function seedCustomerTenants(db: Db, now: Date): Promise<void> {
  await db
    .insert(sysTenant)
    .values(
      DEMO_CUSTOMER_TENANTS.map((customer) => ({
        ...customer,
        status: 1,
        tenantType: 'customer',
        createBy: 'admin',
        createTime: now,
      })),
    )
    .onConflictDoNothing()
}
