import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import { seedId } from '../../services/shared/ids'
import type { Db } from '../client'
import { sysDepart, sysPermission, sysRole, sysRolePermission, sysUserDepart } from '../schema'
import { DEMO_CUSTOMER_TENANTS } from './customer-tenants'
import { HOME_MENU } from './menus'

/** Each demo customer's departments (codes C<tenant>A01…, apart from the platform's) and a finance-only role. */
const DEPARTS = [
  { suffix: 'A01', name: null, parent: null, order: 0 },
  { suffix: 'A01A01', name: '运营部', parent: 'A01', order: 1 },
  { suffix: 'A01A02', name: '财务部', parent: 'A01', order: 2 },
]
const FINANCE_MENUS = ['bill-customer', 'customer-pay-cost']

/** The demo customers' departments and 财务 role; the demo users join the company's root department (idempotent). */
export async function seedCustomerOrg(db: Db, now: Date, users: { username: string; customerId: number }[]) {
  const departId = (tenant: number, suffix: string) => seedId(`depart:C${tenant}${suffix}`)
  await db
    .insert(sysDepart)
    .values(
      DEMO_CUSTOMER_TENANTS.flatMap((customer) =>
        DEPARTS.map((d) => ({
          id: departId(customer.id, d.suffix),
          parentId: d.parent ? departId(customer.id, d.parent) : null,
          departName: d.name ?? customer.name,
          orgCode: `C${customer.id}${d.suffix}`,
          orgCategory: d.parent ? '2' : '1',
          orgType: d.parent ? '2' : '1',
          departOrder: d.order,
          tenantId: customer.id,
          createBy: 'admin',
          createTime: now,
        })),
      ),
    )
    .onConflictDoNothing()
  await db
    .insert(sysUserDepart)
    .values(
      users.map((user) => ({
        userId: seedId(`user:${user.username}`),
        depId: departId(user.customerId, 'A01'),
      })),
    )
    .onConflictDoNothing()
  const roleId = (tenant: number) => seedId(`role:customer-finance:${tenant}`)
  await db
    .insert(sysRole)
    .values(
      DEMO_CUSTOMER_TENANTS.map((customer) => ({
        id: roleId(customer.id),
        roleName: '财务',
        roleCode: `c${customer.id}_finance`,
        description: '本公司的账单与支付',
        tenantId: customer.id,
        createBy: 'admin',
        createTime: now,
      })),
    )
    .onConflictDoNothing()
  const menuIds = [HOME_MENU.key, ...FINANCE_MENUS].map((key) => seedId(`menu:${key}`))
  const menus = await db
    .select({ id: sysPermission.id, parentId: sysPermission.parentId })
    .from(sysPermission)
    .where(inArray(sysPermission.id, menuIds))
  const buttons = await db
    .select({ id: sysPermission.id })
    .from(sysPermission)
    .where(
      and(
        inArray(sysPermission.parentId, menuIds),
        eq(sysPermission.menuType, 2),
        isNotNull(sysPermission.perms),
      ),
    )
  // Only what the shared 客户 role holds: a customer's role never grants more.
  const ceiling = new Set(
    (
      await db
        .select({ id: sysRolePermission.permissionId })
        .from(sysRolePermission)
        .where(eq(sysRolePermission.roleId, seedId('role:customer')))
    ).map((row) => row.id),
  )
  const ids = [
    ...new Set([
      ...menus.flatMap((m) => [m.id, ...(m.parentId ? [m.parentId] : [])]),
      ...buttons.map((b) => b.id),
    ]),
  ].filter((id) => ceiling.has(id))
  if (ids.length === 0) return
  await db
    .insert(sysRolePermission)
    .values(
      DEMO_CUSTOMER_TENANTS.flatMap((c) =>
        ids.map((permissionId) => ({ roleId: roleId(c.id), permissionId })),
      ),
    )
    .onConflictDoNothing()
}
