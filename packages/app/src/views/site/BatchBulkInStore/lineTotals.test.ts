import type { InStoreLine } from '@portico/contract'
import { describe, expect, it } from 'vitest'
import { formatTotals, hasUnsavedChanges, lineTotals } from './lineTotals'

const line = (id: string, values: Partial<InStoreLine> = {}): InStoreLine => ({
  id,
  batchId: 'b1',
  trackingNo: `SF${id}000000`,
  weight: 1.25,
  pieces: 1,
  channel: 'SF',
  channel_dictText: '顺丰速运',
  remark: null,
  orderNum: 1,
  ...values,
})
const isNew = (id: string) => id.startsWith('new_')

describe('lineTotals', () => {
  it('sums pieces and weight exactly to the gram, empty cells as 0', () => {
    const totals = lineTotals([
      { weight: 0.1, pieces: 1 },
      { weight: '0.2', pieces: '2' },
      { weight: '', pieces: '' },
      { weight: 12.345, pieces: 3 },
    ])
    expect(totals).toEqual({ lines: 4, pieces: 6, weight: 12.645 })
    expect(formatTotals(totals)).toBe('4 行 · 6 件 · 12.645 kg')
    expect(lineTotals([])).toEqual({ lines: 0, pieces: 0, weight: 0 })
  })
})

describe('hasUnsavedChanges', () => {
  const loaded = [line('1'), line('2', { remark: '易碎' })]
  const rows = () => loaded.map((l) => ({ ...l }) as Record<string, unknown>)

  it('is false for the lines as loaded, whatever the number/text form of a value', () => {
    expect(hasUnsavedChanges(loaded, rows(), [], isNew)).toBe(false)
    const typed = rows()
    typed[0] = { ...typed[0], weight: '1.25', pieces: '1' }
    expect(hasUnsavedChanges(loaded, typed, [], isNew)).toBe(false)
  })

  it('is true for an edited value, a cleared remark, a new row, a deleted row or another order', () => {
    const edited = rows()
    edited[1] = { ...edited[1], weight: 2 }
    expect(hasUnsavedChanges(loaded, edited, [], isNew)).toBe(true)
    const cleared = rows()
    cleared[1] = { ...cleared[1], remark: '' }
    expect(hasUnsavedChanges(loaded, cleared, [], isNew)).toBe(true)
    expect(hasUnsavedChanges(loaded, [...rows(), { id: 'new_1' }], [], isNew)).toBe(true)
    expect(hasUnsavedChanges(loaded, rows().slice(0, 1), ['2'], isNew)).toBe(true)
    expect(hasUnsavedChanges(loaded, rows().reverse(), [], isNew)).toBe(true)
  })
})
