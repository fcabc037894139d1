import { ROLE_PERMS, roleActions } from '@portico/contract'
import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { sysRolePermission, sysUserRole } from '../../../db/schema'
import type { Deps } from '../../../deps'
import { badRequest, notFound, ok } from '../../../http/envelope'
import { existingPermissionIds, permissionTree } from '../../../services/permissions/permission-tree'
import {
  addRole,
  deleteRoles,
  editRole,
  ROLE_CODE_TAKEN,
  roleById,
  roleCodeTaken,
  saveRolePermissions,
} from '../../../services/roles/roles-write'
import { toSysRole } from '../../../services/shared/serializers'
import { assertFitUsers } from '../../../services/tenants/customer-fit'
import { assertMayGrantRoles, assertMayManageUsers } from '../../../services/users/grant-checks'
import { checkedMemberIds, isMember } from '../../../services/users/member-users'
import { listUsers } from '../../../services/users/users-list'
import { splitIds } from '../../../services/users/users-write'
import { type ActionRequest, serveAction } from '../../serve-action'

export { ROLE_PERMS }

/** 角色管理 keeps the platform's own roles; customers' are kept in 客户部门角色. */
async function requireRole(deps: Deps, id: string) {
  const role = await roleById(deps.db, id, null)
  if (!role) throw notFound('未找到对应角色')
  return role
}

/** 角色管理 (JeecgBoot SysRoleController, SysPermissionController, SysUserController): roles, 授权, 用户. */
export const roleAdminRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps

  serveAction(app, roleActions.add, async (request) =>
    ok(await addRole(db, null, request.body ?? {}, request.user!.username), '添加成功！'),
  )

  const edit = async (request: ActionRequest<typeof roleActions.edit>) => {
    if (!(await editRole(db, null, request.body ?? {}, request.user!.username)))
      throw notFound('未找到对应角色')
    return ok(null, '修改成功!')
  }
  serveAction(app, roleActions.edit, edit)
  serveAction(app, roleActions.editByPost, edit)

  serveAction(app, roleActions.queryById, async (request) =>
    ok(toSysRole(await requireRole(deps, request.query.id))),
  )

  serveAction(app, roleActions.checkRoleCode, async (request) => {
    if (await roleCodeTaken(db, request.query.roleCode.trim(), request.query.id))
      throw badRequest(ROLE_CODE_TAKEN)
    return ok(true, '该值可用！')
  })

  serveAction(app, roleActions.delete, async (request) => {
    if ((await deleteRoles(db, [request.query.id], null)) === 0) throw notFound('未找到对应角色')
    return ok(null, '删除角色成功')
  })

  serveAction(app, roleActions.deleteBatch, async (request) => {
    const ids = splitIds(request.query.ids)
    if (ids.length === 0) throw badRequest('请选择一条记录！')
    await deleteRoles(db, ids, null)
    return ok(null, '删除角色成功')
  })

  serveAction(app, roleActions.permissionTree, async () => ok(await permissionTree(db)))
  serveAction(app, roleActions.queryTreeList, async () => ok(await permissionTree(db)))

  serveAction(app, roleActions.queryRolePermission, async (request) => {
    const rows = await db
      .select({ id: sysRolePermission.permissionId })
      .from(sysRolePermission)
      .where(eq(sysRolePermission.roleId, request.query.roleId))
    return ok(rows.map((row) => row.id))
  })

  serveAction(app, roleActions.saveRolePermission, async (request) => {
    const role = await requireRole(deps, request.body.roleId ?? '')
    await saveRolePermissions(
      db,
      role,
      splitIds(request.body.permissionIds ?? ''),
      splitIds(request.body.lastpermissionIds ?? ''),
      await existingPermissionIds(db),
    )
    return ok(null, '保存成功！')
  })

  serveAction(app, roleActions.userRoleList, async (request) => {
    const { roleId, ...query } = request.query
    const holders = db
      .select({ id: sysUserRole.userId })
      .from(sysUserRole)
      .where(eq(sysUserRole.roleId, roleId))
    return ok(await listUsers(db, query, [isMember(holders)]))
  })

  serveAction(app, roleActions.addSysUserRole, async (request) => {
    const role = await requireRole(deps, request.body.roleId ?? '')
    const ids = await checkedMemberIds(db, request.body.userIdList)
    // The same rule as the user form: only roles the granter could hold, and administrators only by one.
    await assertMayGrantRoles(db, request.user!.id, [role.id])
    await assertMayManageUsers(db, request.user!.id, ids)
    await assertFitUsers(db, ids, { roleIds: [role.id] })
    await db
      .insert(sysUserRole)
      .values(ids.map((userId) => ({ userId, roleId: role.id })))
      .onConflictDoNothing()
    return ok(null, '添加成功!')
  })

  const removeUsers = async (roleId: string, userIds: string[]) => {
    if (userIds.length === 0) throw badRequest('请选择用户！')
    await db
      .delete(sysUserRole)
      .where(and(eq(sysUserRole.roleId, roleId), inArray(sysUserRole.userId, userIds)))
    return ok(null, '删除成功!')
  }
  serveAction(app, roleActions.deleteUserRole, async (request) =>
    removeUsers(request.query.roleId, [request.query.userId]),
  )
  serveAction(app, roleActions.deleteUserRoleBatch, async (request) =>
    removeUsers(request.query.roleId, splitIds(request.query.userIds)),
  )
}
