import { and, eq, inArray, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysRole, sysRolePermission, sysUserRole } from '../../db/schema'
import { badRequest } from '../../http/envelope'

export interface RoleForm {
  id?: string
  roleName?: string
  roleCode?: string
  description?: string | null
}

const ROLE_CODE = /^[A-Za-z][A-Za-z0-9_]{0,99}$/
export const ROLE_CODE_TAKEN = '角色编码已存在'
/** The seeded administrator role holds every permission; deleting it would lock everyone out of 系统管理. */
export const ADMIN_ROLE_CODE = 'admin'

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim())

export function roleValues(form: RoleForm) {
  const roleName = text(form.roleName)
  if (roleName === '') throw badRequest('请输入角色名称!')
  if (roleName.length > 200) throw badRequest('角色名称不能超过200个字符')
  const roleCode = text(form.roleCode)
  if (roleCode === '') throw badRequest('请输入角色编码!')
  if (!ROLE_CODE.test(roleCode))
    throw badRequest('角色编码以字母开头，只能包含字母、数字和下划线，最多100个字符')
  const description = text(form.description)
  if (description.length > 255) throw badRequest('描述不能超过255个字符')
  return { roleName, roleCode, description: description || null }
}

export async function roleCodeTaken(db: Db, roleCode: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: sysRole.id })
    .from(sysRole)
    .where(and(eq(sysRole.roleCode, roleCode), exceptId ? ne(sysRole.id, exceptId) : undefined))
  return rows.length > 0
}

/** Deletes roles with their grants and user links, in one transaction; the admin role is refused. */
export async function deleteRoles(db: Db, ids: string[]): Promise<number> {
  const rows = await db.select().from(sysRole).where(inArray(sysRole.id, ids))
  if (rows.some((row) => row.roleCode === ADMIN_ROLE_CODE)) throw badRequest('不能删除管理员角色')
  const found = rows.map((row) => row.id)
  if (found.length === 0) return 0
  await db.transaction(async (tx) => {
    await tx.delete(sysRolePermission).where(inArray(sysRolePermission.roleId, found))
    await tx.delete(sysUserRole).where(inArray(sysUserRole.roleId, found))
    await tx.delete(sysRole).where(inArray(sysRole.id, found))
  })
  return found.length
}

/**
 * JeecgBoot's saveRolePermission: grants what is in `permissionIds` and not in `lastpermissionIds`, revokes the
 * reverse (both comma-separated), so two admins editing different branches do not undo each other.
 */
export async function saveRolePermissions(
  db: Db,
  roleId: string,
  granted: string[],
  last: string[],
  existing: Set<string>,
): Promise<void> {
  const unknown = granted.filter((id) => !existing.has(id))
  if (unknown.length > 0) throw badRequest(`权限不存在：${unknown.slice(0, 5).join(',')}`)
  const now = new Set(granted)
  const before = new Set(last)
  const add = [...now].filter((id) => !before.has(id))
  const remove = [...before].filter((id) => !now.has(id))
  await db.transaction(async (tx) => {
    if (remove.length > 0)
      await tx
        .delete(sysRolePermission)
        .where(and(eq(sysRolePermission.roleId, roleId), inArray(sysRolePermission.permissionId, remove)))
    if (add.length > 0)
      await tx
        .insert(sysRolePermission)
        .values(add.map((permissionId) => ({ roleId, permissionId })))
        .onConflictDoNothing()
  })
}
