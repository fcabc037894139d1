import type { InStoreLine } from '@portico/contract'

export interface LineTotals {
  lines: number
  pieces: number
  /** kg, exact to the gram. */
  weight: number
}

const numberOf = (value: unknown) => {
  const n = Number(value)
  return Number.isFinite(n) ? n : 0
}

/** Lines, pieces and weight of the rows on screen (cells not filled yet count as 0). */
export function lineTotals(rows: readonly Record<string, unknown>[]): LineTotals {
  let pieces = 0
  let grams = 0
  for (const row of rows) {
    pieces += Math.trunc(numberOf(row.pieces))
    grams += Math.round(numberOf(row.weight) * 1000)
  }
  return { lines: rows.length, pieces, weight: grams / 1000 }
}

export const formatTotals = ({ lines, pieces, weight }: LineTotals) =>
  `${lines} 行 · ${pieces} 件 · ${weight} kg`

const FIELDS = ['trackingNo', 'weight', 'pieces', 'channel', 'remark'] as const
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim())

/**
 * Whether the screen holds changes the server does not have: deleted rows, new rows, or values (or order) that
 * differ from the lines last loaded. `isNew` tells a row added here (a temporary id).
 */
export function hasUnsavedChanges(
  loaded: readonly InStoreLine[],
  rows: readonly Record<string, unknown>[],
  deleteIds: readonly string[],
  isNew: (id: string) => boolean,
): boolean {
  if (deleteIds.length > 0 || rows.length !== loaded.length) return true
  return rows.some((row, index) => {
    const line: Record<string, unknown> = loaded[index] ?? {}
    if (isNew(String(row.id)) || row.id !== line.id) return true
    return FIELDS.some((field) => text(row[field]) !== text(line[field]))
  })
}
