import { randomUUID } from 'node:crypto'
import {
  parseTableSyncMessage,
  TABLE_SYNC_HEARTBEAT_REPLY,
  TableSyncCloseReason,
  type TableSyncMessage,
  TableSyncType,
} from '@portico/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../../deps'
import { permissionCodesOf } from '../../services/users/current-user'
import { guardSocket, refuseSocket } from './websocket-auth'

/** Page ids are the client's own keys: letters, digits and `_-.:`, at most 64 characters. */
const PAGE_ID = /^[A-Za-z0-9_.:-]{1,64}$/
const HEARTBEAT_REPLY = JSON.stringify(TABLE_SYNC_HEARTBEAT_REPLY)

/** What is forwarded: the parsed message written again, never the client's raw text. */
const forwarded = (message: Extract<TableSyncMessage, { type: 'update_vxe_table' }>) =>
  JSON.stringify({ type: message.type, data: message.data })

/**
 * Realtime table sync `/vxeSocket/:userId/:pageId` (JeecgBoot's JVxeTable socket): the token must belong to :userId,
 * and the page id must be of a kind registered in `deps.syncPages` whose permission the user holds and whose key
 * exists (otherwise closed with 1008 and the reason: `unknown page kind`, `forbidden: <code>`, `page not found`).
 * `{type:'heart_beat'}` is answered `{type:'heart_beat',data:true}` to the sender; a well-formed `update_vxe_table`
 * goes to every other socket on the same page id, on this instance and (through Redis) on the others.
 */
export const tableSyncRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  app.get<{ Params: { userId: string; pageId: string } }>(
    '/vxeSocket/:userId/:pageId',
    {
      websocket: true,
      config: { permission: 'public' },
      schema: { hide: true },
    },
    (socket, request) => {
      const { userId, pageId } = request.params
      if (!PAGE_ID.test(pageId)) {
        refuseSocket(socket, TableSyncCloseReason.BAD_PAGE_ID)
        return
      }
      const socketId = randomUUID()
      guardSocket(deps, socket, request, userId, {
        authorize: async (user) => deps.syncPages.refusal(pageId, await permissionCodesOf(deps.db, user.id)),
        register: () => deps.tableSync.registry.add(pageId, socket, socketId),
        onMessage: (data, isBinary) => {
          if (isBinary) return
          const message = parseTableSyncMessage(data.toString())
          if (message?.type === TableSyncType.HEART_BEAT) socket.send(HEARTBEAT_REPLY)
          else if (message?.type === TableSyncType.UPDATE)
            deps.tableSync
              .publish({ userId: pageId, message: forwarded(message), except: socketId })
              .catch((error: unknown) => request.log.warn({ err: error }, 'table sync publish failed'))
        },
      })
    },
  )
}
