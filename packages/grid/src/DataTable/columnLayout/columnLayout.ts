/**
 * A user's arrangement of a list table's columns: their order and which are hidden. Stored by column key, so a
 * layout saved before a column was added or removed still applies: unknown keys are ignored and new columns keep
 * their declared place.
 */
export interface ColumnLayout {
  order: string[]
  hidden: string[]
}

/** The settings key a table's layout is saved under (the server's keys allow letters, digits and _ : / . -). */
export const columnLayoutKey = (tableId: string) => `columns:${tableId}`

export function isColumnLayout(value: unknown): value is ColumnLayout {
  if (typeof value !== 'object' || value === null) return false
  const { order, hidden } = value as Partial<ColumnLayout>
  const strings = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string')
  return strings(order) && strings(hidden)
}

/** The declared columns in the layout's order; columns the layout does not know stay after their declared neighbour. */
export function orderedKeys(declared: readonly string[], layout: ColumnLayout | null): string[] {
  if (!layout) return [...declared]
  const known = new Set(declared)
  const result = layout.order.filter((key) => known.has(key))
  const placed = new Set(result)
  declared.forEach((key, index) => {
    if (placed.has(key)) return
    const before = declared[index - 1]
    const at = before === undefined ? 0 : result.indexOf(before) + 1
    result.splice(at, 0, key)
    placed.add(key)
  })
  return result
}

/** The columns to show, in the user's order, without the hidden ones. */
export function applyColumnLayout<Column extends { key: string }>(
  columns: readonly Column[],
  layout: ColumnLayout | null,
): Column[] {
  const byKey = new Map(columns.map((column) => [column.key, column]))
  const hidden = new Set(layout?.hidden ?? [])
  return orderedKeys([...byKey.keys()], layout)
    .filter((key) => !hidden.has(key))
    .map((key) => byKey.get(key) as Column)
}

/** Shows or hides a column; the last shown column cannot be hidden (a table with no columns helps no one). */
export function toggleColumn(
  declared: readonly string[],
  layout: ColumnLayout | null,
  key: string,
): ColumnLayout {
  const order = orderedKeys(declared, layout)
  const hidden = new Set(layout?.hidden ?? [])
  if (hidden.has(key)) hidden.delete(key)
  else if (order.filter((k) => !hidden.has(k)).length > 1) hidden.add(key)
  return { order, hidden: order.filter((k) => hidden.has(k)) }
}

/** Moves a column one place up (-1) or down (+1) in the order; at either end nothing changes. */
export function moveColumn(
  declared: readonly string[],
  layout: ColumnLayout | null,
  key: string,
  by: -1 | 1,
): ColumnLayout {
  const order = orderedKeys(declared, layout)
  const from = order.indexOf(key)
  const to = from + by
  if (from >= 0 && to >= 0 && to < order.length) {
    order.splice(from, 1)
    order.splice(to, 0, key)
  }
  return { order, hidden: (layout?.hidden ?? []).filter((k) => order.includes(k)) }
}
