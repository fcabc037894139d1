import { useNotify } from '@portico/ui'
import { useCallback, useMemo } from 'react'
import type { EditableColumn } from '../columns/column.types'
import type { ChangeTrigger } from '../columns/columnRegistry.types'
import type { EditHistory } from '../range/editHistory'
import {
  createTempId,
  createThrottle,
  type EditableRow,
  INSERT_THROTTLE_MS,
  idsArgument,
  insertRows,
  isTempId,
  moveRow,
  removeRows as removeFrom,
  TOO_FAST_MESSAGE,
} from '../rows/rowOperations'
import type { useCellValidation } from '../useCellValidation'
import type { CellChange, TableCommands } from './tableModel.types'
import type { TableStore } from './useTableState'

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

type Validation = Pick<
  ReturnType<typeof useCellValidation>,
  'validateCell' | 'revalidateFailing' | 'forgetRows'
>

/** Whether a changed value of the column can end another row's duplicate (its other failing cells are checked again). */
const hasUniqueRule = (column: EditableColumn) =>
  column.validateRules?.some((rule) => rule.unique || rule.pattern === 'only') ?? false

/** Everything that changes the editable table's rows, selection and editing; edits are recorded in `history`. */
export function useTableCommands(
  store: TableStore,
  columns: readonly EditableColumn[],
  validation: Validation,
  history: EditHistory,
): TableCommands {
  const { commit, deleteIdsRef, propsRef, setSelectedIds, setEditing, setPendingDelete } = store
  const { rowsRef, selectedIds, pendingDelete } = store.state
  const notify = useNotify()
  const insertAllowed = useMemo(() => createThrottle(INSERT_THROTTLE_MS), [])
  const { validateCell, revalidateFailing, forgetRows } = validation

  const changeSelection = useCallback(
    (ids: string[]) => {
      setSelectedIds(ids)
      propsRef.current.onSelectionChange?.(ids)
    },
    [setSelectedIds, propsRef],
  )

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
    [columns, propsRef],
  )

  const addRows = useCallback(
    (data: Record<string, unknown> | Record<string, unknown>[] = {}, options: { index?: number } = {}) => {
      const added = makeRows(Array.isArray(data) ? data : [data])
      commit(insertRows(rowsRef.current, added, options.index), true)
      return added
    },
    [commit, makeRows, rowsRef],
  )

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

  const recordDeleted = useCallback(
    (rowIds: readonly string[]) => {
      const known = new Set(deleteIdsRef.current)
      const added = rowIds.filter((id) => !isTempId(id) && !known.has(id))
      if (added.length) deleteIdsRef.current = [...deleteIdsRef.current, ...added]
    },
    [deleteIdsRef],
  )

  const removeRows = useCallback(
    (rowIds: unknown) => {
      const ids = idsArgument(rowIds)
      const result = removeFrom(rowsRef.current, ids, deleteIdsRef.current)
      deleteIdsRef.current = result.deleteIds
      forgetRows(ids)
      const gone = new Set(ids)
      setSelectedIds((current) => current.filter((id) => !gone.has(id)))
      setEditing((current) => (current && gone.has(current.rowId) ? null : current))
      commit(result.rows, true)
    },
    [commit, forgetRows, rowsRef, deleteIdsRef, setSelectedIds, setEditing],
  )

  /** Deletes the selected rows; rows that exist on the server wait for confirmation when `confirmDelete` is set. */
  const deleteSelected = useCallback(() => {
    if (selectedIds.length === 0) return
    if (propsRef.current.confirmDelete && selectedIds.some((id) => !isTempId(id)))
      setPendingDelete(selectedIds)
    else removeRows(selectedIds)
  }, [removeRows, selectedIds, propsRef, setPendingDelete])

  const confirmDelete = useCallback(
    (confirmed: boolean) => {
      if (confirmed && pendingDelete) removeRows(pendingDelete)
      setPendingDelete(null)
    },
    [pendingDelete, removeRows, setPendingDelete],
  )

  const move = useCallback(
    (from: number, to: number) => commit(moveRow(rowsRef.current, from, to), true),
    [commit, rowsRef],
  )

  const setValues = useCallback(
    (rowId: string, values: Record<string, unknown>) => {
      commit(rowsRef.current.map((row) => (row.id === rowId ? { ...row, ...values, id: row.id } : row)))
    },
    [commit, rowsRef],
  )

  const byKey = useMemo(() => new Map(columns.map((column) => [column.key, column])), [columns])

  /** An edit of one or more fields of a row: one commit, then each changed column reported and validated. */
  const setCellValues = useCallback(
    (rowId: string, values: Record<string, unknown>, _trigger: ChangeTrigger = 'change') => {
      const rowIndex = rowsRef.current.findIndex((row) => row.id === rowId)
      const row = rowsRef.current[rowIndex]
      if (!row) return
      const next = { ...row, ...values, id: row.id }
      commit(rowsRef.current.map((r) => (r.id === rowId ? next : r)))
      const keys = Object.keys(values)
      history.record({
        changes: keys.map((key) => ({ rowId, key, before: row[key], after: values[key] })),
        cell: keys.length === 1 ? `${rowId}::${keys[0]}` : undefined,
      })
      for (const [key, value] of Object.entries(values)) {
        const column = byKey.get(key)
        if (!column) continue
        propsRef.current.onValueChange?.({ row: next, rowIndex, column, value })
        void validateCell(rowId, key)
        if (hasUniqueRule(column)) revalidateFailing(key, rowId)
      }
    },
    [byKey, commit, history, rowsRef, propsRef, validateCell, revalidateFailing],
  )

  const setCellValue = useCallback(
    (rowId: string, key: string, value: unknown, trigger: ChangeTrigger = 'change') =>
      setCellValues(rowId, { [key]: value }, trigger),
    [setCellValues],
  )

  const writeCells = useCallback(
    (changes: readonly CellChange[], added?: { index: number; rows: EditableRow[] }) => {
      const next = added ? insertRows(rowsRef.current, added.rows, added.index) : [...rowsRef.current]
      const indexOf = new Map(next.map((row, index) => [row.id, index]))
      for (const { rowId, key, after } of changes) {
        const index = indexOf.get(rowId)
        const row = index === undefined ? undefined : next[index]
        if (row && index !== undefined) next[index] = { ...row, [key]: after, id: row.id }
      }
      commit(next, Boolean(added))
      const uniqueKeys = new Set<string>()
      for (const { rowId, key } of changes) {
        if (!indexOf.has(rowId)) continue
        void validateCell(rowId, key)
        const column = byKey.get(key)
        if (column && hasUniqueRule(column)) uniqueKeys.add(key)
      }
      for (const key of uniqueKeys) revalidateFailing(key, '')
    },
    [byKey, commit, rowsRef, validateCell, revalidateFailing],
  )

  const updateRows = useCallback(
    (update: (current: EditableRow[]) => EditableRow[]) => commit(update(rowsRef.current)),
    [commit, rowsRef],
  )

  return useMemo(
    () => ({
      setEditing,
      changeSelection,
      addRows,
      userInsert,
      removeRows,
      recordDeleted,
      deleteSelected,
      confirmDelete,
      move,
      setValues,
      setCellValue,
      setCellValues,
      writeCells,
      makeRows,
      updateRows,
    }),
    [
      setEditing,
      changeSelection,
      addRows,
      userInsert,
      removeRows,
      recordDeleted,
      deleteSelected,
      confirmDelete,
      move,
      setValues,
      setCellValue,
      setCellValues,
      writeCells,
      makeRows,
      updateRows,
    ],
  )
}
