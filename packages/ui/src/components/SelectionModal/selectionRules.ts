import type { RowKey, SelectionMode } from './SelectionModal.types'

export function keyOfRow<Row>(rowKey: RowKey<Row>): (row: Row) => string {
  return typeof rowKey === 'function' ? rowKey : (row: Row) => String(row[rowKey] ?? '')
}

/** Spec §4: single select replaces the previous choice; multi select adds a row, or takes a repeated pick off. */
export function pickRow<Row>(
  chosen: Row[],
  row: Row,
  mode: SelectionMode,
  keyOf: (row: Row) => string,
): Row[] {
  if (mode === 'single') return [row]
  const key = keyOf(row)
  return chosen.some((r) => keyOf(r) === key) ? chosen.filter((r) => keyOf(r) !== key) : [...chosen, row]
}

export function removeRow<Row>(chosen: Row[], key: string, keyOf: (row: Row) => string): Row[] {
  return chosen.filter((r) => keyOf(r) !== key)
}

/** The header box of a page: every row of the page on, or all of them off when they are all chosen already. */
export function togglePage<Row>(chosen: Row[], page: Row[], keyOf: (row: Row) => string): Row[] {
  const keys = new Set(chosen.map(keyOf))
  const pageKeys = new Set(page.map(keyOf))
  const allChosen = page.length > 0 && page.every((row) => keys.has(keyOf(row)))
  if (allChosen) return chosen.filter((row) => !pageKeys.has(keyOf(row)))
  return [...chosen, ...page.filter((row) => !keys.has(keyOf(row)))]
}

/** Rows `size` at a time, for answers that are a plain list (users of a department). */
export function pageOf<Row>(rows: Row[], pageNo: number, pageSize: number): Row[] {
  return rows.slice((pageNo - 1) * pageSize, pageNo * pageSize)
}
