import { useNotify } from '@portico/ui'
import { type KeyboardEvent, useCallback, useMemo } from 'react'
import type { EditableTableProps } from '../EditableTable.types'
import type { TableCommands, TableState } from '../model/tableModel.types'
import type { EditableRow } from '../rows/rowOperations'
import type { RowExpanderInfo } from './expand.types'
import { useSubTables } from './useSubTables'
import { useTreeRows } from './useTreeRows'

export type ExpansionMode = 'tree' | 'subTable' | null

/**
 * Rows that expand: tree children (`tree`) or a nested table (`subTable`). The expander sits in the first column;
 * on that cell ArrowRight expands and ArrowLeft collapses (or, in a tree, goes to the parent row).
 */
export function useRowExpansion(
  props: EditableTableProps,
  state: TableState,
  commands: Pick<TableCommands, 'updateRows' | 'removeRows' | 'recordDeleted'>,
) {
  const notify = useNotify()
  const mode: ExpansionMode = props.tree ? 'tree' : props.subTable ? 'subTable' : null
  const tree = useTreeRows(props.tree, { rows: state.rows, ...commands }, props.dataSource, notify.error)
  const subTables = useSubTables(mode === 'subTable' ? props.subTable : undefined, {
    rows: () => state.rowsRef.current,
    revealRow: (rowId) => state.revealRef.current(rowId, ''),
    dataSource: props.dataSource,
  })
  const active = mode === 'tree' ? tree : subTables
  // What getValues covers beyond the shown rows: a tree's closed branches, or the sub-tables.
  state.collectorRef.current =
    mode === 'tree' ? tree.collector : mode === 'subTable' ? subTables.collector : null

  const info = useCallback(
    (row: EditableRow): RowExpanderInfo | null => (mode ? active.info(row) : null),
    [mode, active.info],
  )
  const expand = active.expand
  const collapse = active.collapse
  const toggle = useCallback(
    (row: EditableRow) => {
      const current = info(row)
      if (!current?.expandable || current.busy) return
      if (current.expanded) collapse(row)
      else void expand(row)
    },
    [info, expand, collapse],
  )

  /** Arrow keys on the first cell of a row; leaves every other key to the grid. */
  const keyDown = useCallback(
    (
      event: KeyboardEvent<HTMLElement>,
      focusCell: (rowIndex: number, colIndex: number, edit: boolean) => void,
    ) => {
      if (!mode || event.defaultPrevented || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return
      const cell = event.target as HTMLElement
      if (!cell.hasAttribute('data-cell') || cell.dataset.colIndex !== '0') return
      const rowIndex = Number(cell.dataset.rowIndex)
      const row = state.rows[rowIndex]
      const current = row && info(row)
      if (!row || !current) return
      if (event.key === 'ArrowRight') {
        if (!current.expandable || current.expanded) return
        event.preventDefault()
        if (!current.busy) void expand(row)
        return
      }
      if (current.expanded) {
        event.preventDefault()
        collapse(row)
        return
      }
      const parent = mode === 'tree' ? tree.parentIndex(row) : -1
      if (parent >= 0) {
        event.preventDefault()
        focusCell(parent, 0, false)
      }
    },
    [mode, state.rows, info, expand, collapse, tree.parentIndex],
  )

  /** ARIA of a tree row: its level and whether it is open (a grid row has neither; its expander button tells). */
  const rowAria = useCallback(
    (row: EditableRow) => {
      const current = mode === 'tree' ? info(row) : null
      if (!current) return {}
      return {
        'aria-level': current.level,
        'aria-expanded': current.expandable ? current.expanded : undefined,
        'aria-busy': current.busy || undefined,
      }
    },
    [mode, info],
  )

  return useMemo(
    () => ({
      mode,
      info,
      toggle,
      keyDown,
      rowAria,
      subTables,
      /** Extra height of open sub-table panels, for the row virtualizer (undefined: every row is one line). */
      extraHeight: mode === 'subTable' ? subTables.extraHeight : undefined,
    }),
    [mode, info, toggle, keyDown, rowAria, subTables],
  )
}

export type RowExpansion = ReturnType<typeof useRowExpansion>
