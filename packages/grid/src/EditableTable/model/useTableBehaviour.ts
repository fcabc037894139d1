import { useCallback, useMemo } from 'react'
import type { CellError, EditableTableValues } from '../EditableTable.types'
import { EditableTableValidationError } from '../EditableTableValidationError'
import type { EditHistory } from '../range/editHistory'
import { cellId, type useCellValidation } from '../useCellValidation'
import type { TableBehaviour } from './tableModel.types'
import type { TableStore } from './useTableState'

/** Validation shown in the cells, and checking every row to collect the values (`validate`, `getValues`). */
export function useTableBehaviour(
  store: TableStore,
  validation: ReturnType<typeof useCellValidation>,
  history: EditHistory,
): TableBehaviour {
  const { collectorRef, revealRef } = store.state
  const { deleteIdsRef } = store
  const { validateSnapshot, errors, tooltipCell, setTooltipCell } = validation

  /** Checks every row (a tree's closed branches too) and what lives beside them (sub-tables). */
  const checkAll = useCallback(async () => {
    // The values are the rows that were checked (typing during a long check does not slip unchecked values in).
    const { rows: checked, failures } = await validateSnapshot()
    const extra = await collectorRef.current?.collect?.()
    return { checked, failures, extra, all: extra ? [...failures, ...extra.failures] : failures }
  }, [validateSnapshot, collectorRef])

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
  }, [checkAll, collectorRef, revealRef, deleteIdsRef])

  const { validateOnBlur: validateLater } = validation
  /** A cell left: checked after the blur delay, and its typing ends one undo step. */
  const validateOnBlur = useCallback(
    (rowId: string, key: string) => {
      history.seal()
      validateLater(rowId, key)
    },
    [history, validateLater],
  )

  return useMemo(
    () => ({ errors, tooltipCell, setTooltipCell, validateOnBlur, cellId, validate, getValues }),
    [errors, tooltipCell, setTooltipCell, validateOnBlur, validate, getValues],
  )
}
