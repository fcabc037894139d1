import { describe, expect, it } from 'vitest'
import { detailColumns } from './detailColumns'

describe('detail list columns', () => {
  it('keeps 1 to 4 and caps the rest at 4', () => {
    expect([1, 2, 3, 4].map(detailColumns)).toEqual([1, 2, 3, 4])
    expect(detailColumns(5)).toBe(4)
    expect(detailColumns(12)).toBe(4)
  })

  it('treats missing, zero, negative or odd values as 1 and drops fractions', () => {
    expect(detailColumns(undefined)).toBe(1)
    expect(detailColumns(0)).toBe(1)
    expect(detailColumns(-3)).toBe(1)
    expect(detailColumns(Number.NaN)).toBe(1)
    expect(detailColumns(2.7)).toBe(2)
  })
})
