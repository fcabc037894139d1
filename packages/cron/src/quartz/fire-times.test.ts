import { describe, expect, it } from 'vitest'
import { FIRE_TIME_CASES } from './fire-times.table'
import { nextFireTimes } from './next-fire-times'

const iso = (date: Date) => date.toISOString().replace('.000Z', 'Z')

describe('nextFireTimes against the hand-checked table', () => {
  it('has at least 100 cases', () => {
    expect(FIRE_TIME_CASES.length).toBeGreaterThanOrEqual(100)
  })

  it.each(FIRE_TIME_CASES)('$expression after $from', ({ expression, from, next }) => {
    expect(nextFireTimes(expression, new Date(from), 5).map(iso)).toEqual(next)
  })

  it('returns nothing for an invalid expression and stops at the count', () => {
    expect(nextFireTimes('0 0 0 * * *', new Date('2024-01-01T00:00:00Z'), 5)).toEqual([])
    expect(nextFireTimes('* * * * * ?', new Date('2024-01-01T00:00:00Z'), 2)).toHaveLength(2)
  })

  it('ends the search of an expression that never fires (31 February) without looping', () => {
    const started = Date.now()
    expect(nextFireTimes('0 0 0 31 2 ?', new Date('2024-01-01T00:00:00Z'), 5)).toEqual([])
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('does not search past 2299 when the year is open', () => {
    expect(nextFireTimes('0 0 0 1 1 ?', new Date('2298-06-01T00:00:00Z'), 5).map(iso)).toEqual([
      '2299-01-01T00:00:00Z',
    ])
  })
})
