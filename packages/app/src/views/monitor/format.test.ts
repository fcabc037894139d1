import { describe, expect, it } from 'vitest'
import { clock, dateTime } from './format'

describe('monitor times', () => {
  it('read in the platform zone (UTC+8) and format, whatever the browser zone', () => {
    const utc = Date.UTC(2026, 10, 27, 15, 51, 7)
    expect(dateTime(utc)).toBe('2026-11-27 23:51:07')
    expect(clock(utc)).toBe('23:51:07')
    // Past midnight in Shanghai is the next day there.
    expect(dateTime(Date.UTC(2026, 10, 27, 16, 0, 0))).toBe('2026-11-28 00:00:00')
  })
})
