import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../../../deps'
import { ok } from '../../../http/envelope'
import {
  departPermissionIds,
  departRolePermissionIds,
  requireDepartRole,
  requirePlatformDepart,
  saveDepartPermissions,
  saveDepartRolePermissions,
} from '../../../services/departs/depart-permissions'
import {
  addDepartRole,
  type DepartRoleForm,
  deleteDepartRoles,
  departRolePage,
  departRolesOfUser,
  editDepartRole,
  setUserDepartRoles,
} from '../../../services/departs/depart-roles'
import { permissionTree } from '../../../services/permissions/permission-tree'
import { permissionTreeList } from '../../../services/permissions/tree'
import { pageParams } from '../../../services/query'
import { assertMayManageUsers } from '../../../services/users/grant-checks'
import { splitIds } from '../../../services/users/users-write'
import { objectSchema, str } from '../../schemas'
import { PERMISSION_PERMS } from '../permission/permission-admin'
import { DEPART_PERMS } from './depart-admin'

const tags = ['depart']
/** Department permissions and roles are part of editing a department (部门管理's 部门权限 and 部门角色 tabs). */
const permission = DEPART_PERMS.edit
const nullableStr = { type: ['string', 'null'] } as const
const query = (properties: Record<string, unknown>, required: string[] = []) =>
  ({ type: 'object', properties, required }) as const
const grantBody = (owner: string) =>
  objectSchema({ [owner]: str, permissionIds: nullableStr, lastpermissionIds: nullableStr }, [owner])
const roleBody = objectSchema({
  id: str,
  departId: str,
  roleName: str,
  roleCode: str,
  description: nullableStr,
})

/**
 * 部门权限 and 部门角色 as JeecgBoot has them (SysPermissionController's department calls, SysDepartRoleController,
 * SysDepartPermissionController): what a platform department may use, its roles, their grants and their members.
 */
export const departRoleRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps

  app.get<{ Querystring: { departId: string } }>(
    '/sys/permission/queryDepartPermission',
    {
      config: { permission },
      schema: {
        tags,
        summary: "The department's permission ids",
        querystring: query({ departId: str }, ['departId']),
      },
    },
    async (request) => {
      await requirePlatformDepart(db, request.query.departId)
      return ok(await departPermissionIds(db, request.query.departId))
    },
  )

  app.get<{ Querystring: { departId: string } }>(
    '/sys/permission/listHavingDepartId',
    {
      config: { permission: [permission, PERMISSION_PERMS.list] },
      schema: {
        tags,
        summary: "The department's menus and buttons as 菜单管理's tree (SysPermissionTree), in menu order",
        querystring: query({ departId: str }, ['departId']),
      },
    },
    async (request) => {
      await requirePlatformDepart(db, request.query.departId)
      const granted = new Set(await departPermissionIds(db, request.query.departId))
      return ok(await permissionTreeList(db, granted), '查询成功', 0)
    },
  )

  app.post<{ Body: { departId: string; permissionIds?: string; lastpermissionIds?: string } }>(
    '/sys/permission/saveDepartPermission',
    {
      config: { permission },
      schema: {
        tags,
        summary:
          'Grant the department permissionIds, revoke what lastpermissionIds had beyond them (and from its roles)',
        body: grantBody('departId'),
      },
    },
    async (request) => {
      const depart = await requirePlatformDepart(db, request.body.departId)
      const { permissionIds, lastpermissionIds } = request.body
      await saveDepartPermissions(db, depart.id, splitIds(permissionIds), splitIds(lastpermissionIds))
      return ok(null, '保存成功！')
    },
  )

  app.get<{ Querystring: { departId: string } }>(
    '/sys/sysDepartPermission/queryTreeListForDeptRole',
    {
      config: { permission },
      schema: {
        tags,
        summary: "The permission tree a department role grants from: the department's permissions",
        querystring: query({ departId: str }, ['departId']),
      },
    },
    async (request) => {
      await requirePlatformDepart(db, request.query.departId)
      return ok(await permissionTree(db, new Set(await departPermissionIds(db, request.query.departId))))
    },
  )

  app.get<{ Querystring: { roleId: string } }>(
    '/sys/sysDepartPermission/queryDeptRolePermission',
    {
      config: { permission },
      schema: {
        tags,
        summary: "A department role's permission ids",
        querystring: query({ roleId: str }, ['roleId']),
      },
    },
    async (request) => {
      const role = await requireDepartRole(db, request.query.roleId)
      return ok(await departRolePermissionIds(db, role.id))
    },
  )

  app.post<{ Body: { roleId: string; permissionIds?: string; lastpermissionIds?: string } }>(
    '/sys/sysDepartPermission/saveDeptRolePermission',
    {
      config: { permission },
      schema: {
        tags,
        summary:
          "Grant a department role permissionIds (from its department's), revoke what lastpermissionIds had",
        body: grantBody('roleId'),
      },
    },
    async (request) => {
      const role = await requireDepartRole(db, request.body.roleId)
      const { permissionIds, lastpermissionIds } = request.body
      await saveDepartRolePermissions(db, role, splitIds(permissionIds), splitIds(lastpermissionIds))
      return ok(null, '保存成功！')
    },
  )

  app.get<{
    Querystring: { deptId?: string; roleName?: string; roleCode?: string; pageNo?: number; pageSize?: number }
  }>(
    '/sys/sysDepartRole/list',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Paged department roles (deptId: of one department; roleName, roleCode contain)',
        querystring: query({
          deptId: str,
          roleName: str,
          roleCode: str,
          pageNo: { type: 'integer', minimum: 1 },
          pageSize: { type: 'integer', minimum: 1 },
        }),
      },
    },
    async (request) => ok(await departRolePage(db, request.query, pageParams(request.query))),
  )

  app.get<{ Querystring: { id: string } }>(
    '/sys/sysDepartRole/queryById',
    {
      config: { permission },
      schema: { tags, summary: 'One department role', querystring: query({ id: str }, ['id']) },
    },
    async (request) => ok(await requireDepartRole(db, request.query.id)),
  )

  app.post<{ Body: DepartRoleForm }>(
    '/sys/sysDepartRole/add',
    { config: { permission }, schema: { tags, summary: 'Add a role to a department', body: roleBody } },
    async (request) => ok(await addDepartRole(db, request.body, request.user!.username), '添加成功！'),
  )

  const editOptions = {
    config: { permission },
    schema: { tags, summary: "Edit a department role's name, code and description", body: roleBody },
  } as const
  const edit = async (request: { body: DepartRoleForm; user: { username: string } | null }) => {
    await editDepartRole(db, request.body, request.user!.username)
    return ok(null, '编辑成功!')
  }
  app.put<{ Body: DepartRoleForm }>('/sys/sysDepartRole/edit', editOptions, edit)
  app.post<{ Body: DepartRoleForm }>('/sys/sysDepartRole/edit', editOptions, edit)

  app.delete<{ Querystring: { id: string } }>(
    '/sys/sysDepartRole/delete',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Delete a department role with its grants and members',
        querystring: query({ id: str }, ['id']),
      },
    },
    async (request) => {
      await deleteDepartRoles(db, [request.query.id])
      return ok(null, '删除成功!')
    },
  )
  app.delete<{ Querystring: { ids: string } }>(
    '/sys/sysDepartRole/deleteBatch',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'Delete department roles (comma-separated), all or none',
        querystring: query({ ids: str }, ['ids']),
      },
    },
    async (request) => {
      await deleteDepartRoles(db, splitIds(request.query.ids))
      return ok(null, '批量删除成功!')
    },
  )

  app.get<{ Querystring: { departId: string; userId?: string } }>(
    '/sys/sysDepartRole/getDeptRoleList',
    {
      config: { permission },
      schema: {
        tags,
        summary: "A department's roles (the user-role dialog's choices)",
        querystring: query({ departId: str, userId: str }, ['departId']),
      },
    },
    async (request) => {
      await requirePlatformDepart(db, request.query.departId)
      const page = await departRolePage(db, { deptId: request.query.departId }, { pageNo: 1, pageSize: 1000 })
      return ok(page.records)
    },
  )

  app.get<{ Querystring: { userId: string; departId: string } }>(
    '/sys/sysDepartRole/getDeptRoleByUserId',
    {
      config: { permission },
      schema: {
        tags,
        summary: 'The department roles a user holds in a department (userId, droleId rows)',
        querystring: query({ userId: str, departId: str }, ['userId', 'departId']),
      },
    },
    async (request) => ok(await departRolesOfUser(db, request.query.userId, request.query.departId)),
  )

  app.post<{ Body: { userId: string; newRoleId?: string; oldRoleId?: string } }>(
    '/sys/sysDepartRole/deptRoleUserAdd',
    {
      config: { permission },
      schema: {
        tags,
        summary:
          'Give a user newRoleId (comma-separated department roles) and take what oldRoleId had beyond them',
        body: objectSchema({ userId: str, newRoleId: nullableStr, oldRoleId: nullableStr }, ['userId']),
      },
    },
    async (request) => {
      const { userId, newRoleId, oldRoleId } = request.body
      await assertMayManageUsers(db, request.user!.id, [userId])
      await setUserDepartRoles(db, userId, splitIds(newRoleId), splitIds(oldRoleId))
      return ok(null, '添加成功!')
    },
  )
}
