import { describe, expect, it } from 'vitest'
import { formatTotal, pageCount, visiblePages } from './formatTotal'

describe('pagination text and pages', () => {
  it('labels the shown range and the total', () => {
    expect(formatTotal(1, 10, 57)).toBe('1-10 共57条')
    expect(formatTotal(6, 10, 57)).toBe('51-57 共57条')
    expect(formatTotal(1, 10, 0)).toBe('0-0 共0条')
    expect(formatTotal(2, 20, 21)).toBe('21-21 共21条')
  })

  it('labels them in the words given', () => {
    const english = (start: number, end: number, total: number) => `${start}–${end} of ${total}`
    expect(formatTotal(6, 10, 57, english)).toBe('51–57 of 57')
    expect(formatTotal(1, 10, 0, english)).toBe('0–0 of 0')
  })

  it('counts pages and elides far ones', () => {
    expect(pageCount(10, 57)).toBe(6)
    expect(pageCount(10, 0)).toBe(1)
    expect(visiblePages(1, 3)).toEqual([1, 2, 3])
    expect(visiblePages(6, 20)).toEqual([1, null, 4, 5, 6, 7, 8, null, 20])
  })
})
