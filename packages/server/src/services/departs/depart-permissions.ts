import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysDepart, sysDepartPermission, sysDepartRole, sysDepartRolePermission } from '../../db/schema'
import { badRequest, notFound } from '../../http/envelope'
import { grantDiff } from '../permissions/grant-diff'
import { existingPermissionIds } from '../permissions/permission-tree'

export type DepartRoleRow = typeof sysDepartRole.$inferSelect

/** A live department of the platform (customers' departments are kept in 客户部门角色). */
export async function requirePlatformDepart(db: Db, departId: string) {
  const [depart] = await db
    .select()
    .from(sysDepart)
    .where(and(eq(sysDepart.id, departId), eq(sysDepart.delFlag, 0), isNull(sysDepart.tenantId)))
  if (!depart) throw notFound('未找到对应部门')
  return depart
}

/** A department role of a platform department. */
export async function requireDepartRole(db: Db, roleId: string): Promise<DepartRoleRow> {
  const [role] = await db.select().from(sysDepartRole).where(eq(sysDepartRole.id, roleId))
  if (!role) throw notFound('未找到对应部门角色')
  await requirePlatformDepart(db, role.departId)
  return role
}

export async function departPermissionIds(db: Db, departId: string): Promise<string[]> {
  const rows = await db
    .select({ id: sysDepartPermission.permissionId })
    .from(sysDepartPermission)
    .where(eq(sysDepartPermission.departId, departId))
  return rows.map((row) => row.id)
}

export async function departRolePermissionIds(db: Db, roleId: string): Promise<string[]> {
  const rows = await db
    .select({ id: sysDepartRolePermission.permissionId })
    .from(sysDepartRolePermission)
    .where(eq(sysDepartRolePermission.roleId, roleId))
  return rows.map((row) => row.id)
}

/**
 * 部门权限: what the department may use. A permission taken from it is also taken from its department roles, which
 * grant only from the department's own.
 */
export async function saveDepartPermissions(
  db: Db,
  departId: string,
  granted: string[],
  last: string[],
): Promise<void> {
  const existing = await existingPermissionIds(db)
  const unknown = granted.filter((id) => !existing.has(id))
  if (unknown.length > 0) throw badRequest(`权限不存在：${unknown.slice(0, 5).join(',')}`)
  const { add, remove } = grantDiff(granted, last)
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db
    if (remove.length > 0) {
      await tx
        .delete(sysDepartPermission)
        .where(
          and(eq(sysDepartPermission.departId, departId), inArray(sysDepartPermission.permissionId, remove)),
        )
      await tx
        .delete(sysDepartRolePermission)
        .where(
          and(
            eq(sysDepartRolePermission.departId, departId),
            inArray(sysDepartRolePermission.permissionId, remove),
          ),
        )
    }
    if (add.length > 0)
      await tx
        .insert(sysDepartPermission)
        .values(add.map((permissionId) => ({ departId, permissionId })))
        .onConflictDoNothing()
  })
}

/** A department role's permissions, granted only from its department's (部门权限). */
export async function saveDepartRolePermissions(
  db: Db,
  role: DepartRoleRow,
  granted: string[],
  last: string[],
): Promise<void> {
  const { add, remove } = grantDiff(granted, last)
  const allowed = new Set(await departPermissionIds(db, role.departId))
  if (add.some((id) => !allowed.has(id)))
    throw badRequest('部门角色只能授予本部门已有的权限，请先在部门权限中授权')
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db
    if (remove.length > 0)
      await tx
        .delete(sysDepartRolePermission)
        .where(
          and(
            eq(sysDepartRolePermission.roleId, role.id),
            inArray(sysDepartRolePermission.permissionId, remove),
          ),
        )
    if (add.length > 0)
      await tx
        .insert(sysDepartRolePermission)
        .values(add.map((permissionId) => ({ departId: role.departId, roleId: role.id, permissionId })))
        .onConflictDoNothing()
  })
}
