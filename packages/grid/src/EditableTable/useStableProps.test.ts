import { describe, expect, it } from 'vitest'
import { sameProps } from './useStableProps'

describe('sameProps', () => {
  const onChange = () => {}
  const columns = [{ key: 'name', title: '名称' }]

  it('holds two props objects with the same values under the same keys the same', () => {
    expect(sameProps({ columns, onChange, maxHeight: 400 }, { columns, onChange, maxHeight: 400 })).toBe(true)
  })

  it('tells a changed value, a copied array, an added or a removed key apart', () => {
    expect(sameProps({ columns, maxHeight: 400 }, { columns, maxHeight: 500 })).toBe(false)
    expect(sameProps({ columns }, { columns: [...columns] })).toBe(false)
    expect(sameProps<Record<string, unknown>>({ columns }, { columns, disabled: true })).toBe(false)
    expect(sameProps<Record<string, unknown>>({ columns, disabled: undefined }, { columns })).toBe(false)
  })

  it('tells NaN equal to itself and 0 apart from -0, as React does', () => {
    expect(sameProps({ value: Number.NaN }, { value: Number.NaN })).toBe(true)
    expect(sameProps({ value: 0 }, { value: -0 })).toBe(false)
  })
})
