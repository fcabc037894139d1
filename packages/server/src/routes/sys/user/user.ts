import { type UserForm, userActions, userFormBody, userResource } from '@portico/contract'
import { and, eq, inArray, or, sql } from 'drizzle-orm'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { sysUser } from '../../../db/schema'
import type { Deps } from '../../../deps'
import { badRequest, conflict, forbidden, notFound, ok } from '../../../http/envelope'
import { ESTIMATE_ABOVE_ROWS } from '../../../services/query'
import { toSysUser } from '../../../services/shared/serializers'
import { permissionCodesOf, roleIdsOf } from '../../../services/users/current-user'
import { assertMayManageUsers } from '../../../services/users/grant-checks'
import { addUserAs, editUserAs, setUsersStatus } from '../../../services/users/users-admin'
import { addDepartNames, userRecord } from '../../../services/users/users-list'
import { logUserVersion, splitIds } from '../../../services/users/users-write'
import { resourceRoutes } from '../../resource-routes'
import { str } from '../../schemas'
import { serveAction } from '../../serve-action'
import { MESSAGE_PERMS } from '../message'

const tags = ['user']
export const USER_PICKER_FIELDS = [
  'id',
  'username',
  'realname',
  'orgCodeTxt',
  'avatar',
  'status',
  'createTime',
]

const idQuery = { type: 'object', properties: { id: str }, required: ['id'] } as const
const idsQuery = { type: 'object', properties: { ids: str }, required: ['ids'] } as const

export const userRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps

  // The list is the declaration's; the writes below keep the user's own rules.
  await app.register(
    resourceRoutes(userResource, sysUser, {
      tags,
      custom: ['queryById', 'add', 'edit', 'delete', 'deleteBatch', 'exportXls', 'importExcel'],
      // 发送消息's user picker lists the users a message goes to.
      listReaders: [MESSAGE_PERMS.send],
      // …seeing what a picker shows: no phones, e-mails or birthdays without 用户管理's own list code.
      readerFields: USER_PICKER_FIELDS,
      serialize: (row, record) => userRecord(row as typeof sysUser.$inferSelect, record),
      decorate: addDepartNames,
      // Every write of sys_user is under /sys/ (or /customer/, /account/) and moves the auth stamp.
      totalsFollowAuthStamp: true,
      // At a million users a new filter's exact count took seconds: above ESTIMATE_ABOVE_ROWS it is estimated.
      estimateTotalsAbove: ESTIMATE_ABOVE_ROWS,
      // The generic edit only runs for a 数据日志 restore: the same rule as an edit, who may manage whom.
      beforeWrite: async ({ tx, request, form }) => {
        await assertMayManageUsers(tx, request.user!.id, [String(form.id)])
        return undefined
      },
    }),
    { deps },
  )

  app.post<{ Body: UserForm }>(
    '/sys/user/add',
    {
      config: { permission: userResource.perms.add },
      schema: { tags, summary: 'Create a user', body: userFormBody },
    },
    async (request) => {
      // The new user's id, as a declared resource's add answers it.
      return ok(await addUserAs(db, request.user!, request.body), '添加成功！')
    },
  )

  const editOptions = {
    config: { permission: userResource.perms.edit },
    schema: { tags, summary: 'Edit a user (password ignored)', body: userFormBody },
  } as const
  const edit = async (request: FastifyRequest<{ Body: UserForm }>) => {
    if (!(await editUserAs(db, request.user!, request.body))) throw notFound('未找到对应实体')
    // The stored user, as a declared resource's edit answers it.
    return ok(
      await deps.resources.get(userResource.table)!.get(request, String(request.body.id)),
      '修改成功!',
    )
  }
  app.put<{ Body: UserForm }>('/sys/user/edit', editOptions, edit)
  serveAction(app, userActions.editByPost, (request) => edit(request as FastifyRequest<{ Body: UserForm }>))

  async function softDelete(ids: string[], actorId: string, actor: string): Promise<number> {
    if (ids.length === 0) throw badRequest('请选择要删除的用户')
    if (ids.includes(actorId)) throw badRequest('不能删除当前登录的用户')
    await assertMayManageUsers(db, actorId, ids)
    const rows = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as typeof db
      const deleted = await tx
        .update(sysUser)
        .set({ delFlag: 1, updateBy: actor, updateTime: new Date(), version: sql`${sysUser.version} + 1` })
        .where(and(inArray(sysUser.id, ids), eq(sysUser.delFlag, 0)))
        .returning()
      for (const row of deleted) await logUserVersion(tx, 'delete', actor, null, row)
      return deleted
    })
    for (const row of rows) await deps.sessions.revokeAllOf(row.id)
    return rows.length
  }

  app.delete<{ Querystring: { id: string } }>(
    '/sys/user/delete',
    {
      config: { permission: userResource.perms.delete },
      schema: { tags, summary: 'Delete a user (logical)', querystring: idQuery },
    },
    async (request) => {
      const user = request.user!
      if ((await softDelete([request.query.id], user.id, user.username)) === 0)
        throw notFound('未找到对应数据')
      return ok(null, '删除用户成功')
    },
  )

  app.delete<{ Querystring: { ids: string } }>(
    '/sys/user/deleteBatch',
    {
      config: { permission: userResource.perms.deleteBatch },
      schema: { tags, summary: 'Delete users (logical); ids comma-separated', querystring: idsQuery },
    },
    async (request) => {
      const user = request.user!
      await softDelete(splitIds(request.query.ids), user.id, user.username)
      return ok(null, '批量删除用户成功')
    },
  )

  app.get<{ Querystring: { id: string } }>(
    '/sys/user/queryById',
    {
      config: { permission: 'authenticated' },
      schema: { tags, summary: 'One user: oneself, or anyone with system:user:list', querystring: idQuery },
    },
    async (request) => {
      const me = request.user!
      if (request.query.id !== me.id && !(await permissionCodesOf(db, me.id)).has(userResource.perms.list))
        throw forbidden()
      const rows = await db
        .select()
        .from(sysUser)
        .where(and(eq(sysUser.id, request.query.id), eq(sysUser.delFlag, 0)))
      if (!rows[0]) throw notFound('未找到对应数据')
      return ok(toSysUser(rows[0]))
    },
  )

  serveAction(app, userActions.queryUserRole, async (request) =>
    ok(await roleIdsOf(db, request.query.userid)),
  )

  serveAction(app, userActions.checkOnlyUser, async (request) => {
    const { id, username, phone, email, workNo } = request.query
    const matches = [
      username ? eq(sysUser.username, username) : undefined,
      phone ? eq(sysUser.phone, phone) : undefined,
      email ? eq(sysUser.email, email) : undefined,
      workNo ? eq(sysUser.workNo, workNo) : undefined,
    ].filter(Boolean)
    if (matches.length === 0) throw badRequest('请提供要校验的字段')
    const rows = await db
      .select({ id: sysUser.id })
      .from(sysUser)
      .where(or(...matches))
    if (rows.some((r) => r.id !== id)) throw conflict('用户账号已存在')
    return ok(true, '该值可用！')
  })

  serveAction(app, userActions.frozenBatch, async (request) => {
    await setUsersStatus(deps, request.user!, splitIds(request.body.ids), request.body.status)
    return ok(null, '操作成功!')
  })
}
