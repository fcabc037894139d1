import { type UserForm, userResource } from '@portico/contract'
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
import { objectSchema, str, strOrNum } from '../../schemas'
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

const userFormSchema = objectSchema({
  id: str,
  username: str,
  realname: str,
  password: str,
  confirmpassword: str,
  email: { type: ['string', 'null'] },
  phone: { type: ['string', 'null'] },
  sex: strOrNum,
  birthday: { type: ['string', 'null'] },
  workNo: { type: ['string', 'null'] },
  post: { type: ['string', 'null'] },
  telephone: { type: ['string', 'null'] },
  relTenantIds: { type: ['string', 'null'] },
  avatar: { type: ['string', 'null'] },
  selectedroles: str,
  selecteddeparts: str,
  version: strOrNum,
})

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
      schema: { tags, summary: 'Create a user', body: userFormSchema },
    },
    async (request) => {
      // The new user's id, as a declared resource's add answers it.
      return ok(await addUserAs(db, request.user!, request.body), '添加成功！')
    },
  )

  const editOptions = {
    config: { permission: userResource.perms.edit },
    schema: { tags, summary: 'Edit a user (password ignored)', body: userFormSchema },
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
  app.post<{ Body: UserForm }>('/sys/user/edit', editOptions, edit)

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

  app.get<{ Querystring: { userid: string } }>(
    '/sys/user/queryUserRole',
    {
      config: { permission: userResource.perms.list },
      schema: {
        tags,
        summary: 'Role ids of a user',
        querystring: { type: 'object', properties: { userid: str }, required: ['userid'] },
      },
    },
    async (request) => ok(await roleIdsOf(db, request.query.userid)),
  )

  app.get<{
    Querystring: { id?: string; username?: string; phone?: string; email?: string; workNo?: string }
  }>(
    '/sys/user/checkOnlyUser',
    {
      // Only for those who add or edit users: anyone else would learn which usernames, phones and e-mails exist.
      config: { permission: [userResource.perms.add, userResource.perms.edit] },
      schema: {
        tags,
        summary: 'Is a username / phone / e-mail / work number free? Answers only yes or no.',
        querystring: {
          type: 'object',
          properties: { id: str, username: str, phone: str, email: str, workNo: str },
        },
      },
    },
    async (request) => {
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
    },
  )

  app.put<{ Body: { ids: string; status: string | number } }>(
    '/sys/user/frozenBatch',
    {
      config: { permission: 'system:user:frozen' },
      schema: {
        tags,
        summary: 'Freeze (status 2) or unfreeze (status 1) users',
        body: objectSchema({ ids: str, status: { type: ['string', 'number'] } }, ['ids', 'status']),
      },
    },
    async (request) => {
      await setUsersStatus(deps, request.user!, splitIds(request.body.ids), request.body.status)
      return ok(null, '操作成功!')
    },
  )
}
