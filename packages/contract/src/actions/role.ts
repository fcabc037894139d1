import { defineAction, returns } from '../action/defineAction'
import { schema } from '../action/schema'
import type { Page } from '../envelope'
import type { SysRole, SysUser } from '../system'
import { listQuery, nullableString } from './listQuery'

export const ROLE_PERMS = {
  list: 'system:role:list',
  add: 'system:role:add',
  edit: 'system:role:edit',
  delete: 'system:role:delete',
  auth: 'system:role:auth',
  user: 'system:role:user',
} as const

/** 部门管理's edit code: 部门权限 grants from the same tree as 角色授权. */
const DEPART_EDIT = 'system:depart:edit'
/** Who may list roles: the role page, and (seeing what the role picker shows) user managers and 发送消息. */
export const ROLE_READERS = [ROLE_PERMS.list, 'system:user:add', 'system:user:edit', 'message:send']

/** JeecgBoot's TreeModel: one menu or button in the 授权 tree. */
export interface PermissionTreeNode {
  key: string
  title: string
  slotTitle: string
  value: string
  label: string
  parentId: string | null
  icon: string | null
  isLeaf: boolean
  /** 2 buttons, 0 and 1 menus (not in JeecgBoot's TreeModel; lets a client tell them apart). */
  menuType: number
  ruleFlag: number
  children: PermissionTreeNode[] | null
}

/** The whole 授权 tree and every permission id in it. */
export interface PermissionGrantTree {
  treeList: PermissionTreeNode[]
  ids: string[]
}

/** A user in a list of users (a role's or a department's members), with the list's dictionary texts. */
export type UserListRecord = SysUser & {
  orgCodeTxt: string
  sex_dictText: string | null
  status_dictText: string | null
}

const tags = ['role']
const roleBody = schema.object({
  id: schema.string(),
  roleName: schema.string(),
  roleCode: schema.string(),
  description: nullableString(),
})
const idQuery = schema.object({ id: schema.string() }, ['id'])
const idsQuery = schema.object({ ids: schema.string() }, ['ids'])
const treeSummary = 'The whole menu and button tree (TreeModel) and every permission id'

/** 角色管理 (JeecgBoot SysRoleController, SysPermissionController, SysUserController): roles, 授权, 用户. */
export const roleActions = {
  queryall: defineAction({
    method: 'GET',
    path: '/sys/role/queryall',
    permission: ROLE_READERS,
    summary: "All the platform's roles (role picker); customers' roles are kept in 客户部门角色",
    tags,
    result: returns<SysRole[]>(),
  }),
  list: defineAction({
    method: 'GET',
    path: '/sys/role/list',
    permission: ROLE_READERS,
    summary:
      'Paged roles (role picker); JeecgBoot QueryGenerator filters on id, roleName, roleCode, description, createTime',
    tags,
    query: listQuery(),
    result: returns<Page<Partial<SysRole>>>(),
  }),
  add: defineAction({
    method: 'POST',
    path: '/sys/role/add',
    permission: ROLE_PERMS.add,
    summary: 'Create a role',
    tags,
    body: roleBody,
    result: returns<string>(),
  }),
  edit: defineAction({
    method: 'PUT',
    path: '/sys/role/edit',
    permission: ROLE_PERMS.edit,
    summary: 'Edit a role (name, code, description)',
    tags,
    body: roleBody,
    result: returns<null>(),
  }),
  editByPost: defineAction({
    method: 'POST',
    path: '/sys/role/edit',
    permission: ROLE_PERMS.edit,
    summary: 'Edit a role (name, code, description); the Vue2 client saves with POST',
    tags,
    body: roleBody,
    result: returns<null>(),
  }),
  queryById: defineAction({
    method: 'GET',
    path: '/sys/role/queryById',
    permission: ROLE_PERMS.list,
    summary: 'One role',
    tags,
    query: idQuery,
    result: returns<SysRole>(),
  }),
  checkRoleCode: defineAction({
    method: 'GET',
    path: '/sys/role/checkRoleCode',
    permission: [ROLE_PERMS.add, ROLE_PERMS.edit],
    summary: 'Is the role code free (id: the role being edited)',
    tags,
    query: schema.object({ roleCode: schema.string(), id: schema.string() }, ['roleCode']),
    result: returns<boolean>(),
  }),
  delete: defineAction({
    method: 'DELETE',
    path: '/sys/role/delete',
    permission: ROLE_PERMS.delete,
    summary: 'Delete a role with its grants and user links',
    tags,
    query: idQuery,
    result: returns<null>(),
  }),
  deleteBatch: defineAction({
    method: 'DELETE',
    path: '/sys/role/deleteBatch',
    permission: ROLE_PERMS.delete,
    summary: 'Delete roles; ids comma-separated',
    tags,
    query: idsQuery,
    result: returns<null>(),
  }),
  // The tree 角色授权 and 部门权限 (editing a department, as DepartAuthModal loads it) both grant from.
  permissionTree: defineAction({
    method: 'GET',
    path: '/sys/permission/queryTreeList',
    permission: [ROLE_PERMS.auth, DEPART_EDIT],
    summary: treeSummary,
    tags,
    result: returns<PermissionGrantTree>(),
  }),
  queryTreeList: defineAction({
    method: 'GET',
    path: '/sys/role/queryTreeList',
    permission: [ROLE_PERMS.auth, DEPART_EDIT],
    summary: treeSummary,
    tags,
    result: returns<PermissionGrantTree>(),
  }),
  queryRolePermission: defineAction({
    method: 'GET',
    path: '/sys/permission/queryRolePermission',
    permission: ROLE_PERMS.auth,
    summary: "The role's permission ids",
    tags,
    query: schema.object({ roleId: schema.string() }, ['roleId']),
    result: returns<string[]>(),
  }),
  saveRolePermission: defineAction({
    method: 'POST',
    path: '/sys/permission/saveRolePermission',
    permission: ROLE_PERMS.auth,
    summary: 'Grant permissionIds and revoke what lastpermissionIds had beyond them (comma-separated)',
    tags,
    body: schema.object(
      { roleId: schema.string(), permissionIds: nullableString(), lastpermissionIds: nullableString() },
      ['roleId'],
    ),
    result: returns<null>(),
  }),
  userRoleList: defineAction({
    method: 'GET',
    path: '/sys/user/userRoleList',
    permission: ROLE_PERMS.user,
    summary: 'Paged users holding the role (filters as the user list)',
    tags,
    query: listQuery({ roleId: schema.string() }, ['roleId']),
    result: returns<Page<UserListRecord>>(),
  }),
  addSysUserRole: defineAction({
    method: 'POST',
    path: '/sys/user/addSysUserRole',
    permission: ROLE_PERMS.user,
    summary: 'Give the role to users',
    tags,
    body: schema.object(
      { roleId: schema.string(), userIdList: { ...schema.array(schema.string()), maxItems: 1000 } },
      ['roleId'],
    ),
    result: returns<null>(),
  }),
  deleteUserRole: defineAction({
    method: 'DELETE',
    path: '/sys/user/deleteUserRole',
    permission: ROLE_PERMS.user,
    summary: 'Take the role from a user',
    tags,
    query: schema.object({ roleId: schema.string(), userId: schema.string() }, ['roleId', 'userId']),
    result: returns<null>(),
  }),
  deleteUserRoleBatch: defineAction({
    method: 'DELETE',
    path: '/sys/user/deleteUserRoleBatch',
    permission: ROLE_PERMS.user,
    summary: 'Take the role from users; userIds comma-separated',
    tags,
    query: schema.object({ roleId: schema.string(), userIds: schema.string() }, ['roleId', 'userIds']),
    result: returns<null>(),
  }),
}
