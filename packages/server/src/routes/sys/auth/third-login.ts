import { authActions } from '@portico/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../../../deps'
import { badRequest, ok } from '../../../http/envelope'
import { assertCanLogin } from '../../../services/auth/login-checks'
import { buildLoginResult } from '../../../services/auth/login-result'
import { redeemLoginTicket } from '../../../services/auth/login-tickets'
import { toSysUser } from '../../../services/shared/serializers'
import { findUserById, findUserByUsername } from '../../../services/users/current-user'
import { serveAction } from '../../serve-action'

export const thirdLoginRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db, kv, sessions } = deps

  serveAction(
    app,
    authActions.thirdPartyLogin,
    async (request) => {
      const userId = await redeemLoginTicket(kv, request.params.token as string)
      if (!userId) throw badRequest('登录凭证无效或已过期')
      const user = await findUserById(db, userId)
      assertCanLogin(user)
      const token = await sessions.create(user.id)
      request.loginUser = user
      request.log.info({ userId: user.id, thirdType: request.params.thirdType }, 'third-party login')
      return ok({ userInfo: toSysUser(user), token }, '登录成功')
    },
    { config: { loginLog: 'login' } },
  )

  serveAction(
    app,
    authActions.casLogin,
    async (request) => {
      if (!deps.cas) throw badRequest('CAS 未配置（请设置 CAS_SERVER_URL）')
      let username: string | null
      try {
        username = await deps.cas.validate(request.query.ticket, request.query.service)
      } catch (error) {
        request.log.warn({ err: error }, 'CAS validation failed')
        throw badRequest('CAS 服务器校验失败')
      }
      if (!username) throw badRequest('CAS 票据无效')
      const user = await findUserByUsername(db, username)
      assertCanLogin(user)
      const token = await sessions.create(user.id)
      request.loginUser = user
      const result = await buildLoginResult(db, user, token, deps.caches)
      return ok(
        { token, userInfo: result.userInfo, departs: result.departs, multi_depart: result.multi_depart },
        '登录成功',
      )
    },
    { config: { loginLog: 'login' } },
  )
}
