import { describe, expect, it } from 'vitest'
import { caretAfter, charsBefore, formatTags } from './formatTags'

describe('tags input', () => {
  it('puts a semicolon after every two characters, not at the end', () => {
    expect(formatTags('a')).toBe('a')
    expect(formatTags('ab')).toBe('ab')
    expect(formatTags('abc')).toBe('ab;c')
    expect(formatTags('abcd')).toBe('ab;cd')
    expect(formatTags('abcde')).toBe('ab;cd;e')
    expect(formatTags('上海北京')).toBe('上海;北京')
  })

  it('strips semicolons the user typed before regrouping', () => {
    expect(formatTags('a;b;c')).toBe('ab;c')
    expect(formatTags(';;;')).toBe('')
    expect(formatTags('ab;;cd;')).toBe('ab;cd')
    expect(formatTags('')).toBe('')
    expect(formatTags(undefined)).toBe('')
  })

  it('keeps the caret after the same characters', () => {
    expect(caretAfter(0)).toBe(0)
    expect(caretAfter(2)).toBe(2)
    expect(caretAfter(3)).toBe(4)
    expect(caretAfter(5)).toBe(7)
    expect(charsBefore('ab;cd', 4)).toBe(3)
    expect(formatTags('ab;cd').slice(0, caretAfter(3))).toBe('ab;c')
  })
})
