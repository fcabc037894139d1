import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysDepart, sysRole, sysRolePermission, sysTenant, sysUser } from '../../db/schema'
import { badRequest, forbidden } from '../../http/envelope'

/** The role every customer company's users may hold (seeded 客户); it is also the most a customer's own role may grant. */
export const CUSTOMER_ROLE_CODE = 'customer'

const tenantIds = (relTenantIds: string | null | undefined): number[] =>
  (relTenantIds ?? '')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0)

/** The customer company a user with these tenants belongs to: the first customer tenant among them, else null. */
export async function customerOfTenants(
  db: Db,
  relTenantIds: string | null | undefined,
): Promise<number | null> {
  const ids = tenantIds(relTenantIds)
  if (ids.length === 0) return null
  const rows = await db
    .select({ id: sysTenant.id })
    .from(sysTenant)
    .where(and(inArray(sysTenant.id, ids), eq(sysTenant.tenantType, 'customer')))
  const customers = new Set(rows.map((row) => row.id))
  return ids.find((id) => customers.has(id)) ?? null
}

/**
 * A customer company's user may be given only that company's roles (or the shared 客户 role), never a platform
 * role nor another company's; a platform user is given no customer's role.
 */
export async function assertRolesFitCustomer(
  db: Db,
  customerId: number | null,
  roleIds: string[],
): Promise<void> {
  if (roleIds.length === 0) return
  const roles = await db
    .select({ code: sysRole.roleCode, tenantId: sysRole.tenantId })
    .from(sysRole)
    .where(inArray(sysRole.id, roleIds))
  for (const role of roles) {
    if (customerId === null) {
      if (role.tenantId !== null) throw forbidden('不能给平台用户授予客户的角色')
    } else if (role.tenantId !== customerId && role.code !== CUSTOMER_ROLE_CODE) {
      throw forbidden(role.tenantId === null ? '不能给客户用户授予平台角色' : '不能授予其他客户的角色')
    }
  }
}

/** A user's departments are their own company's: a customer's for a customer's user, the platform's otherwise. */
export async function assertDepartsFitCustomer(
  db: Db,
  customerId: number | null,
  departIds: string[],
): Promise<void> {
  if (departIds.length === 0) return
  const departs = await db
    .select({ tenantId: sysDepart.tenantId })
    .from(sysDepart)
    .where(inArray(sysDepart.id, departIds))
  if (departs.some((depart) => depart.tenantId !== customerId))
    throw badRequest(customerId === null ? '不能把平台用户加入客户的部门' : '所选部门不属于该客户')
}

/** The same rules for existing users joining a role or a department (角色管理 / 部门管理 的 用户). */
export async function assertFitUsers(
  db: Db,
  userIds: string[],
  grant: { roleIds?: string[]; departIds?: string[] },
): Promise<void> {
  if (userIds.length === 0) return
  const users = await db
    .select({ relTenantIds: sysUser.relTenantIds })
    .from(sysUser)
    .where(inArray(sysUser.id, userIds))
  const customers = new Set(await Promise.all(users.map((user) => customerOfTenants(db, user.relTenantIds))))
  for (const customerId of customers) {
    await assertRolesFitCustomer(db, customerId, grant.roleIds ?? [])
    await assertDepartsFitCustomer(db, customerId, grant.departIds ?? [])
  }
}

/** What a customer company's roles may grant: the menus and buttons of the shared 客户 role. */
export async function customerMenuIds(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ id: sysRolePermission.permissionId })
    .from(sysRolePermission)
    .innerJoin(sysRole, eq(sysRole.id, sysRolePermission.roleId))
    .where(eq(sysRole.roleCode, CUSTOMER_ROLE_CODE))
  return new Set(rows.map((row) => row.id))
}
