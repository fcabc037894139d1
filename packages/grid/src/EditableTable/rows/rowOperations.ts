/** A table row: an id plus one value per column. */
export type EditableRow = { id: string } & Record<string, unknown>

/** Rows added in the browser carry a temporary id with this prefix until the server gives them one. */
export const TEMP_ID_PREFIX = 'new_'
let tempCounter = 0

export function createTempId(): string {
  tempCounter += 1
  return `${TEMP_ID_PREFIX}${Date.now().toString(36)}_${tempCounter}`
}

export const isTempId = (id: string) => id.startsWith(TEMP_ID_PREFIX)

/** Inserts rows before `index` (at the end when omitted). */
export function insertRows(rows: readonly EditableRow[], added: readonly EditableRow[], index = rows.length) {
  const at = Math.max(0, Math.min(index, rows.length))
  return [...rows.slice(0, at), ...added, ...rows.slice(at)]
}

/** Moves the row at `from` so that it ends at `to`. */
export function moveRow(rows: readonly EditableRow[], from: number, to: number): EditableRow[] {
  if (from === to || from < 0 || from >= rows.length || to < 0 || to >= rows.length) return [...rows]
  const next = [...rows]
  const [row] = next.splice(from, 1)
  next.splice(to, 0, row as EditableRow)
  return next
}

/** Writes 1, 2, 3… into the sort field, in row order (spec §3: drag-sort renumbers from 1). */
export function renumber(rows: readonly EditableRow[], sortKey: string): EditableRow[] {
  return rows.map((row, index) => (row[sortKey] === index + 1 ? row : { ...row, [sortKey]: index + 1 }))
}

/** Reads the argument of `removeRows`: one id or a list of ids; anything else is a programming error. */
export function idsArgument(ids: unknown): string[] {
  if (typeof ids === 'string') return [ids]
  if (Array.isArray(ids) && ids.every((id) => typeof id === 'string')) return ids
  throw new TypeError('removeRows: rowIds must be a string or an array of strings')
}

/** Removes rows; ids of rows that exist on the server are added to the deleted list, new rows just disappear. */
export function removeRows(
  rows: readonly EditableRow[],
  ids: readonly string[],
  deleteIds: readonly string[],
) {
  const removing = new Set(ids)
  const removed = rows.filter((row) => removing.has(row.id))
  const kept = rows.filter((row) => !removing.has(row.id))
  const serverIds = removed.map((row) => row.id).filter((id) => !isTempId(id) && !deleteIds.includes(id))
  return { rows: kept, removed, deleteIds: [...deleteIds, ...serverIds] }
}

/** Insert clicks closer than this are refused (spec §5), with TOO_FAST_MESSAGE. */
export const INSERT_THROTTLE_MS = 1500
export const TOO_FAST_MESSAGE = '你点击的太快了，请慢点点击!'
/** The sort field drag-sort renumbers when the table names none (spec §3). */
export const DEFAULT_SORT_KEY = 'orderNum'

/** Refuses calls closer together than `windowMs` (spec §5: insert clicks within 1500 ms). */
export function createThrottle(windowMs: number, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY
  return function allowed(): boolean {
    const time = now()
    if (time - last < windowMs) return false
    last = time
    return true
  }
}
