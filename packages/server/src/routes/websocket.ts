import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { Deps } from '../deps'
import { findUserById, isUsable } from '../services/current-user'

/** Close code for a refused token (RFC 6455 policy violation). */
export const POLICY_VIOLATION = 1008
const HEARTBEAT_REPLY = JSON.stringify({ cmd: 'heartcheck', msgTxt: '心跳响应' })

/** The token from `?token=` or, as JeecgBoot 3 sends it, the Sec-WebSocket-Protocol header. */
function socketToken(request: FastifyRequest): string | null {
  const query = request.query as Record<string, unknown> | undefined
  if (typeof query?.token === 'string' && query.token !== '') return query.token
  const header = request.headers['sec-websocket-protocol']
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim()
  return first ? first : null
}

/** Notice bell socket `/websocket/:userId`: token must belong to :userId; `HeartBeat` is answered to the sender. */
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
      const token = socketToken(request)
      const allowed = (async () => {
        const owner = token ? await deps.sessions.resolve(token) : null
        return owner === userId && isUsable(await findUserById(deps.db, userId))
      })().catch((error: unknown) => {
        request.log.warn({ err: error }, 'websocket auth failed')
        return false
      })
      let unregister: (() => void) | undefined
      socket.on('message', async (data: Buffer, isBinary: boolean) => {
        if (!(await allowed)) return
        if (!isBinary && data.toString() === 'HeartBeat') socket.send(HEARTBEAT_REPLY)
      })
      socket.on('close', () => unregister?.())
      void allowed.then((ok) => {
        if (!ok) {
          socket.close(POLICY_VIOLATION, 'unauthorized')
          return
        }
        if (socket.readyState === socket.OPEN) unregister = deps.notifier.registry.add(userId, socket)
      })
    },
  )
}
