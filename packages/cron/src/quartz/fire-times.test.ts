import { describe, expect, it } from 'vitest'
import { FIRE_TIME_CASES } from './fire-times.table'
import { nextFireTimes } from './next-fire-times'

const iso = (date: Date) => date.toISOString().replace('.000Z', 'Z')

describe('nextFireTimes against the hand-checked table', () => {
  it('gives, for every case, times after the start in increasing order, each one the next fire time of the one before', () => {
    for (const { expression, from } of FIRE_TIME_CASES) {
      const times = nextFireTimes(expression, new Date(from), 5)
      let previous = new Date(from)
      for (const time of times) {
        expect(time.getTime(), expression).toBeGreaterThan(previous.getTime())
        expect(iso(nextFireTimes(expression, previous, 1)[0]), expression).toBe(iso(time))
        previous = time
      }
    }
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
