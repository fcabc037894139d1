import { defineAction, returns } from '../action/defineAction'
import { schema } from '../action/schema'
import type { Page } from '../envelope'
import type { SysDepartTreeNode } from '../system'
import { listQuery, nullableString, stringNumberOrNull } from './listQuery'
import type { UserListRecord } from './role'

export const DEPART_PERMS = {
  add: 'system:depart:add',
  edit: 'system:depart:edit',
  delete: 'system:depart:delete',
  user: 'system:depart:user',
} as const

/** A department as JeecgBoot's DepartIdModel names it (queryIdTree). */
export interface DepartIdNode {
  key: string
  value: string
  title: string
  children: DepartIdNode[]
}

const tags = ['depart']
const departBody = schema.object({
  id: schema.string(),
  parentId: nullableString(),
  departName: schema.string(),
  departOrder: stringNumberOrNull(),
  description: nullableString(),
})
const departEdit = {
  permission: DEPART_PERMS.edit,
  summary: 'Edit a department (name, order, description)',
  tags,
  body: departBody,
  result: returns<null>(),
}

/** 部门管理 (JeecgBoot SysDepartController): the tree, add (a root or a child), edit, delete, its users. */
export const departActions = {
  queryTreeList: defineAction({
    method: 'GET',
    path: '/sys/sysDepart/queryTreeList',
    permission: 'authenticated',
    summary:
      "The caller's company's departments (the platform's, or their customer's) as a tree (SysDepartTreeModel: key = value = id, title = departName, isLeaf, children)",
    tags,
    result: returns<SysDepartTreeNode[]>(),
  }),
  searchBy: defineAction({
    method: 'GET',
    path: '/sys/sysDepart/searchBy',
    permission: 'authenticated',
    summary: 'Departments whose name contains keyWord, flat; success false with 未查询匹配数据！ when none',
    tags,
    query: schema.object({ keyWord: schema.string(), myDeptSearch: schema.string() }),
    result: returns<SysDepartTreeNode[]>(),
  }),
  add: defineAction({
    method: 'POST',
    path: '/sys/sysDepart/add',
    permission: DEPART_PERMS.add,
    summary: 'Add a department (under parentId when given); its org code is generated',
    tags,
    body: departBody,
    result: returns<{ id: string; orgCode: string }>(),
  }),
  edit: defineAction({ method: 'PUT', path: '/sys/sysDepart/edit', ...departEdit }),
  /** The Vue2 client saves the department form with POST. */
  editByPost: defineAction({ method: 'POST', path: '/sys/sysDepart/edit', ...departEdit }),
  delete: defineAction({
    method: 'DELETE',
    path: '/sys/sysDepart/delete',
    permission: DEPART_PERMS.delete,
    summary: 'Delete a department; refused while it has children or users',
    tags,
    query: schema.object({ id: schema.string() }, ['id']),
    result: returns<null>(),
  }),
  deleteBatch: defineAction({
    method: 'DELETE',
    path: '/sys/sysDepart/deleteBatch',
    permission: DEPART_PERMS.delete,
    summary: 'Delete departments (comma-separated); nothing is deleted when one is refused',
    tags,
    query: schema.object({ ids: schema.string() }, ['ids']),
    result: returns<null>(),
  }),
  queryIdTree: defineAction({
    method: 'GET',
    path: '/sys/sysDepart/queryIdTree',
    permission: 'authenticated',
    summary: 'The department tree as DepartIdModel {key, value, title, children}',
    tags,
    result: returns<DepartIdNode[]>(),
  }),
  queryMyDeptTreeList: defineAction({
    method: 'GET',
    path: '/sys/sysDepart/queryMyDeptTreeList',
    permission: 'authenticated',
    summary: "The signed-in user's departments with everything under them, as a tree",
    tags,
    result: returns<SysDepartTreeNode[]>(),
  }),
  departUserList: defineAction({
    method: 'GET',
    path: '/sys/user/departUserList',
    permission: DEPART_PERMS.user,
    summary: 'Paged users of a department (filters as the user list)',
    tags,
    query: listQuery({ depId: schema.string() }, ['depId']),
    result: returns<Page<UserListRecord>>(),
  }),
  editSysDepartWithUser: defineAction({
    method: 'POST',
    path: '/sys/user/editSysDepartWithUser',
    permission: DEPART_PERMS.user,
    summary: 'Add users to a department',
    tags,
    body: schema.object(
      { depId: schema.string(), userIdList: { ...schema.array(schema.string()), maxItems: 1000 } },
      ['depId'],
    ),
    result: returns<null>(),
  }),
  deleteUserInDepart: defineAction({
    method: 'DELETE',
    path: '/sys/user/deleteUserInDepart',
    permission: DEPART_PERMS.user,
    summary: 'Take users (userId, comma-separated) out of a department',
    tags,
    query: schema.object({ depId: schema.string(), userId: schema.string() }, ['depId', 'userId']),
    result: returns<null>(),
  }),
}
