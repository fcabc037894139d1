import { describe, expect, it } from 'vitest'
import {
  formatWireDate,
  formatWireDateTime,
  formatWireMonth,
  parseWireDate,
  parseWireDateTime,
  parseWireMonth,
} from './wireDates'

describe('wire dates', () => {
  it('reads and writes yyyy-MM-dd, padding what was typed short', () => {
    const date = parseWireDate('2026/3/7')
    expect(date && [date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2026, 2, 7])
    expect(date && formatWireDate(date)).toBe('2026-03-07')
  })

  it('refuses a day the month does not have instead of rolling over', () => {
    expect(parseWireDate('2026-02-29')).toBeNull()
    expect(parseWireDate('2028-02-29')).not.toBeNull()
    expect(parseWireDate('2026-13-01')).toBeNull()
    expect(parseWireDate('二〇二六年')).toBeNull()
  })

  it('reads a month, and a date-time with or without seconds', () => {
    const month = parseWireMonth('2026-11')
    expect(month && formatWireMonth(month)).toBe('2026-11')
    expect(parseWireMonth('2026-11-05 10:00')).toBeNull()
    const time = parseWireDateTime('2026-11-05 9:07')
    expect(time && formatWireDateTime(time)).toBe('2026-11-05 09:07:00')
    expect(parseWireDateTime('2026-11-05 24:00:00')).toBeNull()
    const midnight = parseWireDateTime('2026-11-05')
    expect(midnight && formatWireDateTime(midnight)).toBe('2026-11-05 00:00:00')
  })
})
