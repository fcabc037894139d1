import { describe, expect, it } from 'vitest'
import { columnTypeSizes, editableColumnTypes, resolveColumnWidths } from './columnTypes'

describe('column types', () => {
  it('lists the 20 types of the spec', () => {
    expect(editableColumnTypes).toHaveLength(20)
    expect(new Set(editableColumnTypes).size).toBe(20)
  })

  it('gives the widths and minimum widths of the spec', () => {
    expect(columnTypeSizes.datetime).toEqual({ width: 200, minWidth: 190 })
    expect(columnTypeSizes.sel_user).toEqual({ width: 220, minWidth: 190 })
    expect(columnTypeSizes.date).toEqual({ minWidth: 135 })
    expect(columnTypeSizes.sel_depart?.width).toBe(160)
  })
})

describe('resolveColumnWidths', () => {
  it('divides 92% of the table width among columns without a width', () => {
    expect(resolveColumnWidths([{ type: 'input' }, { type: 'input' }], 1000)).toEqual([460, 460])
  })

  it('falls back to 120 px while the table width is unknown', () => {
    expect(resolveColumnWidths([{ type: 'input' }], undefined)).toEqual([120])
  })

  it('prefers the column width, then the type width, and keeps the minimum', () => {
    const widths = resolveColumnWidths(
      [
        { type: 'input', width: 80 },
        { type: 'datetime' },
        { type: 'date' },
        { type: 'sel_depart' },
        { type: 'sel_user' },
      ],
      500,
    )
    expect(widths).toEqual([80, 200, 135, 190, 220])
  })
})
