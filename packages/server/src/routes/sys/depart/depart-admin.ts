import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { sysUserDepart } from '../../../db/schema'
import type { Deps } from '../../../deps'
import { badRequest, notFound, ok } from '../../../http/envelope'
import { departById, departTree } from '../../../services/departs/depart-tree'
import { departsOfUser } from '../../../services/departs/departs'
import {
  addDepart,
  type DepartForm,
  deleteDeparts,
  editDepart,
  subtreesOf,
  toIdTree,
} from '../../../services/departs/departs-write'
import { assertFitUsers } from '../../../services/tenants/customer-fit'
import {
  addMembersBody,
  checkedMemberIds,
  isMember,
  memberListQuerystring,
} from '../../../services/users/member-users'
import { listUsers, type UserListQuery } from '../../../services/users/users-list'
import { splitIds } from '../../../services/users/users-write'
import { objectSchema, str, strOrNum } from '../../schemas'

const tags = ['depart']
export const DEPART_PERMS = {
  add: 'system:depart:add',
  edit: 'system:depart:edit',
  delete: 'system:depart:delete',
  user: 'system:depart:user',
} as const

const nullableStr = { type: ['string', 'null'] } as const
const departSchema = objectSchema({
  id: str,
  parentId: nullableStr,
  departName: str,
  departOrder: strOrNum,
  description: nullableStr,
})
const idQuery = { type: 'object', properties: { id: str }, required: ['id'] } as const

/** 部门管理 (JeecgBoot SysDepartController): add (a root or a child), edit, delete, the id tree, my departments, users. */
export const departAdminRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps

  // 部门管理 keeps the platform's own departments; customers' are kept in 客户部门角色.
  app.post<{ Body: DepartForm }>(
    '/sys/sysDepart/add',
    {
      config: { permission: DEPART_PERMS.add },
      schema: {
        tags,
        summary: 'Add a department (under parentId when given); its org code is generated',
        body: departSchema,
      },
    },
    async (request) =>
      ok(await addDepart(db, null, request.body ?? {}, request.user!.username), '添加成功！'),
  )

  const editOptions = {
    config: { permission: DEPART_PERMS.edit },
    schema: { tags, summary: 'Edit a department (name, order, description)', body: departSchema },
  } as const
  const edit = async (request: { body: DepartForm; user: { username: string } | null }) => {
    if (!(await editDepart(db, null, request.body ?? {}, request.user!.username)))
      throw notFound('未找到对应实体')
    return ok(null, '修改成功!')
  }
  app.put<{ Body: DepartForm }>('/sys/sysDepart/edit', editOptions, edit)
  app.post<{ Body: DepartForm }>('/sys/sysDepart/edit', editOptions, edit)

  const remove = async (ids: string[]) => {
    await deleteDeparts(db, null, ids)
    return ok(null, '删除成功!')
  }
  app.delete<{ Querystring: { id: string } }>(
    '/sys/sysDepart/delete',
    {
      config: { permission: DEPART_PERMS.delete },
      schema: {
        tags,
        summary: 'Delete a department; refused while it has children or users',
        querystring: idQuery,
      },
    },
    async (request) => remove([request.query.id]),
  )
  app.delete<{ Querystring: { ids: string } }>(
    '/sys/sysDepart/deleteBatch',
    {
      config: { permission: DEPART_PERMS.delete },
      schema: {
        tags,
        summary: 'Delete departments (comma-separated); nothing is deleted when one is refused',
        querystring: { type: 'object', properties: { ids: str }, required: ['ids'] },
      },
    },
    async (request) => {
      const ids = splitIds(request.query.ids)
      if (ids.length === 0) throw badRequest('参数不识别！')
      return remove(ids)
    },
  )

  app.get(
    '/sys/sysDepart/queryIdTree',
    {
      config: { permission: 'authenticated' },
      schema: { tags, summary: 'The department tree as DepartIdModel {key, value, title, children}' },
    },
    async (request) => ok(toIdTree(await departTree(db, request.customerId))),
  )

  app.get(
    '/sys/sysDepart/queryMyDeptTreeList',
    {
      config: { permission: 'authenticated' },
      schema: { tags, summary: "The signed-in user's departments with everything under them, as a tree" },
    },
    async (request) => {
      const mine = new Set((await departsOfUser(db, request.user!.id)).map((d) => d.id))
      return ok(subtreesOf(await departTree(db, request.customerId), mine))
    },
  )

  app.get<{ Querystring: UserListQuery & { depId: string } }>(
    '/sys/user/departUserList',
    {
      config: { permission: DEPART_PERMS.user },
      schema: {
        tags,
        summary: 'Paged users of a department (filters as the user list)',
        querystring: memberListQuerystring('depId'),
      },
    },
    async (request) => {
      const { depId, ...query } = request.query
      const members = db
        .select({ id: sysUserDepart.userId })
        .from(sysUserDepart)
        .where(eq(sysUserDepart.depId, depId))
      return ok(await listUsers(db, query, [isMember(members)]))
    },
  )

  app.post<{ Body: { depId?: string; userIdList?: string[] } }>(
    '/sys/user/editSysDepartWithUser',
    {
      config: { permission: DEPART_PERMS.user },
      schema: {
        tags,
        summary: 'Add users to a department',
        body: addMembersBody('depId'),
      },
    },
    async (request) => {
      const depart = await departById(db, request.body.depId ?? '', null)
      if (!depart) throw notFound('未找到对应部门')
      const ids = await checkedMemberIds(db, request.body.userIdList)
      await assertFitUsers(db, ids, { departIds: [depart.id] })
      await db
        .insert(sysUserDepart)
        .values(ids.map((userId) => ({ userId, depId: depart.id })))
        .onConflictDoNothing()
      return ok(null, '添加成功!')
    },
  )

  app.delete<{ Querystring: { depId: string; userId: string } }>(
    '/sys/user/deleteUserInDepart',
    {
      config: { permission: DEPART_PERMS.user },
      schema: {
        tags,
        summary: 'Take users (userId, comma-separated) out of a department',
        querystring: {
          type: 'object',
          properties: { depId: str, userId: str },
          required: ['depId', 'userId'],
        },
      },
    },
    async (request) => {
      const userIds = splitIds(request.query.userId)
      if (userIds.length === 0) throw badRequest('请选择用户！')
      await db
        .delete(sysUserDepart)
        .where(and(eq(sysUserDepart.depId, request.query.depId), inArray(sysUserDepart.userId, userIds)))
      return ok(null, '删除成功!')
    },
  )
}
