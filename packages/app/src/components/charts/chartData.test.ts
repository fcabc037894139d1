import { describe, expect, it } from 'vitest'
import { axisTicks } from './chartData'

describe('axisTicks', () => {
  it('labels at most six evenly spaced values, always the latest', () => {
    const days = Array.from({ length: 30 }, (_, i) => i + 1)
    expect(axisTicks(days)).toEqual([5, 10, 15, 20, 25, 30])
    expect(axisTicks(Array.from({ length: 90 }, (_, i) => i)).length).toBeLessThanOrEqual(6)
    expect(axisTicks([3, 1, 2])).toEqual([1, 2, 3])
    expect(axisTicks([])).toEqual([])
  })
})
