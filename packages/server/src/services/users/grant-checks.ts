import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysRole, sysRolePermission, sysUserRole } from '../../db/schema'
import { forbidden } from '../../http/envelope'
import { grantedPermissionIds } from './granted-permissions'

/** The role code of administrators (JeecgBoot's seeded `admin`). */
export const ADMIN_ROLE_CODE = 'admin'

/** 用户管理's 密码 action: setting another user's password (JeecgBoot 3.x's code; 2.x left it to any signed-in user). */
export const CHANGE_PASSWORD_PERMISSION = 'system:user:changepwd'

/** Ids of the users among `userIds` that hold the administrator role. */
async function administratorsAmong(db: Db, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set()
  const rows = await db
    .select({ userId: sysUserRole.userId })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(and(inArray(sysUserRole.userId, userIds), eq(sysRole.roleCode, ADMIN_ROLE_CODE)))
  return new Set(rows.map((row) => row.userId))
}

export async function isAdministrator(db: Db, userId: string): Promise<boolean> {
  return (await administratorsAmong(db, [userId])).has(userId)
}

/** Only an administrator may edit, freeze or delete an administrator. */
export async function assertMayManageUsers(db: Db, actorId: string, targetIds: string[]): Promise<void> {
  const admins = await administratorsAmong(db, targetIds)
  if (admins.size > 0 && !(await isAdministrator(db, actorId))) throw forbidden('只有管理员可以修改管理员')
}

/**
 * Roles the actor may hand out: those they hold themselves, or those whose every permission they hold.
 * The administrator role only administrators may give. `current` are the target's roles before the change:
 * keeping a role someone already has grants nothing new.
 */
export async function assertMayGrantRoles(
  db: Db,
  actorId: string,
  roleIds: string[],
  current: string[] = [],
): Promise<void> {
  const added = roleIds.filter((id) => !current.includes(id))
  if (added.length === 0 || (await isAdministrator(db, actorId))) return
  const held = new Set(
    (
      await db.select({ roleId: sysUserRole.roleId }).from(sysUserRole).where(eq(sysUserRole.userId, actorId))
    ).map((row) => row.roleId),
  )
  const notHeld = added.filter((id) => !held.has(id))
  if (notHeld.length === 0) return
  const refused = forbidden('不能授予超出自己权限的角色')
  const roles = await db.select({ code: sysRole.roleCode }).from(sysRole).where(inArray(sysRole.id, notHeld))
  if (roles.some((role) => role.code === ADMIN_ROLE_CODE)) throw refused
  const needed = await db
    .selectDistinct({ id: sysRolePermission.permissionId })
    .from(sysRolePermission)
    .where(inArray(sysRolePermission.roleId, notHeld))
  const mine = new Set(await grantedPermissionIds(db, actorId))
  if (needed.some((permission) => !mine.has(permission.id))) throw refused
}
