import type { WebSocket } from '@fastify/websocket'
import type { FastifyRequest } from 'fastify'
import type { Deps } from '../deps'
import { findUserById, isUsable } from '../services/current-user'

/** Close code for a refused token (RFC 6455 policy violation). */
export const POLICY_VIOLATION = 1008

/** The token from `?token=` or, as JeecgBoot 3 sends it, the Sec-WebSocket-Protocol header. */
export function socketToken(request: FastifyRequest): string | null {
  const query = request.query as Record<string, unknown> | undefined
  if (typeof query?.token === 'string' && query.token !== '') return query.token
  const header = request.headers['sec-websocket-protocol']
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim()
  return first ? first : null
}

export interface GuardedSocketHandlers {
  /** Called once the token is accepted and the socket is still open; returns how to unregister it. */
  register(): () => void
  /** Text or binary frames, only after the token was accepted (frames sent before wait for the check). */
  onMessage(data: Buffer, isBinary: boolean): void
}

/**
 * Accepts a socket whose token belongs to `userId` (a usable account); anything else is closed with 1008.
 * Shared by the notice bell (`/websocket/:userId`) and table sync (`/vxeSocket/:userId/:pageId`).
 */
export function guardSocket(
  deps: Deps,
  socket: WebSocket,
  request: FastifyRequest,
  userId: string,
  handlers: GuardedSocketHandlers,
): void {
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
    if (await allowed) handlers.onMessage(data, isBinary)
  })
  socket.on('close', () => unregister?.())
  void allowed.then((ok) => {
    if (!ok) {
      socket.close(POLICY_VIOLATION, 'unauthorized')
      return
    }
    if (socket.readyState === socket.OPEN) unregister = handlers.register()
  })
}
