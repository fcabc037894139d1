import {
  parseTableSyncMessage,
  TABLE_SYNC_HEARTBEAT,
  TABLE_SYNC_REFUSED_CODE,
  type TableSyncMessage,
  TableSyncType,
} from '@portico/contract'
import { type ClientSocket, openClientSocket } from '@portico/ui'
import type { EditableRow } from '../rows/rowOperations'
import type { TableSyncStatus } from './tableSync.types'

/** Spec §4, §9: heartbeat every 10 s; no reply within 6 s reconnects; reconnect 5 s after an error or a close. */
export const SYNC_HEARTBEAT_MS = 10_000
export const SYNC_HEARTBEAT_TIMEOUT_MS = 6_000
export const SYNC_RECONNECT_MS = 5_000
/** Edits of one row within this window go out as one message (typing sends the row once, not per key). */
export const SYNC_SEND_DELAY_MS = 300

type Timers = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>

export interface TableSyncConnectionOptions {
  /** ws:// or wss:// url of `/vxeSocket/{userId}/{pageId}`. */
  url: string
  /** Sent as the sub-protocol (browsers cannot set headers on a websocket). */
  token: string
  socketKey: string
  /** This table instance: updates it sent itself are ignored if they come back. */
  caseId: string
  /** A row another screen changed. */
  onUpdate: (row: EditableRow) => void
  /** Any well-formed message (heartbeat replies, common_send_date). */
  onMessage?: (message: TableSyncMessage) => void
  onStatus?: (status: TableSyncStatus) => void
  createSocket?: (url: string, protocol: string) => ClientSocket
  timers?: Timers
}

export interface TableSyncConnection {
  /** Sends the row (after SYNC_SEND_DELAY_MS, coalescing edits of the same row; held until the socket is open). */
  sendRow(row: EditableRow): void
  close(): void
}

const OPEN = 1

/**
 * The table-sync socket: heartbeat with reply timeout (a first one as soon as it opens, so the page knows the server
 * accepted it), reconnect, and update_vxe_table both ways. A close with 1008 (refused) is final.
 */
export function connectTableSync(options: TableSyncConnectionOptions): TableSyncConnection {
  const timers = options.timers ?? globalThis
  const create = options.createSocket ?? openClientSocket
  let socket: ClientSocket | null = null
  let beat: ReturnType<typeof setTimeout> | undefined
  let deadline: ReturnType<typeof setTimeout> | undefined
  let reconnect: ReturnType<typeof setTimeout> | undefined
  let flushTimer: ReturnType<typeof setTimeout> | undefined
  let closed = false
  const pending = new Map<string, EditableRow>()
  let status: TableSyncStatus['state'] | undefined
  const report = (state: TableSyncStatus['state'], reason?: string) => {
    if (state === status && reason === undefined) return
    status = state
    options.onStatus?.(reason === undefined ? { state } : { state, reason })
  }

  const clear = (timer: ReturnType<typeof setTimeout> | undefined) => {
    if (timer !== undefined) timers.clearTimeout(timer)
  }
  function stopHeartbeat() {
    clear(beat)
    clear(deadline)
    beat = deadline = undefined
  }

  /** Sends a heartbeat now; its reply must come within 6 s. */
  function heartbeat(current: ClientSocket) {
    stopHeartbeat()
    if (current !== socket || current.readyState !== OPEN) return
    current.send(JSON.stringify(TABLE_SYNC_HEARTBEAT))
    deadline = timers.setTimeout(() => {
      deadline = undefined
      drop(current)
    }, SYNC_HEARTBEAT_TIMEOUT_MS)
  }

  /** The next heartbeat in 10 s. */
  function scheduleHeartbeat(current: ClientSocket) {
    stopHeartbeat()
    beat = timers.setTimeout(() => {
      beat = undefined
      heartbeat(current)
    }, SYNC_HEARTBEAT_MS)
  }

  /** Gives up a socket (closed, failed or silent) and opens a new one 5 s later; not after a refusal. */
  function drop(current: ClientSocket, refusal?: string) {
    if (current !== socket) return
    socket = null
    stopHeartbeat()
    current.onopen = current.onmessage = current.onclose = current.onerror = null
    current.close()
    if (closed) return
    if (refusal !== undefined) {
      closed = true
      clear(flushTimer)
      pending.clear()
      report('refused', refusal)
      return
    }
    report('offline')
    if (reconnect !== undefined) return
    reconnect = timers.setTimeout(() => {
      reconnect = undefined
      open()
    }, SYNC_RECONNECT_MS)
  }

  function flush() {
    flushTimer = undefined
    const current = socket
    if (!current || current.readyState !== OPEN) return
    for (const row of pending.values())
      current.send(
        JSON.stringify({
          type: TableSyncType.UPDATE,
          data: { socketKey: options.socketKey, args: [row, options.caseId] },
        }),
      )
    pending.clear()
  }

  function open() {
    if (closed) return
    const current = create(options.url, options.token)
    socket = current
    report('connecting')
    current.onopen = () => {
      heartbeat(current)
      if (pending.size && flushTimer === undefined) flush()
    }
    current.onmessage = (event) => {
      if (typeof event.data !== 'string') return
      const message = parseTableSyncMessage(event.data)
      if (!message) return
      if (message.type === TableSyncType.HEART_BEAT) {
        report('online')
        scheduleHeartbeat(current)
      } else if (message.type === TableSyncType.UPDATE) {
        const [row, caseId] = message.data.args
        if (message.data.socketKey === options.socketKey && caseId !== options.caseId) options.onUpdate(row)
      }
      options.onMessage?.(message)
    }
    current.onerror = () => drop(current)
    current.onclose = (event) => {
      const { code, reason } = (event ?? {}) as { code?: unknown; reason?: unknown }
      drop(current, code === TABLE_SYNC_REFUSED_CODE ? String(reason ?? '') : undefined)
    }
  }

  open()
  return {
    sendRow(row) {
      if (closed) return
      pending.set(row.id, row)
      if (flushTimer === undefined) flushTimer = timers.setTimeout(flush, SYNC_SEND_DELAY_MS)
    },
    close() {
      closed = true
      stopHeartbeat()
      clear(reconnect)
      clear(flushTimer)
      const current = socket
      socket = null
      if (current) {
        current.onopen = current.onmessage = current.onclose = current.onerror = null
        current.close()
      }
    },
  }
}

/** Rows whose values changed here between two renders (same id, new object), not remote ones and not new rows. */
export function changedRows(
  previous: readonly EditableRow[],
  next: readonly EditableRow[],
  remote: WeakSet<EditableRow>,
  isLocalOnly: (id: string) => boolean,
): EditableRow[] {
  if (previous === next) return []
  const before = new Map(previous.map((row) => [row.id, row]))
  return next.filter((row) => {
    const old = before.get(row.id)
    return old !== undefined && old !== row && !remote.has(row) && !isLocalOnly(row.id)
  })
}
