import { useEndpoints, webSocketUrl } from '@portico/ui'
import { useEffect, useRef, useState } from 'react'
import type { TableCommands } from '../model/tableModel.types'
import { type EditableRow, isTempId } from '../rows/rowOperations'
import type { EditableTableSync } from './tableSync.types'
import { changedRows, connectTableSync, type TableSyncConnection } from './tableSyncConnection'
import { useReloadEffect } from './useReloadEffect'

const newCaseId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`

/**
 * Realtime sync of the table's rows (spec §4, §7): rows edited here go out as `update_vxe_table`; rows edited on
 * another screen of the same page come in and replace the values of the row with the same id. A new `dataSource`
 * (the page reloaded its rows) is not an edit and is not sent. With `reloadEffect`, the rows changed from another
 * screen are returned in `reloaded` for 1400 ms, for the table to mark them.
 */
export function useTableSync(
  sync: EditableTableSync | undefined,
  state: { rows: EditableRow[] } & Pick<TableCommands, 'updateRows'>,
  dataSource?: readonly Record<string, unknown>[],
  reloadEffect = false,
): { reloaded: ReadonlySet<string> } {
  const { marked: reloaded, mark } = useReloadEffect(reloadEffect)
  const endpoint = useEndpoints().vxeSocket
  const [caseId] = useState(newCaseId)
  const connection = useRef<TableSyncConnection | null>(null)
  /** Row objects written from a remote update: not sent back. */
  const remote = useRef(new WeakSet<EditableRow>())
  const { updateRows } = state
  const { socketKey, pageId, userId, token } = sync ?? {}
  // The callbacks, rows and effect may change every render; the socket stays.
  const callbacks = useRef(sync)
  callbacks.current = sync
  const latest = useRef({ rows: state.rows, mark })
  latest.current = { rows: state.rows, mark }

  useEffect(() => {
    if (!socketKey || !pageId || !userId || !token || typeof WebSocket === 'undefined') return
    const current = connectTableSync({
      url: webSocketUrl(endpoint, [userId, pageId], window.location),
      token,
      socketKey,
      caseId,
      onUpdate: (incoming) => {
        if (!latest.current.rows.some((row) => row.id === incoming.id)) return
        updateRows((rows) =>
          rows.map((row) => {
            if (row.id !== incoming.id) return row
            const merged = { ...row, ...incoming, id: row.id }
            remote.current.add(merged)
            return merged
          }),
        )
        latest.current.mark(String(incoming.id))
      },
      onMessage: (message) => callbacks.current?.onMessage?.(message),
      onStatus: (status) => callbacks.current?.onStatusChange?.(status),
    })
    connection.current = current
    return () => {
      current.close()
      connection.current = null
    }
  }, [endpoint, socketKey, pageId, userId, token, caseId, updateRows])

  const previous = useRef(state.rows)
  /** The dataSource the rows last followed: rows that change with a new one are a reset, not an edit. */
  const source = useRef(dataSource)
  useEffect(() => {
    const before = previous.current
    if (before === state.rows) return
    previous.current = state.rows
    const reset = source.current !== dataSource
    source.current = dataSource
    const current = connection.current
    if (!current || reset) return
    for (const row of changedRows(before, state.rows, remote.current, isTempId)) current.sendRow(row)
  }, [state.rows, dataSource])

  return { reloaded }
}
