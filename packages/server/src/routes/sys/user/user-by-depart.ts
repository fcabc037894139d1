import { userActions } from '@portico/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../../../deps'
import { ok } from '../../../http/envelope'
import { usersByDepart } from '../../../services/users/users-by-depart'
import { serveAction } from '../../serve-action'

/** The user-by-department picker's right-hand list once a department is chosen. */
export const userByDepartRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  serveAction(app, userActions.queryUserByDepId, async (request) =>
    ok(await usersByDepart(deps.db, request.customerId, request.query.id, request.query.realname?.trim())),
  )
}
