import { accountActions, authActions } from '@portico/contract'
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { sysUser } from '../../../db/schema'
import type { Deps, LoginRateLimit } from '../../../deps'
import { tokenOf } from '../../../http/access-token'
import { badRequest, forbidden, HttpError, ok } from '../../../http/envelope'
import { buildLoginResult } from '../../../services/auth/login-result'
import { assertAcceptablePassword } from '../../../services/auth/password-policy'
import { hashPassword, needsRehash, verifyPassword } from '../../../services/auth/passwords'
import { departsOfUser } from '../../../services/departs/departs'
import { toSysDepart, toSysUser } from '../../../services/shared/serializers'
import { findUserByUsername } from '../../../services/users/current-user'
import { type ActionRequest, serveAction } from '../../serve-action'
import { captchaKey } from './captcha'

/** The one answer for an unknown account, a deleted one and a wrong password. */
export const WRONG_CREDENTIALS = '用户名或密码错误'

/** Failures one address may make across all usernames within the window (password spraying). */
const ipFailureLimit = (limit: LoginRateLimit) => limit.maxFailuresPerIp ?? limit.maxFailures * 4

export const loginRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db, kv, sessions } = deps

  async function checkRateLimit(key: string, maxFailures: number): Promise<void> {
    if (!deps.loginRateLimit) return
    const failures = Number((await kv.get(key)) ?? 0)
    if (failures >= maxFailures) {
      const minutes = Math.ceil(deps.loginRateLimit.windowMs / 60_000)
      throw new HttpError(429, `登录失败次数过多，请${minutes}分钟后再试`)
    }
  }

  async function recordFailure(key: string): Promise<void> {
    if (deps.loginRateLimit) await kv.incr(key, deps.loginRateLimit.windowMs)
  }

  /** An old-format or weaker hash is replaced by the current one once the password is known to be right. */
  async function rehash(userId: string, password: string): Promise<void> {
    const { hash, salt } = await hashPassword(password)
    await db.update(sysUser).set({ password: hash, salt }).where(eq(sysUser.id, userId))
    await deps.caches.stamps.bump('auth')
  }

  serveAction(
    app,
    authActions.login,
    async (request) => {
      const { username = '', password = '', captcha, checkKey } = request.body ?? {}
      // The captcha is spent by every attempt, right or wrong.
      const expected = checkKey !== undefined ? await kv.take(captchaKey(String(checkKey))) : null
      const limitKeys = [`login-fail:${request.ip}:${username.toLowerCase()}`, `login-fail-ip:${request.ip}`]
      await checkRateLimit(limitKeys[0], deps.loginRateLimit ? deps.loginRateLimit.maxFailures : 0)
      await checkRateLimit(limitKeys[1], deps.loginRateLimit ? ipFailureLimit(deps.loginRateLimit) : 0)
      if (!captcha) throw badRequest('验证码无效')
      if (expected === null || expected !== captcha.toLowerCase()) throw badRequest('验证码错误')
      const found = await findUserByUsername(db, username)
      const user = found?.delFlag === 0 ? found : undefined
      // Unknown, deleted and wrong password look the same (and take as long): nothing tells which accounts exist.
      const valid = await verifyPassword(password, user?.password, user?.salt)
      if (!user || !valid) {
        for (const key of limitKeys) await recordFailure(key)
        throw badRequest(WRONG_CREDENTIALS)
      }
      if (user.status !== 1) throw badRequest('该用户已冻结')
      await kv.del(limitKeys[0])
      if (needsRehash(user.password)) await rehash(user.id, password)
      const token = await sessions.create(user.id)
      request.loginUser = user
      request.log.info({ userId: user.id }, 'login')
      return ok(await buildLoginResult(db, user, token, deps.caches), '登录成功')
    },
    { config: { loginLog: 'login' } },
  )

  serveAction(
    app,
    authActions.logout,
    async (request) => {
      const token = tokenOf(request)
      if (!token) throw badRequest('退出登录失败！')
      await sessions.revoke(token)
      return ok(null, '退出登录成功！')
    },
    { config: { loginLog: 'logout' } },
  )

  const updatePassword = async (request: ActionRequest<typeof accountActions.updatePassword>) => {
    const user = request.user!
    const { username, oldpassword = '', password, confirmpassword } = request.body ?? {}
    if (username && username !== user.username) throw forbidden('只能修改自己的密码')
    if (!(await verifyPassword(oldpassword, user.password, user.salt))) throw badRequest('旧密码输入错误!')
    if (!password) throw badRequest('新密码不允许为空!')
    if (password !== confirmpassword) throw badRequest('两次输入密码不一致!')
    assertAcceptablePassword(password, user.username)
    if (password === oldpassword) throw badRequest('新密码不能与旧密码相同')
    const { hash, salt } = await hashPassword(password)
    await db
      .update(sysUser)
      .set({ password: hash, salt, updateBy: user.username, updateTime: new Date() })
      .where(eq(sysUser.id, user.id))
    // Whoever else holds a session of this account (a stolen token) is signed out; this browser stays in.
    await sessions.revokeAllOf(user.id, request.token ?? undefined)
    return ok(null, '密码重置成功!')
  }
  serveAction(app, accountActions.updatePassword, updatePassword)
  serveAction(app, accountActions.updatePasswordByPost, updatePassword)

  const selectDepart = async (request: ActionRequest<typeof accountActions.selectDepart>) => {
    const user = request.user!
    const departs = await departsOfUser(db, user.id)
    if (!departs.some((d) => d.orgCode === request.body.orgCode)) throw badRequest('用户不属于该部门')
    await db.update(sysUser).set({ orgCode: request.body.orgCode }).where(eq(sysUser.id, user.id))
    return ok({ userInfo: toSysUser({ ...user, orgCode: request.body.orgCode }) })
  }
  serveAction(app, accountActions.selectDepart, selectDepart)
  serveAction(app, accountActions.selectDepartByPost, selectDepart)

  const currentDeparts = async (request: ActionRequest<typeof accountActions.currentDeparts>) => {
    const user = request.user!
    const departs = await departsOfUser(db, user.id)
    return ok({ list: departs.map(toSysDepart), orgCode: user.orgCode ?? '' })
  }
  serveAction(app, accountActions.currentDeparts, currentDeparts)
  serveAction(app, accountActions.currentDepartsLegacy, currentDeparts)
}
