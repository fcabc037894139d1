import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { CellError } from '../EditableTable.types'
import { type EditableRow, isTempId } from '../rows/rowOperations'
import type { ValuesCollector } from '../valuesCollector'
import type { EditableSubTableOptions, RowExpanderInfo } from './expand.types'
import { retry, SUB_TABLE_ERROR, SUB_TABLE_RETRIES, SUB_TABLE_RETRY_DELAY_MS } from './retry'
import { collectSubTables, type KeptSubTable } from './subTableValues'
import { childrenOfResult, rowsWithIds } from './treeRows'

export const DEFAULT_SUB_TABLE_HEIGHT = 240

export type SubTableState =
  | { status: 'loading' }
  | { status: 'ready'; rows: EditableRow[] }
  | { status: 'error'; message: string }

export interface SubTablesHost {
  /** The parent table's rows now. */
  rows: () => EditableRow[]
  /** Scrolls a parent row (and its open panel) into view. */
  revealRow: (rowId: string) => void
  /** A new array starts over: sub-tables of the old rows are forgotten. */
  dataSource: unknown
}

/**
 * Sub-tables of the editable table: which rows have theirs open, loading them (3 retries, then 'failed to open
 * sub-table') and keeping their rows and deleted ids, edits included, while the table lives (an open panel that
 * scrolls out of the virtual window is drawn again from them). The parent's getValues checks and returns them.
 */
export function useSubTables(options: EditableSubTableOptions | undefined, host: SubTablesHost) {
  const [open, setOpen] = useState<Record<string, SubTableState>>({})
  /** Bumped per sub-table when getValues found a failure in it: its nested table then shows its errors. */
  const [checks, setChecks] = useState<Record<string, number>>({})
  const optionsRef = useRef(options)
  optionsRef.current = options
  const hostRef = useRef(host)
  hostRef.current = host
  const kept = useRef(new Map<string, KeptSubTable>())
  /** The latest load per row: an older one that settles late is ignored. */
  const loads = useRef(new Map<string, number>())
  const loadCount = useRef(0)

  const setRow = useCallback((id: string, next: SubTableState | null) => {
    setOpen((current) => {
      const { [id]: _, ...rest } = current
      return next ? { ...rest, [id]: next } : rest
    })
  }, [])

  // A new dataSource starts over.
  const firstSource = useRef(host.dataSource)
  useEffect(() => {
    if (host.dataSource === firstSource.current) return
    firstSource.current = host.dataSource
    kept.current.clear()
    loads.current.clear()
    setOpen({})
    setChecks({})
  }, [host.dataSource])

  const load = useCallback(
    async (row: EditableRow) => {
      const current = optionsRef.current
      if (!current) return
      const stored = kept.current.get(row.id)
      if (stored) return setRow(row.id, { status: 'ready', rows: stored.rows })
      const token = ++loadCount.current
      loads.current.set(row.id, token)
      setRow(row.id, { status: 'loading' })
      try {
        const rows = await retry(async () => rowsWithIds(childrenOfResult(await current.load(row))), {
          retries: SUB_TABLE_RETRIES,
          delayMs: SUB_TABLE_RETRY_DELAY_MS,
        })
        if (loads.current.get(row.id) !== token) return
        kept.current.set(row.id, { rows, deleteIds: [] })
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

  /** The nested table's edits and deletions, kept for getValues and the next time its panel is drawn. */
  const rowsChanged = useCallback((parent: EditableRow, rows: EditableRow[], deleteIds: string[]) => {
    kept.current.set(parent.id, { rows, deleteIds })
    optionsRef.current?.onRowsChange?.(parent, rows, deleteIds)
  }, [])

  /** getValues: every kept sub-table checked and collected; the failing ones show their errors when drawn. */
  const collector = useMemo<ValuesCollector>(
    () => ({
      collect: async () => {
        const columns = optionsRef.current?.columns ?? []
        const result = await collectSubTables(hostRef.current.rows(), kept.current, columns)
        const failing = new Set(result.failures.map((failure) => failure.parentId as string))
        if (failing.size)
          setChecks((current) => {
            const next = { ...current }
            for (const id of failing) next[id] = (next[id] ?? 0) + 1
            return next
          })
        return result
      },
      reveal: (failure: CellError) => {
        const parent = hostRef.current.rows().find((row) => row.id === failure.parentId)
        if (!parent) return
        void load(parent)
        hostRef.current.revealRow(parent.id)
      },
    }),
    [load],
  )

  return useMemo(
    () => ({
      info,
      expand: load,
      collapse,
      retry: load,
      stateOf: (id: string): SubTableState | undefined => open[id],
      kept: (id: string) => kept.current.get(id),
      /** Changes when getValues found failures in the sub-table of `id`. */
      checkToken: (id: string) => checks[id] ?? 0,
      rowsChanged,
      extraHeight,
      height,
      collector,
    }),
    [info, load, collapse, open, checks, rowsChanged, extraHeight, height, collector],
  )
}
