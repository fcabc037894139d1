import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../../deps'
import { notFound, ok } from '../../http/envelope'
import { issueLoginTicket } from '../../services/auth/login-tickets'
import { LogSmsProvider } from '../../services/messages/sms'
import { findUserByUsername } from '../../services/users/current-user'

/** Mounted only with createServer's testRoutes (server tests, and `start:test` for the e2e suite). */
export const testOnlyRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  app.get<{ Querystring: { mobile: string } }>(
    '/test/sms/last',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['test'],
        summary: 'TEST ONLY: the last SMS code this instance sent to a phone',
        querystring: { type: 'object', properties: { mobile: { type: 'string' } }, required: ['mobile'] },
      },
    },
    async (request) => {
      const provider = deps.sms.provider
      const code = provider instanceof LogSmsProvider ? provider.last(request.query.mobile) : undefined
      if (!code) throw notFound('没有发给该手机号的验证码')
      return ok(code)
    },
  )

  app.get(
    '/test/routes',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['test'],
        summary:
          'TEST ONLY: every API route with its declared permission and parameters (the security suite)',
      },
    },
    async () => ok(deps.routeCatalog),
  )

  app.get<{ Querystring: { username: string } }>(
    '/test/thirdLogin/ticket',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['test'],
        summary: 'TEST ONLY: a one-time third-party login ticket for a user',
        querystring: { type: 'object', properties: { username: { type: 'string' } }, required: ['username'] },
      },
    },
    async (request) => {
      const user = await findUserByUsername(deps.db, request.query.username)
      if (!user) throw notFound('该用户不存在')
      return ok(await issueLoginTicket(deps.kv, user.id))
    },
  )
}
