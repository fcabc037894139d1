import { userActions } from '@portico/contract'
import { and, eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { sysUser } from '../../../db/schema'
import type { Deps } from '../../../deps'
import { badRequest, notFound, ok } from '../../../http/envelope'
import { assertAcceptablePassword } from '../../../services/auth/password-policy'
import { hashPassword } from '../../../services/auth/passwords'
import { assertMayManageUsers } from '../../../services/users/grant-checks'
import { serveAction } from '../../serve-action'

/** 用户管理 → 密码 (JeecgBoot PasswordModal): an administrator sets another user's password; their sessions end. */
export const userPasswordRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db, sessions } = deps
  serveAction(app, userActions.changePassword, async (request) => {
    const { username, password = '', confirmpassword } = request.body
    const [user] = await db
      .select()
      .from(sysUser)
      .where(and(eq(sysUser.username, String(username)), eq(sysUser.delFlag, 0)))
    if (!user) throw notFound('用户不存在！')
    await assertMayManageUsers(db, request.user!.id, [user.id])
    if (!password) throw badRequest('新密码不允许为空!')
    if (confirmpassword !== undefined && confirmpassword !== password) throw badRequest('两次输入密码不一致!')
    assertAcceptablePassword(password, user.username)
    const { hash, salt } = await hashPassword(password)
    await db
      .update(sysUser)
      .set({ password: hash, salt, updateBy: request.user!.username, updateTime: new Date() })
      .where(eq(sysUser.id, user.id))
    // Every session of the user ends; an administrator resetting their own password keeps this one.
    await sessions.revokeAllOf(
      user.id,
      user.id === request.user!.id ? (request.token ?? undefined) : undefined,
    )
    return ok(null, '密码修改成功!')
  })
}
