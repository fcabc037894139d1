import type { TableSyncMessage } from '@portico/contract'

/**
 * Where the sync socket stands: `connecting` until the server answers the first heartbeat (sent on open), `online`
 * after, `offline` after a drop (a new socket opens 5 s later), `refused` when the server closed it with 1008 (token,
 * page or permission refused: no retry; `reason` is the server's close reason, e.g. `forbidden: site:instore:edit`).
 */
export interface TableSyncStatus {
  state: 'connecting' | 'online' | 'offline' | 'refused'
  reason?: string
}

/** Realtime sync of the editable table over `/vxeSocket/{userId}/{pageId}` (spec §4, §7, §9). */
export interface EditableTableSync {
  /** Which table of the page the edits belong to (JVxeTable's socketKey). */
  socketKey: string
  /** The shared page: every table open on the same page id gets the others' edits. */
  pageId: string
  /** The signed-in user; the server checks that the token is theirs. */
  userId: string
  token: string
  /** Every well-formed message (e.g. the server's `common_send_date`), after the table applied it. */
  onMessage?: (message: TableSyncMessage) => void
  onStatusChange?: (status: TableSyncStatus) => void
}
