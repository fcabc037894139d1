import { DEPART_PERMS, departActions } from '@portico/contract'
import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { sysUserDepart } from '../../../db/schema'
import type { Deps } from '../../../deps'
import { badRequest, notFound, ok } from '../../../http/envelope'
import { departById, departTree } from '../../../services/departs/depart-tree'
import { departsOfUser } from '../../../services/departs/departs'
import {
  addDepart,
  deleteDeparts,
  editDepart,
  subtreesOf,
  toIdTree,
} from '../../../services/departs/departs-write'
import { assertFitUsers } from '../../../services/tenants/customer-fit'
import { checkedMemberIds, isMember } from '../../../services/users/member-users'
import { listUsers } from '../../../services/users/users-list'
import { splitIds } from '../../../services/users/users-write'
import { type ActionRequest, serveAction } from '../../serve-action'

export { DEPART_PERMS }

/** 部门管理 (JeecgBoot SysDepartController): add (a root or a child), edit, delete, the id tree, my departments, users. */
export const departAdminRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps

  // 部门管理 keeps the platform's own departments; customers' are kept in 客户部门角色.
  serveAction(app, departActions.add, async (request) =>
    ok(await addDepart(db, null, request.body ?? {}, request.user!.username), '添加成功！'),
  )

  const edit = async (request: ActionRequest<typeof departActions.edit>) => {
    if (!(await editDepart(db, null, request.body ?? {}, request.user!.username)))
      throw notFound('未找到对应实体')
    return ok(null, '修改成功!')
  }
  serveAction(app, departActions.edit, edit)
  serveAction(app, departActions.editByPost, edit)

  const remove = async (ids: string[]) => {
    await deleteDeparts(db, null, ids)
    return ok(null, '删除成功!')
  }
  serveAction(app, departActions.delete, async (request) => remove([request.query.id]))
  serveAction(app, departActions.deleteBatch, async (request) => {
    const ids = splitIds(request.query.ids)
    if (ids.length === 0) throw badRequest('参数不识别！')
    return remove(ids)
  })

  serveAction(app, departActions.queryIdTree, async (request) =>
    ok(toIdTree(await departTree(db, request.customerId))),
  )

  serveAction(app, departActions.queryMyDeptTreeList, async (request) => {
    const mine = new Set((await departsOfUser(db, request.user!.id)).map((d) => d.id))
    return ok(subtreesOf(await departTree(db, request.customerId), mine))
  })

  serveAction(app, departActions.departUserList, async (request) => {
    const { depId, ...query } = request.query
    const members = db
      .select({ id: sysUserDepart.userId })
      .from(sysUserDepart)
      .where(eq(sysUserDepart.depId, depId))
    return ok(await listUsers(db, query, [isMember(members)]))
  })

  serveAction(app, departActions.editSysDepartWithUser, async (request) => {
    const depart = await departById(db, request.body.depId ?? '', null)
    if (!depart) throw notFound('未找到对应部门')
    const ids = await checkedMemberIds(db, request.body.userIdList)
    await assertFitUsers(db, ids, { departIds: [depart.id] })
    await db
      .insert(sysUserDepart)
      .values(ids.map((userId) => ({ userId, depId: depart.id })))
      .onConflictDoNothing()
    return ok(null, '添加成功!')
  })

  serveAction(app, departActions.deleteUserInDepart, async (request) => {
    const userIds = splitIds(request.query.userId)
    if (userIds.length === 0) throw badRequest('请选择用户！')
    await db
      .delete(sysUserDepart)
      .where(and(eq(sysUserDepart.depId, request.query.depId), inArray(sysUserDepart.userId, userIds)))
    return ok(null, '删除成功!')
  })
}
