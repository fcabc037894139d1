import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  sysDepart,
  sysDepartRole,
  sysDepartRolePermission,
  sysDepartRoleUser,
  sysPermission,
  sysRolePermission,
  sysUser,
  sysUserRole,
} from '../../db/schema'

export type PermissionRow = typeof sysPermission.$inferSelect

/**
 * What a user may use: the permissions of their roles, plus those of the department roles they hold in the
 * department they currently work in (their orgCode), so switching department changes the menu and the buttons.
 */
export async function grantedPermissionIds(db: Db, userId: string): Promise<string[]> {
  const fromRoles = db
    .select({ id: sysRolePermission.permissionId })
    .from(sysRolePermission)
    .innerJoin(sysUserRole, eq(sysUserRole.roleId, sysRolePermission.roleId))
    .where(eq(sysUserRole.userId, userId))
  const fromCurrentDepart = db
    .select({ id: sysDepartRolePermission.permissionId })
    .from(sysDepartRolePermission)
    .innerJoin(sysDepartRole, eq(sysDepartRole.id, sysDepartRolePermission.roleId))
    .innerJoin(sysDepartRoleUser, eq(sysDepartRoleUser.droleId, sysDepartRole.id))
    .innerJoin(sysDepart, eq(sysDepart.id, sysDepartRole.departId))
    .innerJoin(sysUser, and(eq(sysUser.id, sysDepartRoleUser.userId), eq(sysUser.orgCode, sysDepart.orgCode)))
    .where(eq(sysDepartRoleUser.userId, userId))
  const rows = await fromRoles.union(fromCurrentDepart)
  return rows.map((row) => row.id)
}

/** The live permission rows a user is granted, in menu order. */
export async function grantedPermissions(db: Db, userId: string): Promise<PermissionRow[]> {
  const ids = await grantedPermissionIds(db, userId)
  if (ids.length === 0) return []
  const rows = await db
    .select()
    .from(sysPermission)
    .where(and(inArray(sysPermission.id, ids), eq(sysPermission.delFlag, 0)))
  return rows.sort((a, b) => a.sortNo - b.sortNo)
}
