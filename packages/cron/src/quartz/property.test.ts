import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bruteForceFireTimes } from '../test-support/brute-force'
import { nextFireTimes } from './next-fire-times'
import { parseCron } from './parse'

/** Random expressions of the supported grammar, written as text so the parser is exercised too. */
function valueItem(min: number, max: number, name?: (v: number) => string): fc.Arbitrary<string> {
  const value = fc.integer({ min, max })
  const token = name ? fc.oneof(value.map(String), value.map(name)) : value.map(String)
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant('*') },
    { weight: 3, arbitrary: token },
    { weight: 2, arbitrary: fc.tuple(token, token).map(([a, b]) => `${a}-${b}`) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.oneof(fc.constant('*'), token), fc.integer({ min: 1, max: max - min + 1 }))
        .map(([a, step]) => `${a}/${Math.min(step, max)}`),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(token, token, fc.integer({ min: 1, max: Math.min(max, max - min + 1) }))
        .map(([a, b, step]) => `${a}-${b}/${step}`),
    },
  )
}

const list = (item: fc.Arbitrary<string>) =>
  fc.array(item, { minLength: 1, maxLength: 3 }).map((xs) => xs.join(','))
const monthName = (v: number) =>
  ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'][v - 1]
const dayName = (v: number) => ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'][v - 1]

const dayOfMonthSpecial = fc.oneof(
  fc.constant('L'),
  fc.constant('LW'),
  fc.integer({ min: 0, max: 30 }).map((n) => `L-${n}`),
  fc.integer({ min: 0, max: 30 }).map((n) => `L-${n}W`),
  // Month edges are where 'W' may not cross the month boundary.
  fc.oneof(fc.integer({ min: 1, max: 31 }), fc.constantFrom(1, 29, 30, 31)).map((n) => `${n}W`),
)
const dayOfWeekSpecial = fc.oneof(
  fc.integer({ min: 1, max: 7 }).map((n) => `${n}L`),
  fc
    .tuple(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 5 }))
    .map(([day, nth]) => `${day}#${nth}`),
  fc.constant('L'),
)
const days = fc.oneof(
  fc.tuple(list(valueItem(1, 31)), fc.constant('?')),
  fc.tuple(dayOfMonthSpecial, fc.constant('?')),
  fc.tuple(fc.constant('?'), list(valueItem(1, 7, dayName))),
  fc.tuple(fc.constant('?'), dayOfWeekSpecial),
)
const year = fc.oneof(
  fc.constant(''),
  fc.constant(' *'),
  fc.integer({ min: 2024, max: 2027 }).map((y) => ` ${y}`),
  fc
    .tuple(fc.integer({ min: 2023, max: 2025 }), fc.integer({ min: 2025, max: 2028 }))
    .map(([a, b]) => ` ${a}-${b}`),
  fc
    .tuple(fc.integer({ min: 2020, max: 2026 }), fc.integer({ min: 1, max: 3 }))
    .map(([a, s]) => ` ${a}/${s}`),
)

const expression = fc
  .tuple(
    list(valueItem(0, 59)),
    list(valueItem(0, 59)),
    list(valueItem(0, 23)),
    days,
    list(valueItem(1, 12, monthName)),
    year,
  )
  .map(([s, m, h, [dom, dow], mon, y]) => `${s} ${m} ${h} ${dom} ${mon} ${dow}${y}`)

// Instants between 2024 and 2026, at any second.
const from = fc
  .integer({ min: Date.UTC(2024, 0, 1) / 1000, max: Date.UTC(2026, 11, 31) / 1000 })
  .map((seconds) => new Date(seconds * 1000 + 250))

const WINDOW_DAYS = 800

describe('nextFireTimes agrees with a brute-force matcher', () => {
  it('for random expressions within an 800-day window', () => {
    fc.assert(
      fc.property(expression, from, (text, start) => {
        const parsed = parseCron(text)
        if (!parsed.ok) throw new Error(`generator produced an invalid expression: ${text}`)
        const until = new Date(start.getTime() + WINDOW_DAYS * 86_400_000)
        const expected = bruteForceFireTimes(parsed.cron, start, until, 5)
        const actual = nextFireTimes(text, start, 5).filter((d) => d <= until)
        expect(actual).toEqual(expected)
      }),
      { numRuns: 1000 },
    )
  })
})
