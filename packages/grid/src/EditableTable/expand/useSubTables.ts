import { useCallback, useMemo, useRef, useState } from 'react'
import { type EditableRow, isTempId } from '../rows/rowOperations'
import type { EditableSubTableOptions, RowExpanderInfo } from './expand.types'
import { retry, SUB_TABLE_ERROR, SUB_TABLE_RETRIES, SUB_TABLE_RETRY_DELAY_MS } from './retry'
import { childrenOfResult, rowsWithIds } from './treeRows'

export const DEFAULT_SUB_TABLE_HEIGHT = 240

export type SubTableState =
  | { status: 'loading' }
  | { status: 'ready'; rows: EditableRow[] }
  | { status: 'error'; message: string }

/**
 * Sub-tables of the editable table: which rows have theirs open, loading them (3 retries, then 'failed to open
 * sub-table') and keeping their rows, edits included, while the table lives (an open panel that scrolls out of the
 * virtual window is drawn again from them).
 */
export function useSubTables(options: EditableSubTableOptions | undefined) {
  const [open, setOpen] = useState<Record<string, SubTableState>>({})
  const optionsRef = useRef(options)
  optionsRef.current = options
  const kept = useRef(new Map<string, EditableRow[]>())
  /** The latest load per row: an older one that settles late is ignored. */
  const loads = useRef(new Map<string, number>())
  const loadCount = useRef(0)

  const setRow = useCallback((id: string, next: SubTableState | null) => {
    setOpen((current) => {
      const { [id]: _, ...rest } = current
      return next ? { ...rest, [id]: next } : rest
    })
  }, [])

  const load = useCallback(
    async (row: EditableRow) => {
      const current = optionsRef.current
      if (!current) return
      const stored = kept.current.get(row.id)
      if (stored) return setRow(row.id, { status: 'ready', rows: stored })
      const token = ++loadCount.current
      loads.current.set(row.id, token)
      setRow(row.id, { status: 'loading' })
      try {
        const rows = await retry(async () => rowsWithIds(childrenOfResult(await current.load(row))), {
          retries: SUB_TABLE_RETRIES,
          delayMs: SUB_TABLE_RETRY_DELAY_MS,
        })
        if (loads.current.get(row.id) !== token) return
        kept.current.set(row.id, rows)
        setRow(row.id, { status: 'ready', rows })
      } catch {
        if (loads.current.get(row.id) === token) setRow(row.id, { status: 'error', message: SUB_TABLE_ERROR })
      }
    },
    [setRow],
  )

  const info = useCallback(
    (row: EditableRow): RowExpanderInfo => {
      const expandable = optionsRef.current?.expandable?.(row) ?? !isTempId(row.id)
      return {
        level: 1,
        expandable,
        expanded: Boolean(open[row.id]),
        busy: open[row.id]?.status === 'loading',
      }
    },
    [open],
  )

  const collapse = useCallback(
    (row: EditableRow) => {
      loads.current.delete(row.id)
      setRow(row.id, null)
    },
    [setRow],
  )

  const height = options?.height ?? DEFAULT_SUB_TABLE_HEIGHT
  /** Room an open panel takes below its row (for the row virtualizer). */
  const extraHeight = useCallback((row: EditableRow) => (open[row.id] ? height : 0), [open, height])

  /** The nested table's edits, kept for the next time its panel is drawn. */
  const rowsChanged = useCallback((parent: EditableRow, rows: EditableRow[]) => {
    kept.current.set(parent.id, rows)
    optionsRef.current?.onRowsChange?.(parent, rows)
  }, [])

  return useMemo(
    () => ({
      info,
      expand: load,
      collapse,
      retry: load,
      stateOf: (id: string): SubTableState | undefined => open[id],
      kept: (id: string) => kept.current.get(id),
      rowsChanged,
      extraHeight,
      height,
    }),
    [info, load, collapse, open, rowsChanged, extraHeight, height],
  )
}
