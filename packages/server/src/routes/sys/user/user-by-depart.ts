import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../../../deps'
import { ok } from '../../../http/envelope'
import { usersByDepart } from '../../../services/users/users-by-depart'
import { str } from '../../schemas'

/** The user-by-department picker's right-hand list once a department is chosen. */
export const userByDepartRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  app.get<{ Querystring: { id: string; realname?: string } }>(
    '/sys/user/queryUserByDepId',
    {
      config: { permission: 'system:user:list' },
      schema: {
        tags: ['user'],
        summary:
          'Users of a department and its sub-departments (not paged), realname contains filter, with orgCodeTxt',
        querystring: {
          type: 'object',
          properties: { id: { type: 'string', minLength: 1 }, realname: str },
          required: ['id'],
        },
      },
    },
    async (request) =>
      ok(await usersByDepart(deps.db, request.customerId, request.query.id, request.query.realname?.trim())),
  )
}
