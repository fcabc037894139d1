import type { WebSocket } from '@fastify/websocket'
import { TABLE_SYNC_REFUSED_CODE, TableSyncCloseReason } from '@portico/contract'
import type { FastifyRequest } from 'fastify'
import type { Deps } from '../../deps'
import { takeSocketTicket } from '../../services/auth/socket-tickets'
import { findUserById, isUsable, type UserRow } from '../../services/users/current-user'

/** Close code for a refused token or page (RFC 6455 policy violation). */
export const POLICY_VIOLATION = TABLE_SYNC_REFUSED_CODE
/** RFC 6455 allows 123 bytes of close reason. */
const MAX_REASON_BYTES = 123

/** RFC 6455 internal error: the check itself failed (database down…); the client may try again later. */
const INTERNAL_ERROR = 1011

/** Closes with the code (1008 by default) and the reason, cut to what a close frame can carry. */
export function refuseSocket(socket: WebSocket, reason: string, code = POLICY_VIOLATION): void {
  const bytes = Buffer.from(reason)
  socket.close(
    code,
    bytes.length <= MAX_REASON_BYTES ? reason : bytes.subarray(0, MAX_REASON_BYTES).toString(),
  )
}

/** The session token, as JeecgBoot 3 sends it: the Sec-WebSocket-Protocol header (never a URL parameter). */
export function socketToken(request: FastifyRequest): string | null {
  const header = request.headers['sec-websocket-protocol']
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim()
  return first ? first : null
}

export interface GuardedSocketHandlers {
  /** Called once the token is accepted and the socket is still open; returns how to unregister it. */
  register(): () => void
  /** Text or binary frames, only after the token was accepted (frames sent before wait for the check). */
  onMessage(data: Buffer, isBinary: boolean): void
  /** A further check once the token is accepted: null lets the user in, a string is the close reason. */
  authorize?(user: UserRow): Promise<string | null>
}

/** The owner of the handshake: a single-use `?ticket=` (GET /sys/websocket/ticket) or the protocol's token. */
async function socketOwner(deps: Deps, request: FastifyRequest): Promise<string | null> {
  const ticket = (request.query as Record<string, unknown> | undefined)?.ticket
  if (typeof ticket === 'string' && ticket !== '') return takeSocketTicket(deps.kv, ticket)
  const token = socketToken(request)
  return token ? deps.sessions.resolve(token) : null
}

/**
 * Accepts a socket whose ticket or token belongs to `userId` (a usable account) and that `authorize` lets in; anything else is
 * closed with 1008 and a reason (`unauthorized` for the token). Shared by the notice bell (`/websocket/:userId`) and
 * table sync (`/vxeSocket/:userId/:pageId`).
 */
export function guardSocket(
  deps: Deps,
  socket: WebSocket,
  request: FastifyRequest,
  userId: string,
  handlers: GuardedSocketHandlers,
): void {
  /** null when accepted, else how to close. */
  const refusal = (async (): Promise<{ reason: string; code?: number } | null> => {
    const owner = await socketOwner(deps, request)
    const user = owner === userId ? await findUserById(deps.db, userId) : undefined
    if (!isUsable(user)) return { reason: TableSyncCloseReason.UNAUTHORIZED }
    const reason = handlers.authorize ? await handlers.authorize(user) : null
    return reason === null ? null : { reason }
  })().catch((error: unknown) => {
    request.log.warn({ err: error }, 'websocket auth failed')
    return { reason: 'server error', code: INTERNAL_ERROR }
  })
  let unregister: (() => void) | undefined
  socket.on('message', async (data: Buffer, isBinary: boolean) => {
    if ((await refusal) === null) handlers.onMessage(data, isBinary)
  })
  socket.on('close', () => unregister?.())
  void refusal.then((refused) => {
    if (refused) {
      refuseSocket(socket, refused.reason, refused.code)
      return
    }
    if (socket.readyState === socket.OPEN) unregister = handlers.register()
  })
}
