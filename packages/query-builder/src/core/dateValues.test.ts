import { describe, expect, it } from 'vitest'
import { fromWireDateTime, toWireDateTime, toWireTime } from './dateValues'

describe('date values', () => {
  it('writes times with seconds', () => {
    expect(toWireTime('08:30')).toBe('08:30:00')
    expect(toWireTime('08:30:05')).toBe('08:30:05')
    expect(toWireTime('')).toBe('')
  })
  it('writes datetimes as YYYY-MM-DD HH:mm:ss and reads them back', () => {
    expect(toWireDateTime('2024-05-01T08:30')).toBe('2024-05-01 08:30:00')
    expect(toWireDateTime('2024-05-01T08:30:05.250')).toBe('2024-05-01 08:30:05')
    expect(fromWireDateTime('2024-05-01 08:30:05')).toBe('2024-05-01T08:30:05')
    expect(fromWireDateTime('2024-05-01')).toBe('2024-05-01T00:00:00')
  })
})
