/** Messages of the realtime table-sync socket `/vxeSocket/{userId}/{pageId}`: a JSON body of `type` and `data`. */
export const TableSyncType = {
  HEART_BEAT: 'heart_beat',
  UPDATE: 'update_vxe_table',
  /** Spelt so on the wire (JeecgBoot): server → client, dispatched by `data.key`. */
  COMMON_SEND: 'common_send_date',
} as const

/** Client heartbeat and its reply. */
export const TABLE_SYNC_HEARTBEAT = { type: TableSyncType.HEART_BEAT, data: '' } as const
export const TABLE_SYNC_HEARTBEAT_REPLY = { type: TableSyncType.HEART_BEAT, data: true } as const

/** A changed row of one table (`socketKey`); `caseId` names the table instance that sent it. */
export interface TableSyncUpdate {
  socketKey: string
  args: [row: { id: string } & Record<string, unknown>, caseId: string]
}

export type TableSyncMessage =
  | { type: typeof TableSyncType.HEART_BEAT; data: '' | true }
  | { type: typeof TableSyncType.UPDATE; data: TableSyncUpdate }
  | { type: typeof TableSyncType.COMMON_SEND; data: { key: string; args: unknown[] } }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Reads one text frame: a known type with a well-formed body, or null (not JSON, unknown type, malformed data).
 * An update needs a string socketKey and args of a row with a string or number id, and an optional string caseId.
 */
export function parseTableSyncMessage(text: string): TableSyncMessage | null {
  let message: unknown
  try {
    message = JSON.parse(text)
  } catch {
    return null
  }
  if (!isRecord(message)) return null
  const { type, data } = message
  if (type === TableSyncType.HEART_BEAT) return data === true ? { type, data: true } : { type, data: '' }
  if (type === TableSyncType.UPDATE) {
    if (!isRecord(data) || typeof data.socketKey !== 'string' || !Array.isArray(data.args)) return null
    const [row, caseId] = data.args as unknown[]
    if (!isRecord(row) || (typeof row.id !== 'string' && typeof row.id !== 'number') || row.id === '')
      return null
    return {
      type,
      data: {
        socketKey: data.socketKey,
        args: [{ ...row, id: String(row.id) }, typeof caseId === 'string' ? caseId : ''],
      },
    }
  }
  if (type === TableSyncType.COMMON_SEND) {
    if (!isRecord(data) || typeof data.key !== 'string') return null
    return { type, data: { key: data.key, args: Array.isArray(data.args) ? data.args : [] } }
  }
  return null
}

/** Close code of a refused table-sync socket (RFC 6455 policy violation): the client does not reconnect. */
export const TABLE_SYNC_REFUSED_CODE = 1008

/**
 * Close reasons of a refused socket. `forbidden` is followed by `: <permission code>` (the code the page kind needs).
 * A page id is `<kind>-<key>`; the server knows a few kinds (e.g. `instore-batch-<batch id>`).
 */
export const TableSyncCloseReason = {
  UNAUTHORIZED: 'unauthorized',
  BAD_PAGE_ID: 'bad page id',
  UNKNOWN_PAGE_KIND: 'unknown page kind',
  FORBIDDEN: 'forbidden',
  PAGE_NOT_FOUND: 'page not found',
} as const
