import { commonActions } from '@portico/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../../deps'
import { ok } from '../../http/envelope'
import { issueSocketTicket } from '../../services/auth/socket-tickets'
import { serveAction } from '../serve-action'
import { guardSocket } from './websocket-auth'
import { tableSyncRoutes } from './websocket-table-sync'

const HEARTBEAT_REPLY = JSON.stringify({ cmd: 'heartcheck', msgTxt: '心跳响应' })

/**
 * The sockets stay routes by hand (undeclared-routes.ts): a declared action answers one request, not a socket.
 * Notice bell socket `/websocket/:userId`: token must belong to :userId; `HeartBeat` is answered to the sender.
 * Also mounts the table-sync socket `/vxeSocket/:userId/:pageId`.
 */
export const websocketRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  app.get<{ Params: { userId: string } }>(
    '/websocket/:userId',
    {
      websocket: true,
      config: { permission: 'public' },
      schema: { hide: true },
    },
    (socket, request) => {
      const userId = request.params.userId
      guardSocket(deps, socket, request, userId, {
        register: () => deps.notifier.registry.add(userId, socket),
        onMessage: (data, isBinary) => {
          if (!isBinary && data.toString() === 'HeartBeat') socket.send(HEARTBEAT_REPLY)
        },
      })
    },
  )
  serveAction(app, commonActions.websocketTicket, async (request) =>
    ok(await issueSocketTicket(deps.kv, request.user!.id)),
  )
  await app.register(tableSyncRoutes, { deps })
}
