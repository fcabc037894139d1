import { useNotify } from '@portico/ui'
import { type Ref, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react'
import { useTablePermissions } from '../permissions/useTablePermissions'
import { columnTypeDefinition } from './columns/columnRegistry'
import type { ChangeTrigger } from './columns/columnRegistry.types'
import type {
  CellError,
  EditableColumn,
  EditableTableHandle,
  EditableTableProps,
  EditableTableValues,
} from './EditableTable.types'
import { EditableTableValidationError } from './EditableTableValidationError'
import { isCellBlock, parseClipboardTable, placePaste } from './rows/paste'
import { pastedValue } from './rows/pastedValue'
import {
  createTempId,
  createThrottle,
  DEFAULT_SORT_KEY,
  type EditableRow,
  INSERT_THROTTLE_MS,
  idsArgument,
  insertRows,
  isTempId,
  moveRow,
  removeRows as removeFrom,
  renumber,
  TOO_FAST_MESSAGE,
} from './rows/rowOperations'
import { cellId, useCellValidation } from './useCellValidation'
import type { ValuesCollector } from './valuesCollector'

export interface EditingCell {
  rowId: string
  key: string
}

function defaultsOf(columns: readonly EditableColumn[]): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const column of columns) {
    if (column.defaultValue !== undefined) values[column.key] = column.defaultValue
    else if (column.type === 'checkbox' && column.defaultChecked !== undefined) {
      const [on, off] = column.customValue ?? [true, false]
      values[column.key] = column.defaultChecked ? on : off
    }
  }
  return values
}

/** The rows with string ids; rows that already have one are kept as they are (never changed in place, only replaced). */
const withIds = (rows: readonly Record<string, unknown>[] | undefined): EditableRow[] =>
  (rows ?? []).map((row) =>
    typeof row.id === 'string' && row.id !== ''
      ? (row as EditableRow)
      : { ...row, id: row.id == null || row.id === '' ? createTempId() : String(row.id) },
  )

/** State and operations of the editable table; the component renders what this returns. */
export function useEditableTable(props: EditableTableProps, ref: Ref<EditableTableHandle> | undefined) {
  const { columns, dragSort = false, sortKey = DEFAULT_SORT_KEY, alwaysEdit = false } = props
  const notify = useNotify()
  const [rows, setRowsState] = useState<EditableRow[]>(() => withIds(props.dataSource))
  const rowsRef = useRef(rows)
  const deleteIdsRef = useRef<string[]>([])
  const [selectedIds, setSelectedIds] = useState<string[]>([])
  const [editing, setEditing] = useState<EditingCell | null>(null)
  const [pendingDelete, setPendingDelete] = useState<string[] | null>(null)
  const insertAllowed = useMemo(() => createThrottle(INSERT_THROTTLE_MS), [])
  /** Set by row expansion (tree, sub-tables): what checking and collecting values covers beyond the shown rows. */
  const collectorRef = useRef<ValuesCollector | null>(null)
  const allRows = useCallback(() => collectorRef.current?.rows?.(rowsRef.current) ?? rowsRef.current, [])
  const validation = useCellValidation(columns, rowsRef, allRows)
  const propsRef = useRef(props)
  propsRef.current = props
  /** Set by the component: scrolls a shown row's cell into the virtual window (the first failure of getValues). */
  const revealRef = useRef<(rowId: string, key: string) => void>(() => {})

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

  const changeSelection = useCallback((ids: string[]) => {
    setSelectedIds(ids)
    propsRef.current.onSelectionChange?.(ids)
  }, [])

  const isRowDisabled = useCallback((row: EditableRow) => {
    const rules = propsRef.current.disabledRows
    return rules ? Object.entries(rules).some(([key, value]) => row[key] === value) : false
  }, [])

  const makeRows = useCallback(
    (data: Record<string, unknown>[]) =>
      data.map(
        (values) =>
          ({
            ...defaultsOf(columns),
            ...propsRef.current.addDefaults,
            ...values,
            id: values.id == null ? createTempId() : String(values.id),
          }) as EditableRow,
      ),
    [columns],
  )

  const addRows = useCallback(
    (data: Record<string, unknown> | Record<string, unknown>[] = {}, options: { index?: number } = {}) => {
      const added = makeRows(Array.isArray(data) ? data : [data])
      commit(insertRows(rowsRef.current, added, options.index), true)
      return added
    },
    [commit, makeRows],
  )

  /** A user's insert click: refused when it follows the previous one within 1500 ms. */
  const userInsert = useCallback(
    (index?: number): EditableRow | null => {
      if (!insertAllowed()) {
        notify.warning(TOO_FAST_MESSAGE)
        return null
      }
      return addRows({}, { index })[0] ?? null
    },
    [addRows, insertAllowed, notify],
  )

  /** Rows gone without passing through the shown rows (a deleted row's closed branch): existing ones count as deleted. */
  const recordDeleted = useCallback((rowIds: readonly string[]) => {
    const known = new Set(deleteIdsRef.current)
    const added = rowIds.filter((id) => !isTempId(id) && !known.has(id))
    if (added.length) deleteIdsRef.current = [...deleteIdsRef.current, ...added]
  }, [])

  const removeRows = useCallback(
    (rowIds: unknown) => {
      const ids = idsArgument(rowIds)
      const result = removeFrom(rowsRef.current, ids, deleteIdsRef.current)
      deleteIdsRef.current = result.deleteIds
      validation.forgetRows(ids)
      const gone = new Set(ids)
      setSelectedIds((current) => current.filter((id) => !gone.has(id)))
      setEditing((current) => (current && gone.has(current.rowId) ? null : current))
      commit(result.rows, true)
    },
    [commit, validation.forgetRows],
  )

  /** Deletes the selected rows; rows that exist on the server wait for confirmation when `confirmDelete` is set. */
  const deleteSelected = useCallback(() => {
    if (selectedIds.length === 0) return
    if (propsRef.current.confirmDelete && selectedIds.some((id) => !isTempId(id)))
      setPendingDelete(selectedIds)
    else removeRows(selectedIds)
  }, [removeRows, selectedIds])

  const confirmDelete = useCallback(
    (confirmed: boolean) => {
      if (confirmed && pendingDelete) removeRows(pendingDelete)
      setPendingDelete(null)
    },
    [pendingDelete, removeRows],
  )

  const move = useCallback(
    (from: number, to: number) => commit(moveRow(rowsRef.current, from, to), true),
    [commit],
  )

  const setValues = useCallback(
    (rowId: string, values: Record<string, unknown>) => {
      commit(rowsRef.current.map((row) => (row.id === rowId ? { ...row, ...values, id: row.id } : row)))
    },
    [commit],
  )

  /** An edit of one or more fields of a row: one commit, then each changed column reported and validated. */
  const setCellValues = useCallback(
    (rowId: string, values: Record<string, unknown>, _trigger: ChangeTrigger = 'change') => {
      const rowIndex = rowsRef.current.findIndex((row) => row.id === rowId)
      const row = rowsRef.current[rowIndex]
      if (!row) return
      const next = { ...row, ...values, id: row.id }
      commit(rowsRef.current.map((r) => (r.id === rowId ? next : r)))
      for (const [key, value] of Object.entries(values)) {
        const column = columns.find((c) => c.key === key)
        if (!column) continue
        propsRef.current.onValueChange?.({ row: next, rowIndex, column, value })
        void validation.validateCell(rowId, key)
        // A changed value can end another row's duplicate: check the column's other failing cells again.
        if (column.validateRules?.some((rule) => rule.unique || rule.pattern === 'only'))
          validation.revalidateFailing(key, rowId)
      }
    },
    [columns, commit, validation.validateCell, validation.revalidateFailing],
  )

  const setCellValue = useCallback(
    (rowId: string, key: string, value: unknown, trigger: ChangeTrigger = 'change') =>
      setCellValues(rowId, { [key]: value }, trigger),
    [setCellValues],
  )

  /** Pastes a block copied from a spreadsheet from the given cell rightwards and down, adding rows as needed. */
  const pasteBlock = useCallback(
    (text: string, rowId: string, key: string): boolean => {
      if (!isCellBlock(text)) return false
      const startRow = rowsRef.current.findIndex((row) => row.id === rowId)
      const keys = visibleColumns
        .filter((column) => {
          const definition = columnTypeDefinition(column.type, propsRef.current.columnTypes)
          return definition.editor && !column.disabled && column.type !== 'slot'
        })
        .map((column) => column.key)
      const placements = placePaste(parseClipboardTable(text), startRow, keys, key)
      if (startRow < 0 || placements.length === 0) return false
      const lastRow = Math.max(...placements.map((p) => p.rowIndex))
      let next = [...rowsRef.current]
      if (lastRow >= next.length)
        next = [...next, ...makeRows(Array.from({ length: lastRow + 1 - next.length }, () => ({})))]
      const byKey = new Map(columns.map((column) => [column.key, column]))
      for (const { rowIndex, key: k, value } of placements) {
        const row = next[rowIndex] as EditableRow
        const column = byKey.get(k)
        next[rowIndex] = { ...row, [k]: column ? pastedValue(column, value) : value }
      }
      commit(next, lastRow >= rowsRef.current.length)
      for (const { rowIndex, key: k } of placements)
        void validation.validateCell((next[rowIndex] as EditableRow).id, k)
      return true
    },
    [columns, commit, makeRows, validation.validateCell, visibleColumns],
  )

  /** Rewrites the rows from the current ones (tree expansion, remote edits): not a structural change. */
  const updateRows = useCallback(
    (update: (current: EditableRow[]) => EditableRow[]) => commit(update(rowsRef.current)),
    [commit],
  )

  /** Checks every row (a tree's closed branches too) and what lives beside them (sub-tables). */
  const checkAll = useCallback(async () => {
    // The values are the rows that were checked (typing during a long check does not slip unchecked values in).
    const { rows: checked, failures } = await validation.validateSnapshot()
    const extra = await collectorRef.current?.collect?.()
    return { checked, failures, extra, all: extra ? [...failures, ...extra.failures] : failures }
  }, [validation.validateSnapshot])

  const validate = useCallback(async (): Promise<CellError[]> => (await checkAll()).all, [checkAll])

  const getValues = useCallback(async (): Promise<EditableTableValues> => {
    const { checked, failures, extra, all } = await checkAll()
    const first = failures[0]
    if (first) {
      // A failing row in a closed branch is shown first, then scrolled to.
      collectorRef.current?.show?.(first.rowId)
      revealRef.current(first.rowId, first.key)
    } else if (all[0]) collectorRef.current?.reveal?.(all[0])
    if (all.length) throw new EditableTableValidationError(all)
    const values: EditableTableValues = { values: checked, deleteIds: [...deleteIdsRef.current] }
    if (extra?.subTables) values.subTables = extra.subTables
    return values
  }, [checkAll])

  useImperativeHandle(
    ref,
    (): EditableTableHandle => ({
      getValues,
      validate,
      addRows,
      removeRows,
      setValues,
      getSelectedIds: () => selectedIds,
      getDeleteIds: () => [...deleteIdsRef.current],
    }),
    [getValues, validate, addRows, removeRows, setValues, selectedIds],
  )

  const { errors, tooltipCell, setTooltipCell, validateOnBlur } = validation
  // One object while nothing changes, so scrolling does not draw the cells again (they are memoized on it).
  return useMemo(
    () => ({
      rows,
      visibleColumns,
      permitted,
      alwaysEdit,
      editing,
      setEditing,
      selectedIds,
      isSelected,
      changeSelection,
      isRowDisabled,
      userInsert,
      deleteSelected,
      pendingDelete,
      confirmDelete,
      move,
      removeRows,
      updateRows,
      setCellValue,
      setCellValues,
      pasteBlock,
      errors,
      tooltipCell,
      setTooltipCell,
      validateOnBlur,
      cellId,
      revealRef,
      collectorRef,
      rowsRef,
      recordDeleted,
    }),
    [
      rows,
      visibleColumns,
      permitted,
      alwaysEdit,
      editing,
      selectedIds,
      isSelected,
      changeSelection,
      isRowDisabled,
      userInsert,
      deleteSelected,
      pendingDelete,
      confirmDelete,
      move,
      removeRows,
      updateRows,
      setCellValue,
      setCellValues,
      pasteBlock,
      errors,
      tooltipCell,
      setTooltipCell,
      validateOnBlur,
      recordDeleted,
    ],
  )
}

export type EditableTableState = ReturnType<typeof useEditableTable>
