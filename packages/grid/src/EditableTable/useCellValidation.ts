import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { EditableColumn } from './EditableTable.types'
import { createKeyedDebounce } from './keyedDebounce'
import type { EditableRow } from './rows/rowOperations'
import { validateRows } from './validation/validateRows'
import { validateValue } from './validation/validateValue'

/** Blur validation waits this long (spec §9), so a click that moves focus inside the cell does not flash an error. */
export const BLUR_VALIDATION_DELAY_MS = 100

export const cellId = (rowId: string, key: string) => `${rowId}::${key}`

/**
 * Cell errors of the editable table: validation of one cell on input, change and blur, and of all cells.
 * `allRows` gives every row of the table (a tree's closed branches too) for checks across rows such as uniqueness.
 */
export function useCellValidation(
  columns: readonly EditableColumn[],
  rowsRef: RefObject<EditableRow[]>,
  allRows: () => EditableRow[],
) {
  const [errors, setErrors] = useState<Record<string, string>>({})
  const errorsRef = useRef(errors)
  errorsRef.current = errors
  /** The failing cell whose tooltip shows without hovering: the one just checked, or the first after a full check. */
  const [tooltipCell, setTooltipCell] = useState<string | null>(null)
  const tokens = useRef(new Map<string, number>())
  const [blurChecks] = useState(() => createKeyedDebounce(BLUR_VALIDATION_DELAY_MS))
  const byKey = useMemo(() => new Map(columns.map((column) => [column.key, column])), [columns])

  useEffect(() => () => blurChecks.cancelAll(), [blurChecks])

  const check = useCallback(
    async (row: EditableRow, key: string): Promise<string | null> => {
      const column = byKey.get(key)
      if (!column?.validateRules?.length) return null
      return validateValue(column.validateRules, row[key], {
        key,
        title: column.title,
        row,
        // Read only by rules across rows (unique, handlers): gathering a tree's closed branches costs a pass.
        get rows() {
          return allRows()
        },
      })
    },
    [byKey, allRows],
  )

  const validateCell = useCallback(
    async (rowId: string, key: string): Promise<string | null> => {
      const id = cellId(rowId, key)
      const token = (tokens.current.get(id) ?? 0) + 1
      tokens.current.set(id, token)
      const row = rowsRef.current.find((r) => r.id === rowId)
      const message = row ? await check(row, key) : null
      // A later check of the same cell (a faster keystroke) wins.
      if (tokens.current.get(id) !== token) return message
      setErrors((previous) => {
        if ((previous[id] ?? null) === message) return previous
        const next = { ...previous }
        if (message == null) delete next[id]
        else next[id] = message
        return next
      })
      setTooltipCell((current) => (message != null ? id : current === id ? null : current))
      return message
    },
    [check, rowsRef],
  )

  /** Checks again the failing cells of a column, other than `exceptRowId`'s (after a unique value changed). */
  const revalidateFailing = useCallback(
    (key: string, exceptRowId: string) => {
      for (const row of rowsRef.current) {
        if (row.id !== exceptRowId && errorsRef.current[cellId(row.id, key)]) void validateCell(row.id, key)
      }
    },
    [rowsRef, validateCell],
  )

  const validateOnBlur = useCallback(
    (rowId: string, key: string) =>
      blurChecks.schedule(cellId(rowId, key), () => void validateCell(rowId, key)),
    [blurChecks, validateCell],
  )

  /**
   * Checks every cell of the rows as they are now (in time slices); shows the failures and resolves those rows.
   * `rows` may hold rows that are not shown (a tree's closed branches): their errors show once they are.
   */
  const validateSnapshot = useCallback(
    async (rows: EditableRow[] = allRows()) => {
      const failures = await validateRows(rows, columns)
      for (const id of tokens.current.keys()) tokens.current.set(id, (tokens.current.get(id) ?? 0) + 1)
      setErrors((previous) =>
        failures.length === 0 && Object.keys(previous).length === 0
          ? previous
          : Object.fromEntries(failures.map((error) => [cellId(error.rowId, error.key), error.message])),
      )
      const first = failures[0]
      setTooltipCell(first ? cellId(first.rowId, first.key) : null)
      return { rows, failures }
    },
    [columns, allRows],
  )

  const forgetRows = useCallback((rowIds: readonly string[]) => {
    const prefixes = rowIds.map((id) => cellId(id, ''))
    setErrors((previous) =>
      Object.fromEntries(Object.entries(previous).filter(([id]) => !prefixes.some((p) => id.startsWith(p)))),
    )
  }, [])

  return {
    errors,
    tooltipCell,
    setTooltipCell,
    validateCell,
    revalidateFailing,
    validateOnBlur,
    validateSnapshot,
    forgetRows,
  }
}
