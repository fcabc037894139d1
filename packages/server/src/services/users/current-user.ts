import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysUser, sysUserRole } from '../../db/schema'
import { grantedPermissions } from './granted-permissions'

export type UserRow = typeof sysUser.$inferSelect

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(sysUser).where(eq(sysUser.id, id))
  return rows[0]
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(sysUser).where(eq(sysUser.username, username))
  return rows[0]
}

export async function roleIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ roleId: sysUserRole.roleId })
    .from(sysUserRole)
    .where(eq(sysUserRole.userId, userId))
  return rows.map((r) => r.roleId)
}

/** Enabled button permission codes (`perms`) held through the user's roles and current department roles. */
export async function permissionCodesOf(db: Db, userId: string): Promise<Set<string>> {
  const granted = await grantedPermissions(db, userId)
  const codes = granted
    .filter((p) => p.menuType === 2 && p.status === '1')
    // perms may hold several codes separated by commas (JeecgBoot allows it).
    .flatMap((p) => (p.perms ?? '').split(',').map((code) => code.trim()))
  return new Set(codes.filter(Boolean))
}

export const isUsable = (user: UserRow | undefined): user is UserRow =>
  user !== undefined && user.delFlag === 0 && user.status === 1

export const tenantIdsOf = (user: UserRow): number[] =>
  (user.relTenantIds ?? '')
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0)
