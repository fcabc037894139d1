import { createTempId, type EditableRow } from '../rows/rowOperations'

/** Spec §8: a tree loader's result that is neither an array nor a page of records. */
export const TREE_DATA_ERROR = 'returned data type not recognised'

export class TreeDataError extends Error {
  constructor() {
    super(TREE_DATA_ERROR)
    this.name = 'TreeDataError'
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The rows of a loader's result (spec §7: "the result is an array or result.records"): an array of objects, or an
 * object whose `records` is one. Anything else throws TreeDataError.
 */
export function childrenOfResult(result: unknown): Record<string, unknown>[] {
  const list = Array.isArray(result) ? result : isRecord(result) ? result.records : undefined
  if (!Array.isArray(list) || !list.every(isRecord)) throw new TreeDataError()
  return list
}

/** Rows with string ids (a missing id gets a temporary one). */
export const rowsWithIds = (rows: readonly Record<string, unknown>[]): EditableRow[] =>
  rows.map((row) => ({ ...row, id: row.id == null || row.id === '' ? createTempId() : String(row.id) }))

/** Whether a row says it has children: true, 1, '1' or 'true' in the flag field (JTreeTable's `hasChildren`). */
export function hasChildFlag(row: Record<string, unknown>, key: string): boolean {
  const flag = row[key]
  return flag === true || flag === 1 || flag === '1' || flag === 'true'
}

/** Spec §4: "A node with no children becomes a leaf" — what a node is once its children have loaded. */
export const statusAfterLoad = (children: readonly unknown[]): 'leaf' | 'expanded' =>
  children.length === 0 ? 'leaf' : 'expanded'

/** The index after the last descendant of `rows[index]` (rows below it with a greater depth). */
export function subtreeEnd(
  rows: readonly EditableRow[],
  index: number,
  depthOf: (row: EditableRow) => number,
): number {
  const parent = rows[index]
  if (!parent) return index
  const depth = depthOf(parent)
  let end = index + 1
  while (end < rows.length && depthOf(rows[end] as EditableRow) > depth) end += 1
  return end
}

/**
 * Shows children right below their parent (the visible rows are the tree flattened depth-first). Unchanged when the
 * parent is not shown.
 */
export function insertChildren(
  rows: readonly EditableRow[],
  parentId: string,
  children: readonly EditableRow[],
): EditableRow[] {
  const index = rows.findIndex((row) => row.id === parentId)
  if (index < 0) return [...rows]
  return [...rows.slice(0, index + 1), ...children, ...rows.slice(index + 1)]
}

/**
 * Hides a parent's descendants: returns the rows without them and the hidden block (nested expanded rows included,
 * so showing the block again restores the subtree as it was, edits and all).
 */
export function removeDescendants(
  rows: readonly EditableRow[],
  parentId: string,
  depthOf: (row: EditableRow) => number,
): { rows: EditableRow[]; hidden: EditableRow[] } {
  const index = rows.findIndex((row) => row.id === parentId)
  if (index < 0) return { rows: [...rows], hidden: [] }
  const end = subtreeEnd(rows, index, depthOf)
  return { rows: [...rows.slice(0, index + 1), ...rows.slice(end)], hidden: rows.slice(index + 1, end) }
}

/** Rows whose parent is no longer shown (the parent was deleted): they go with it. */
export function orphanIds(
  rows: readonly EditableRow[],
  parentOf: (row: EditableRow) => string | null | undefined,
): string[] {
  const shown = new Set(rows.map((row) => row.id))
  return rows
    .filter((row) => {
      const parent = parentOf(row)
      return parent != null && !shown.has(parent)
    })
    .map((row) => row.id)
}

/**
 * Every loaded row of a tree, in order: the shown rows with the kept branches of closed rows put back under them
 * (depth first, as if every loaded row were open), each child carrying its parent's id in `parentIdKey`.
 */
export function allTreeRows(
  shown: readonly EditableRow[],
  hidden: ReadonlyMap<string, readonly EditableRow[]>,
  parentOf: (row: EditableRow) => string | null | undefined,
  parentIdKey: string,
): EditableRow[] {
  const all: EditableRow[] = []
  const visit = (rows: readonly EditableRow[]) => {
    for (const row of rows) {
      const parentId = parentOf(row)
      all.push(parentId == null || row[parentIdKey] === parentId ? row : { ...row, [parentIdKey]: parentId })
      const kept = hidden.get(row.id)
      if (kept) visit(kept)
    }
  }
  visit(shown)
  return all
}

/**
 * Kept branches that can no longer be reached (their row, or a row above it, was deleted): the parents' ids and
 * every row in them, nested kept branches included.
 */
export function unreachableBranches(
  shown: readonly EditableRow[],
  hidden: ReadonlyMap<string, readonly EditableRow[]>,
): { parentIds: string[]; rowIds: string[] } {
  const reached = new Set<string>()
  const reach = (rows: readonly EditableRow[]) => {
    for (const row of rows) {
      reached.add(row.id)
      const kept = hidden.get(row.id)
      if (kept) reach(kept)
    }
  }
  reach(shown)
  const parentIds = [...hidden.keys()].filter((id) => !reached.has(id))
  const rowIds = new Set<string>()
  const collect = (id: string) => {
    for (const row of hidden.get(id) ?? []) {
      rowIds.add(row.id)
      collect(row.id)
    }
  }
  for (const id of parentIds) collect(id)
  return { parentIds, rowIds: [...rowIds] }
}
