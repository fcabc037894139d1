import { describe, expect, it } from 'vitest'
import type { EditableColumn } from '../columns/column.types'
import type { EditableRow } from '../rows/rowOperations'
import { boundsOf, extendRange, fillTarget } from './cellRange'
import { createEditHistory } from './editHistory'
import { extendSeries } from './fillSeries'
import { cellText, planFill, planPaste, planRangeFill, type RangeGrid, rangeText } from './rangeEdits'

const columns: EditableColumn[] = [
  { key: 'code', title: '编码', type: 'input' },
  { key: 'rate', title: '费率', type: 'inputNumber' },
  { key: 'locked', title: '锁定', type: 'input', disabled: true },
  { key: 'day', title: '日期', type: 'date' },
  {
    key: 'zone',
    title: '区域',
    type: 'select',
    options: [
      { value: 'N', text: '华北' },
      { value: 'S', text: '华南' },
    ],
  },
]

function gridOf(rows: Partial<EditableRow>[]): RangeGrid {
  return {
    rows: rows.map((row, i) => ({ id: `r${i}`, ...row })) as EditableRow[],
    columns,
    writableColumn: (column) => !column.disabled,
    writableRow: (row) => row.status !== 'locked',
  }
}

describe('cell ranges', () => {
  it('extends from the anchor and stays inside the table', () => {
    const range = { anchor: { rowIndex: 1, colIndex: 1 }, focus: { rowIndex: 1, colIndex: 1 } }
    const moved = extendRange(extendRange(range, 1, 0, 3, 3), 1, -5, 3, 3)
    expect(boundsOf(moved)).toEqual({ top: 1, bottom: 2, left: 0, right: 1 })
  })

  it('fills along the axis the fill handle went further on', () => {
    const source = { top: 0, bottom: 1, left: 0, right: 0 }
    expect(fillTarget(source, { rowIndex: 4, colIndex: 1 })).toEqual({ top: 2, bottom: 4, left: 0, right: 0 })
    expect(fillTarget(source, { rowIndex: 1, colIndex: 3 })).toEqual({ top: 0, bottom: 1, left: 1, right: 3 })
    expect(fillTarget(source, { rowIndex: 1, colIndex: 0 })).toBeNull()
  })
})

describe('series', () => {
  it('continues numbers stepping evenly and copies a single one', () => {
    expect(extendSeries([1, 2], 3)).toEqual([3, 4, 5])
    expect(extendSeries(['0.5', '0.75'], 2)).toEqual(['1.00', '1.25'])
    expect(extendSeries([7], 2)).toEqual([7, 7])
    expect(extendSeries([1, 2, 4], 4)).toEqual([1, 2, 4, 1])
  })

  it('continues dates by their step in days, one date by a day', () => {
    expect(extendSeries(['2026-02-27'], 3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02'])
    expect(extendSeries(['2026-01-01', '2026-01-08'], 1)).toEqual(['2026-01-15'])
    expect(extendSeries(['2026-01-01 08:30'], 1)).toEqual(['2026-01-02 08:30'])
  })

  it('repeats text', () => {
    expect(extendSeries(['甲', '乙'], 3)).toEqual(['甲', '乙', '甲'])
  })
})

describe('copy', () => {
  it('writes the range as tab-separated lines with option texts, quoting tabs and quotes', () => {
    const grid = gridOf([
      { code: 'A\tB', rate: 1.5, zone: 'N' },
      { code: 'say "hi"', rate: null, zone: 'S' },
    ])
    expect(rangeText(grid, { top: 0, bottom: 1, left: 0, right: 4 })).toBe(
      '"A\tB"\t1.5\t\t\t华北\n"say ""hi"""\t\t\t\t华南',
    )
    expect(cellText(columns[4] as EditableColumn, 'X')).toBe('X')
  })
})

describe('paste', () => {
  it('skips read-only columns and disabled rows, and adds rows past the last', () => {
    const grid = gridOf([{}, { status: 'locked' }])
    const plan = planPaste(grid, [['a', '1', '2026-01-01']], { top: 0, bottom: 0, left: 0, right: 0 })
    expect(plan.cells.map((c) => c.key)).toEqual(['code', 'rate', 'day'])
    const down = planPaste(grid, [['a'], ['b'], ['c']], { top: 0, bottom: 0, left: 0, right: 0 })
    expect(down.cells.map((c) => c.rowIndex)).toEqual([0, 2])
    expect(down.addRows).toBe(1)
  })

  it('repeats one value or a block over a range that holds it whole', () => {
    const grid = gridOf([{}, {}, {}, {}])
    const one = planPaste(grid, [['9']], { top: 0, bottom: 2, left: 0, right: 1 })
    expect(one.cells).toHaveLength(6)
    const uneven = planPaste(grid, [['1'], ['2']], { top: 0, bottom: 2, left: 0, right: 0 })
    expect(uneven.cells).toHaveLength(2)
    const twice = planPaste(grid, [['1'], ['2']], { top: 0, bottom: 3, left: 0, right: 0 })
    expect(twice.cells.map((c) => c.text)).toEqual(['1', '2', '1', '2'])
  })
})

describe('fill', () => {
  it('fills down from the fill handle as a series, skipping read-only cells', () => {
    const grid = gridOf([{ rate: 1, locked: 'x' }, { rate: 2, locked: 'y' }, {}, {}])
    const changes = planFill(
      grid,
      { top: 0, bottom: 1, left: 1, right: 2 },
      { top: 2, bottom: 3, left: 1, right: 2 },
    )
    expect(changes.map((c) => [c.rowId, c.key, c.after])).toEqual([
      ['r2', 'rate', 3],
      ['r3', 'rate', 4],
    ])
  })

  it('fills up, continuing the series backwards', () => {
    const grid = gridOf([{}, {}, { rate: 3 }, { rate: 4 }])
    const changes = planFill(
      grid,
      { top: 2, bottom: 3, left: 1, right: 1 },
      { top: 0, bottom: 1, left: 1, right: 1 },
    )
    expect(changes.map((c) => [c.rowId, c.after])).toEqual([
      ['r1', 2],
      ['r0', 1],
    ])
  })

  it('Ctrl+D continues each column from its leading filled cells; Ctrl+R across', () => {
    const grid = gridOf([{ code: 'K', rate: 10, day: '2026-03-01' }, { rate: 20 }, { code: 'old' }])
    const down = planRangeFill(grid, { top: 0, bottom: 2, left: 0, right: 1 }, 'down')
    expect(down.map((c) => [c.rowId, c.key, c.after])).toEqual([
      ['r1', 'code', 'K'],
      ['r2', 'code', 'K'],
      ['r2', 'rate', 30],
    ])
    const right = planRangeFill(grid, { top: 0, bottom: 0, left: 3, right: 4 }, 'right')
    expect(right.map((c) => [c.rowId, c.key, c.after])).toEqual([['r0', 'zone', '2026-03-02']])
  })
})

describe('edit history', () => {
  it('groups typing in one cell into one step until sealed, and redoes what was undone', () => {
    const history = createEditHistory(3)
    history.record({ changes: [{ rowId: 'r', key: 'a', before: '', after: 'x' }], cell: 'r::a' })
    history.record({ changes: [{ rowId: 'r', key: 'a', before: 'x', after: 'xy' }], cell: 'r::a' })
    history.seal()
    history.record({ changes: [{ rowId: 'r', key: 'a', before: 'xy', after: 'xyz' }], cell: 'r::a' })
    expect(history.undo()?.changes[0]).toMatchObject({ before: 'xy', after: 'xyz' })
    expect(history.undo()?.changes[0]).toMatchObject({ before: '', after: 'xy' })
    expect(history.undo()).toBeUndefined()
    expect(history.redo()?.changes[0]).toMatchObject({ after: 'xy' })
    history.record({ changes: [{ rowId: 'r', key: 'b', before: 1, after: 2 }] })
    expect(history.redo()).toBeUndefined()
  })

  it('keeps the last steps only', () => {
    const history = createEditHistory(2)
    for (const after of [1, 2, 3]) history.record({ changes: [{ rowId: 'r', key: 'a', before: 0, after }] })
    expect(history.undo()?.changes[0]?.after).toBe(3)
    expect(history.undo()?.changes[0]?.after).toBe(2)
    expect(history.undo()).toBeUndefined()
  })
})
