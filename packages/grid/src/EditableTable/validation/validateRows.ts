import type { CellError, EditableColumn } from '../EditableTable.types'
import type { EditableRow } from '../rows/rowOperations'
import { type ColumnCheck, compileColumn, type FailureSink } from './columnCheck'
import { type RepeatedValues, repeatedValuesCounter } from './repeatedValues'
import { hasUniqueRule } from './validateValue'
import { createYield } from './yieldToBrowser'

/** Longest stretch of checking between two yields to the browser: input and frames wait at most about this long. */
export const VALIDATION_SLICE_MS = 8
/** Rows checked between two looks at the clock (about a millisecond's work with a few rules per column). */
const BLOCK_ROWS = 256

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

  const failures: (CellError & { order: number })[] = []
  const pending: Promise<void>[] = []
  const compiled: { check: ColumnCheck; fail: FailureSink }[] = []
  for (const { column, order } of checked) {
    let repeated: RepeatedValues | undefined
    if (hasUniqueRule(column.validateRules)) {
      const counter = repeatedValuesCounter(rows.length)
      for (let rowIndex = 0; rowIndex < rows.length; rowIndex++) {
        counter.add(rowIndex, (rows[rowIndex] as EditableRow)[column.key])
        if (due(rowIndex)) await pause()
      }
      repeated = counter.result
    }
    const { key } = column
    compiled.push({
      check: compileColumn(column, repeated),
      fail: (rowIndex, message) =>
        failures.push({ rowId: (rows[rowIndex] as EditableRow).id, rowIndex, key, message, order }),
    })
  }

  // Blocks of rows, each checked column by column, with a look at the clock between blocks.
  for (let from = 0; from < rows.length; from += BLOCK_ROWS) {
    const to = Math.min(rows.length, from + BLOCK_ROWS)
    for (const { check, fail } of compiled) check(rows, from, to, fail, pending)
    if (performance.now() >= sliceEnd) await pause()
  }
  await Promise.all(pending)
  failures.sort((a, b) => a.rowIndex - b.rowIndex || a.order - b.order)
  return failures.map(({ order: _, ...failure }) => failure)
}
