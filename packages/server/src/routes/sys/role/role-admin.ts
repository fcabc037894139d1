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
  type RoleForm,
  roleById,
  roleCodeTaken,
  saveRolePermissions,
} from '../../../services/roles/roles-write'
import { toSysRole } from '../../../services/shared/serializers'
import { assertFitUsers } from '../../../services/tenants/customer-fit'
import { assertMayGrantRoles, assertMayManageUsers } from '../../../services/users/grant-checks'
import {
  addMembersBody,
  checkedMemberIds,
  isMember,
  memberListQuerystring,
} from '../../../services/users/member-users'
import { listUsers, type UserListQuery } from '../../../services/users/users-list'
import { splitIds } from '../../../services/users/users-write'
import { objectSchema, str } from '../../schemas'
import { DEPART_PERMS } from '../depart/depart-admin'

const tags = ['role']
export const ROLE_PERMS = {
  list: 'system:role:list',
  add: 'system:role:add',
  edit: 'system:role:edit',
  delete: 'system:role:delete',
  auth: 'system:role:auth',
  user: 'system:role:user',
} as const

const nullableStr = { type: ['string', 'null'] } as const
const roleSchema = objectSchema({ id: str, roleName: str, roleCode: str, description: nullableStr })
const idQuery = { type: 'object', properties: { id: str }, required: ['id'] } as const
const idsQuery = { type: 'object', properties: { ids: str }, required: ['ids'] } as const

/** 角色管理 keeps the platform's own roles; customers' are kept in 客户部门角色. */
async function requireRole(deps: Deps, id: string) {
  const role = await roleById(deps.db, id, null)
  if (!role) throw notFound('未找到对应角色')
  return role
}

/** 角色管理 (JeecgBoot SysRoleController, SysPermissionController, SysUserController): roles, 授权, 用户. */
export const roleAdminRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps

  app.post<{ Body: RoleForm }>(
    '/sys/role/add',
    { config: { permission: ROLE_PERMS.add }, schema: { tags, summary: 'Create a role', body: roleSchema } },
    async (request) => ok(await addRole(db, null, request.body ?? {}, request.user!.username), '添加成功！'),
  )

  const editOptions = {
    config: { permission: ROLE_PERMS.edit },
    schema: { tags, summary: 'Edit a role (name, code, description)', body: roleSchema },
  } as const
  const edit = async (request: { body: RoleForm; user: { username: string } | null }) => {
    if (!(await editRole(db, null, request.body ?? {}, request.user!.username)))
      throw notFound('未找到对应角色')
    return ok(null, '修改成功!')
  }
  app.put<{ Body: RoleForm }>('/sys/role/edit', editOptions, edit)
  app.post<{ Body: RoleForm }>('/sys/role/edit', editOptions, edit)

  app.get<{ Querystring: { id: string } }>(
    '/sys/role/queryById',
    { config: { permission: ROLE_PERMS.list }, schema: { tags, summary: 'One role', querystring: idQuery } },
    async (request) => ok(toSysRole(await requireRole(deps, request.query.id))),
  )

  app.get<{ Querystring: { roleCode: string; id?: string } }>(
    '/sys/role/checkRoleCode',
    {
      config: { permission: [ROLE_PERMS.add, ROLE_PERMS.edit] },
      schema: {
        tags,
        summary: 'Is the role code free (id: the role being edited)',
        querystring: { type: 'object', properties: { roleCode: str, id: str }, required: ['roleCode'] },
      },
    },
    async (request) => {
      if (await roleCodeTaken(db, request.query.roleCode.trim(), request.query.id))
        throw badRequest(ROLE_CODE_TAKEN)
      return ok(true, '该值可用！')
    },
  )

  app.delete<{ Querystring: { id: string } }>(
    '/sys/role/delete',
    {
      config: { permission: ROLE_PERMS.delete },
      schema: { tags, summary: 'Delete a role with its grants and user links', querystring: idQuery },
    },
    async (request) => {
      if ((await deleteRoles(db, [request.query.id], null)) === 0) throw notFound('未找到对应角色')
      return ok(null, '删除角色成功')
    },
  )

  app.delete<{ Querystring: { ids: string } }>(
    '/sys/role/deleteBatch',
    {
      config: { permission: ROLE_PERMS.delete },
      schema: { tags, summary: 'Delete roles; ids comma-separated', querystring: idsQuery },
    },
    async (request) => {
      const ids = splitIds(request.query.ids)
      if (ids.length === 0) throw badRequest('请选择一条记录！')
      await deleteRoles(db, ids, null)
      return ok(null, '删除角色成功')
    },
  )

  // The tree 角色授权 and 部门权限 (editing a department, as DepartAuthModal loads it) both grant from.
  const treePermission: string[] = [ROLE_PERMS.auth, DEPART_PERMS.edit]
  const treeOptions = {
    config: { permission: treePermission },
    schema: { tags, summary: 'The whole menu and button tree (TreeModel) and every permission id' },
  } as const
  app.get('/sys/permission/queryTreeList', treeOptions, async () => ok(await permissionTree(db)))
  app.get('/sys/role/queryTreeList', treeOptions, async () => ok(await permissionTree(db)))

  app.get<{ Querystring: { roleId: string } }>(
    '/sys/permission/queryRolePermission',
    {
      config: { permission: ROLE_PERMS.auth },
      schema: {
        tags,
        summary: "The role's permission ids",
        querystring: { type: 'object', properties: { roleId: str }, required: ['roleId'] },
      },
    },
    async (request) => {
      const rows = await db
        .select({ id: sysRolePermission.permissionId })
        .from(sysRolePermission)
        .where(eq(sysRolePermission.roleId, request.query.roleId))
      return ok(rows.map((row) => row.id))
    },
  )

  app.post<{ Body: { roleId?: string; permissionIds?: string; lastpermissionIds?: string } }>(
    '/sys/permission/saveRolePermission',
    {
      config: { permission: ROLE_PERMS.auth },
      schema: {
        tags,
        summary: 'Grant permissionIds and revoke what lastpermissionIds had beyond them (comma-separated)',
        body: objectSchema({ roleId: str, permissionIds: nullableStr, lastpermissionIds: nullableStr }, [
          'roleId',
        ]),
      },
    },
    async (request) => {
      const role = await requireRole(deps, request.body.roleId ?? '')
      await saveRolePermissions(
        db,
        role,
        splitIds(request.body.permissionIds ?? ''),
        splitIds(request.body.lastpermissionIds ?? ''),
        await existingPermissionIds(db),
      )
      return ok(null, '保存成功！')
    },
  )

  app.get<{ Querystring: UserListQuery & { roleId: string } }>(
    '/sys/user/userRoleList',
    {
      config: { permission: ROLE_PERMS.user },
      schema: {
        tags,
        summary: 'Paged users holding the role (filters as the user list)',
        querystring: memberListQuerystring('roleId'),
      },
    },
    async (request) => {
      const { roleId, ...query } = request.query
      const holders = db
        .select({ id: sysUserRole.userId })
        .from(sysUserRole)
        .where(eq(sysUserRole.roleId, roleId))
      return ok(await listUsers(db, query, [isMember(holders)]))
    },
  )

  app.post<{ Body: { roleId?: string; userIdList?: string[] } }>(
    '/sys/user/addSysUserRole',
    {
      config: { permission: ROLE_PERMS.user },
      schema: {
        tags,
        summary: 'Give the role to users',
        body: addMembersBody('roleId'),
      },
    },
    async (request) => {
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
    },
  )

  const removeUsers = async (roleId: string, userIds: string[]) => {
    if (userIds.length === 0) throw badRequest('请选择用户！')
    await db
      .delete(sysUserRole)
      .where(and(eq(sysUserRole.roleId, roleId), inArray(sysUserRole.userId, userIds)))
    return ok(null, '删除成功!')
  }
  app.delete<{ Querystring: { roleId: string; userId: string } }>(
    '/sys/user/deleteUserRole',
    {
      config: { permission: ROLE_PERMS.user },
      schema: {
        tags,
        summary: 'Take the role from a user',
        querystring: {
          type: 'object',
          properties: { roleId: str, userId: str },
          required: ['roleId', 'userId'],
        },
      },
    },
    async (request) => removeUsers(request.query.roleId, [request.query.userId]),
  )
  app.delete<{ Querystring: { roleId: string; userIds: string } }>(
    '/sys/user/deleteUserRoleBatch',
    {
      config: { permission: ROLE_PERMS.user },
      schema: {
        tags,
        summary: 'Take the role from users; userIds comma-separated',
        querystring: {
          type: 'object',
          properties: { roleId: str, userIds: str },
          required: ['roleId', 'userIds'],
        },
      },
    },
    async (request) => removeUsers(request.query.roleId, splitIds(request.query.userIds)),
  )
}
