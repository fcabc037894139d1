import { type Dispatch, type SetStateAction, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTablePermissions } from '../../permissions/useTablePermissions'
import { columnTypeDefinition } from '../columns/columnRegistry'
import type { EditableTableProps } from '../EditableTable.types'
import { createTempId, DEFAULT_SORT_KEY, type EditableRow, renumber } from '../rows/rowOperations'
import type { ValuesCollector } from '../valuesCollector'
import type { EditingCell, TableState } from './tableModel.types'

/** The rows with string ids; rows that already have one are kept as they are (never changed in place, only replaced). */
const withIds = (rows: readonly Record<string, unknown>[] | undefined): EditableRow[] =>
  (rows ?? []).map((row) =>
    typeof row.id === 'string' && row.id !== ''
      ? (row as EditableRow)
      : { ...row, id: row.id == null || row.id === '' ? createTempId() : String(row.id) },
  )

/** The state and the setters only the commands use. */
export interface TableStore {
  state: TableState
  /** Replaces the rows (renumbering the sort field after a structural change with drag-sort) and reports them. */
  commit: (next: EditableRow[], structural?: boolean) => void
  /** Ids of removed rows that exist on the server. */
  deleteIdsRef: { current: string[] }
  propsRef: { current: EditableTableProps }
  setSelectedIds: Dispatch<SetStateAction<string[]>>
  setEditing: Dispatch<SetStateAction<EditingCell | null>>
  setPendingDelete: Dispatch<SetStateAction<string[] | null>>
}

/** The editable table's state: its rows, the visible columns, selection, the cell being edited. */
export function useTableState(props: EditableTableProps): TableStore {
  const { columns, dragSort = false, sortKey = DEFAULT_SORT_KEY, alwaysEdit = false } = props
  const [rows, setRowsState] = useState<EditableRow[]>(() => withIds(props.dataSource))
  const rowsRef = useRef(rows)
  const deleteIdsRef = useRef<string[]>([])
  const [selectedIds, setSelectedIds] = useState<string[]>([])
  const [editing, setEditing] = useState<EditingCell | null>(null)
  const [pendingDelete, setPendingDelete] = useState<string[] | null>(null)
  const collectorRef = useRef<ValuesCollector | null>(null)
  const revealRef = useRef<(rowId: string, key: string) => void>(() => {})
  const propsRef = useRef(props)
  propsRef.current = props

  const permitted = useTablePermissions(props)
  const visibleColumns = useMemo(
    () =>
      columns.filter(
        (column) =>
          permitted.column(column.key) && !columnTypeDefinition(column.type, props.columnTypes).hidden,
      ),
    [columns, props.columnTypes, permitted],
  )

  const commit = useCallback(
    (next: EditableRow[], structural = false) => {
      const settled = structural && dragSort ? renumber(next, sortKey) : next
      rowsRef.current = settled
      setRowsState(settled)
      propsRef.current.onRowsChange?.(settled)
    },
    [dragSort, sortKey],
  )

  // A new dataSource resets the table.
  const firstSource = useRef(props.dataSource)
  useEffect(() => {
    if (props.dataSource === firstSource.current) return
    firstSource.current = props.dataSource
    deleteIdsRef.current = []
    setSelectedIds([])
    commit(withIds(props.dataSource))
  }, [props.dataSource, commit])

  const selectedSet = useMemo(() => new Set(selectedIds), [selectedIds])
  const isSelected = useCallback((rowId: string) => selectedSet.has(rowId), [selectedSet])
  const isRowDisabled = useCallback((row: EditableRow) => {
    const rules = propsRef.current.disabledRows
    return rules ? Object.entries(rules).some(([key, value]) => row[key] === value) : false
  }, [])

  const state = useMemo<TableState>(
    () => ({
      rows,
      rowsRef,
      visibleColumns,
      permitted,
      alwaysEdit,
      editing,
      selectedIds,
      isSelected,
      isRowDisabled,
      pendingDelete,
      collectorRef,
      revealRef,
    }),
    [
      rows,
      visibleColumns,
      permitted,
      alwaysEdit,
      editing,
      selectedIds,
      isSelected,
      isRowDisabled,
      pendingDelete,
    ],
  )
  return { state, commit, deleteIdsRef, propsRef, setSelectedIds, setEditing, setPendingDelete }
}
