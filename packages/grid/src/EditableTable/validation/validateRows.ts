import type { CellError, EditableColumn } from '../EditableTable.types'
import type { EditableRow } from '../rows/rowOperations'
import { compileRules, countValue, hasUniqueRule, type ValueCheck } from './validateValue'
import { createYield } from './yieldToBrowser'

/** Longest stretch of checking between two yields to the browser: input and frames wait at most about this long. */
export const VALIDATION_SLICE_MS = 8

export interface ValidateRowsOptions {
  /** Milliseconds of work between yields (default VALIDATION_SLICE_MS). */
  sliceMs?: number
  /** How to give the thread back between slices (default: `createYield()`, which also lets frames through). */
  yieldNow?: () => Promise<void>
}

/**
 * Checks every cell of `rows` against its column's rules, in time slices so a large table never blocks the page
 * for long; unique rules count each column's values once first. Resolves the failures in row, then column order.
 */
export async function validateRows(
  rows: readonly EditableRow[],
  columns: readonly EditableColumn[],
  { sliceMs = VALIDATION_SLICE_MS, yieldNow = createYield() }: ValidateRowsOptions = {},
): Promise<CellError[]> {
  let sliceEnd = performance.now() + sliceMs
  /** Whether the slice is over; asked every 16 rows (a clock read per cell would cost more than some rules). */
  const due = (rowIndex: number) => (rowIndex & 15) === 15 && performance.now() >= sliceEnd
  const pause = async () => {
    await yieldNow()
    sliceEnd = performance.now() + sliceMs
  }

  const checked = columns
    .map((column, order) => ({ column, order }))
    .filter(({ column }) => column.validateRules?.length)

  const compiled: { key: string; title: string; order: number; check: ValueCheck }[] = []
  for (const { column, order } of checked) {
    let counted: Map<string, number> | undefined
    if (hasUniqueRule(column.validateRules)) {
      counted = new Map()
      for (let rowIndex = 0; rowIndex < rows.length; rowIndex++) {
        countValue(counted, (rows[rowIndex] as EditableRow)[column.key])
        if (due(rowIndex)) await pause()
      }
    }
    compiled.push({
      key: column.key,
      title: column.title,
      order,
      check: compileRules(column.validateRules, counted),
    })
  }

  const failures: (CellError & { order: number })[] = []
  const pending: Promise<void>[] = []
  for (let rowIndex = 0; rowIndex < rows.length; rowIndex++) {
    const row = rows[rowIndex] as EditableRow
    for (const { key, title, order, check } of compiled) {
      const outcome = check(row[key], { key, title, row, rows })
      if (outcome == null) continue
      const fail = (message: string) => failures.push({ rowId: row.id, rowIndex, key, message, order })
      if (typeof outcome === 'string') fail(outcome)
      else
        pending.push(
          outcome.then((message) => {
            if (message != null) fail(message)
          }),
        )
    }
    if (due(rowIndex)) await pause()
  }
  await Promise.all(pending)
  if (pending.length > 0) failures.sort((a, b) => a.rowIndex - b.rowIndex || a.order - b.order)
  return failures.map(({ order: _, ...failure }) => failure)
}
