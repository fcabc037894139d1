import {
  parseTableSyncMessage,
  TABLE_SYNC_HEARTBEAT_REPLY,
  TABLE_SYNC_REFUSED_CODE,
  type TableSyncMessage,
} from '@portico/contract'
import { ws } from 'msw'

export interface TableSyncSocketMockOptions {
  /** Messages the mock server pushes to each new connection, shortly after it opens (another screen's edits). */
  push?: TableSyncMessage[]
  /** Every well-formed message the clients sent, in order. */
  received?: TableSyncMessage[]
  /** Refuses every connection: closes it with 1008 and this reason (what the server says to a forbidden page). */
  refuse?: string
}

/**
 * The table-sync socket (`/jeecg-boot/vxeSocket/{userId}/{pageId}`) of a mock server: answers heart_beat with
 * `{type:'heart_beat',data:true}`, records what clients send and pushes `push` to each connection.
 */
export function tableSyncSocketHandler({ push = [], received, refuse }: TableSyncSocketMockOptions = {}) {
  const socket = ws.link(/\/jeecg-boot\/vxeSocket\/[^/]+\/[^/]+$/)
  return socket.addEventListener('connection', ({ client }) => {
    if (refuse !== undefined) {
      client.close(TABLE_SYNC_REFUSED_CODE, refuse)
      return
    }
    client.addEventListener('message', (event) => {
      if (typeof event.data !== 'string') return
      const message = parseTableSyncMessage(event.data)
      if (!message) return
      received?.push(message)
      if (message.type === 'heart_beat') client.send(JSON.stringify(TABLE_SYNC_HEARTBEAT_REPLY))
    })
    setTimeout(() => {
      for (const message of push) client.send(JSON.stringify(message))
    }, 200)
  })
}
