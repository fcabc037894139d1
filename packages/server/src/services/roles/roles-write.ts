import { and, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysRole, sysRolePermission, sysUserRole } from '../../db/schema'
import { badRequest } from '../../http/envelope'
import { grantDiff } from '../permissions/grant-diff'
import { newId } from '../shared/ids'
import { customerMenuIds } from '../tenants/customer-fit'

type RoleRow = typeof sysRole.$inferSelect

/** Whose roles: a customer company's (its tenant id), or the platform's own (null). */
export type RoleScope = number | null

export const roleScoped = (scope: RoleScope): SQL =>
  scope === null ? isNull(sysRole.tenantId) : eq(sysRole.tenantId, scope)

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

/** The role, if it is the scope's. */
export async function roleById(db: Db, id: string, scope: RoleScope): Promise<RoleRow | undefined> {
  const rows = await db
    .select()
    .from(sysRole)
    .where(and(eq(sysRole.id, id), roleScoped(scope)))
  return rows[0]
}

/** Adds a role of the scope; answers its id. Codes are unique across every company. */
export async function addRole(db: Db, scope: RoleScope, form: RoleForm, actor: string): Promise<string> {
  const values = roleValues(form)
  if (await roleCodeTaken(db, values.roleCode)) throw badRequest(ROLE_CODE_TAKEN)
  const id = newId()
  await db.insert(sysRole).values({ ...values, id, tenantId: scope, createBy: actor, createTime: new Date() })
  return id
}

/** Edits a role of the scope (name, code, description); false when there is none. */
export async function editRole(db: Db, scope: RoleScope, form: RoleForm, actor: string): Promise<boolean> {
  const id = text(form.id)
  if (!id) throw badRequest('缺少角色id')
  const values = roleValues(form)
  if (await roleCodeTaken(db, values.roleCode, id)) throw badRequest(ROLE_CODE_TAKEN)
  const rows = await db
    .update(sysRole)
    .set({ ...values, updateBy: actor, updateTime: new Date() })
    .where(and(eq(sysRole.id, id), roleScoped(scope)))
    .returning({ id: sysRole.id })
  return rows.length > 0
}

/** Deletes the scope's roles with their grants and user links, in one transaction; the admin role is refused. */
export async function deleteRoles(db: Db, ids: string[], scope: RoleScope): Promise<number> {
  const rows = await db
    .select()
    .from(sysRole)
    .where(and(inArray(sysRole.id, ids), roleScoped(scope)))
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
  role: RoleRow,
  granted: string[],
  last: string[],
  existing: Set<string>,
): Promise<void> {
  const roleId = role.id
  const unknown = granted.filter((id) => !existing.has(id))
  if (unknown.length > 0) throw badRequest(`权限不存在：${unknown.slice(0, 5).join(',')}`)
  // A customer company's role holds customer menus only, whoever saves it.
  if (role.tenantId !== null) {
    const allowed = await customerMenuIds(db)
    if (granted.some((id) => !allowed.has(id))) throw badRequest('客户的角色只能授予客户可用的菜单')
  }
  const { add, remove } = grantDiff(granted, last)
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
