import { describe, expect, it } from 'vitest'
import type { EditableRow } from '../rows/rowOperations'
import {
  allTreeRows,
  childrenOfResult,
  hasChildFlag,
  insertChildren,
  orphanIds,
  removeDescendants,
  rowsWithIds,
  statusAfterLoad,
  subtreeEnd,
  TREE_DATA_ERROR,
  TreeDataError,
  unreachableBranches,
} from './treeRows'

const row = (id: string, depth: number): EditableRow & { depth: number } => ({ id, depth })
const depthOf = (r: EditableRow) => Number(r.depth)
const ids = (rows: readonly EditableRow[]) => rows.map((r) => r.id)

describe('childrenOfResult', () => {
  it('accepts an array or a page with records', () => {
    expect(childrenOfResult([{ id: 1 }])).toEqual([{ id: 1 }])
    expect(childrenOfResult({ records: [{ id: 2 }], total: 1 })).toEqual([{ id: 2 }])
    expect(childrenOfResult([])).toEqual([])
  })

  it.each([
    ['null', null],
    ['a string', 'rows'],
    ['an object without records', { result: [] }],
    ['records that is not an array', { records: 'x' }],
    ['an array of non-objects', [1, 2]],
    ['an array holding null', [{ id: 1 }, null]],
    ['undefined', undefined],
  ])('refuses %s with the spec message', (_, value) => {
    expect(() => childrenOfResult(value)).toThrow(TreeDataError)
    expect(() => childrenOfResult(value)).toThrow(TREE_DATA_ERROR)
  })
})

describe('leaf rule and flag', () => {
  it('a node whose loaded children are empty becomes a leaf', () => {
    expect(statusAfterLoad([])).toBe('leaf')
    expect(statusAfterLoad([{}])).toBe('expanded')
  })

  it('reads the has-children flag', () => {
    for (const flag of [true, 1, '1', 'true'])
      expect(hasChildFlag({ hasChildren: flag }, 'hasChildren')).toBe(true)
    for (const flag of [false, 0, '0', '', null, undefined, 'yes'])
      expect(hasChildFlag({ hasChildren: flag }, 'hasChildren')).toBe(false)
    expect(hasChildFlag({ hasChild: '1' }, 'hasChild')).toBe(true)
  })

  it('gives rows string ids, temporary ones where missing', () => {
    const [a, b] = rowsWithIds([{ id: 7, name: 'a' }, { name: 'b' }])
    expect(a).toEqual({ id: '7', name: 'a' })
    expect(b?.id).toMatch(/^new_/)
  })
})

describe('flattened visible rows', () => {
  // a (0) > a1 (1) > a1x (2); a2 (1); b (0)
  const rows = [row('a', 0), row('a1', 1), row('a1x', 2), row('a2', 1), row('b', 0)]

  it('finds where a subtree ends', () => {
    expect(subtreeEnd(rows, 0, depthOf)).toBe(4)
    expect(subtreeEnd(rows, 1, depthOf)).toBe(3)
    expect(subtreeEnd(rows, 2, depthOf)).toBe(3)
    expect(subtreeEnd(rows, 4, depthOf)).toBe(5)
    expect(subtreeEnd(rows, 9, depthOf)).toBe(9)
  })

  it('inserts children right below their parent', () => {
    const next = insertChildren([row('a', 0), row('b', 0)], 'a', [row('a1', 1), row('a2', 1)])
    expect(ids(next)).toEqual(['a', 'a1', 'a2', 'b'])
    expect(ids(insertChildren(rows, 'gone', [row('x', 1)]))).toEqual(ids(rows))
  })

  it('hides a whole subtree and restores it as it was', () => {
    const collapsed = removeDescendants(rows, 'a', depthOf)
    expect(ids(collapsed.rows)).toEqual(['a', 'b'])
    expect(ids(collapsed.hidden)).toEqual(['a1', 'a1x', 'a2'])
    expect(ids(insertChildren(collapsed.rows, 'a', collapsed.hidden))).toEqual(ids(rows))
    const inner = removeDescendants(rows, 'a1', depthOf)
    expect(ids(inner.rows)).toEqual(['a', 'a1', 'a2', 'b'])
    expect(ids(inner.hidden)).toEqual(['a1x'])
    expect(removeDescendants(rows, 'b', depthOf).hidden).toEqual([])
  })

  it('finds rows whose parent is gone', () => {
    const parents: Record<string, string> = { a1: 'a', a1x: 'a1', a2: 'a' }
    const parentOf = (r: EditableRow) => parents[r.id]
    expect(orphanIds(rows, parentOf)).toEqual([])
    expect(
      orphanIds(
        rows.filter((r) => r.id !== 'a'),
        parentOf,
      ),
    ).toEqual(['a1', 'a2'])
  })
})

describe('allTreeRows (what getValues returns in a tree)', () => {
  // 1 ─ 1a ─ 1a-i        (1 open, 1a closed: 1a-i kept)
  //   └ 1b               2 closed: 2a and its open child 2a-i kept together
  // 2 ─ 2a ─ 2a-i
  const parents: Record<string, string> = { '1a': '1', '1a-i': '1a', '1b': '1', '2a': '2', '2a-i': '2a' }
  const parentOf = (r: EditableRow) => parents[r.id]
  const shown: EditableRow[] = [{ id: '1' }, { id: '1a' }, { id: '1b', parentId: '1' }, { id: '2' }]
  const hidden = new Map<string, EditableRow[]>([
    ['1a', [{ id: '1a-i', name: '改过的' }]],
    ['2', [{ id: '2a' }, { id: '2a-i' }]],
  ])

  it('puts every kept branch back under its parent, depth first, edits included', () => {
    const all = allTreeRows(shown, hidden, parentOf, 'parentId')
    expect(ids(all)).toEqual(['1', '1a', '1a-i', '1b', '2', '2a', '2a-i'])
    expect(all[2]).toEqual({ id: '1a-i', name: '改过的', parentId: '1a' })
  })

  it("gives each child its parent's id in the configured field and leaves top-level rows alone", () => {
    const all = allTreeRows(shown, hidden, parentOf, 'pid')
    expect(all.map((r) => r.pid)).toEqual([undefined, '1', '1a', '1', undefined, '2', '2a'])
    // Rows that already say so are the same objects (no copy per row).
    expect(allTreeRows(shown, hidden, parentOf, 'parentId')[3]).toBe(shown[2])
    expect(allTreeRows(shown, new Map(), () => undefined, 'parentId')).toEqual(shown)
  })

  it('finds the kept branches a deletion cut off, nested ones included', () => {
    expect(unreachableBranches(shown, hidden)).toEqual({ parentIds: [], rowIds: [] })
    const nested = new Map([...hidden, ['2a', [{ id: '2a-x' }]]])
    // Row 2 deleted: its kept branch, and the one kept under 2a inside it, are gone.
    const result = unreachableBranches(
      shown.filter((r) => r.id !== '2'),
      nested,
    )
    expect(result.parentIds.sort()).toEqual(['2', '2a'])
    expect(result.rowIds.sort()).toEqual(['2a', '2a-i', '2a-x'])
  })
})
