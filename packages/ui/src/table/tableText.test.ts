import { describe, expect, it } from 'vitest'
import { cutText, headerCheckState } from './tableText'

describe('table text', () => {
  it('cuts at 25 characters by default, at a given length, or not at all', () => {
    expect(cutText('a'.repeat(26), true)).toBe(`${'a'.repeat(25)}...`)
    expect(cutText('a'.repeat(25), true)).toBe('a'.repeat(25))
    expect(cutText('一二三四五六七八九十壹贰叁', 12)).toBe('一二三四五六七八九十壹贰...')
    expect(cutText('abcdef', undefined)).toBe('abcdef')
    expect(cutText('abcdef', false)).toBe('abcdef')
    expect(cutText('abcdef', -1)).toBe('abcdef')
  })

  it('reports none, some or all selected', () => {
    expect(headerCheckState(['a', 'b'], [])).toBe(false)
    expect(headerCheckState(['a', 'b'], ['a'])).toBe('mixed')
    expect(headerCheckState(['a', 'b'], ['a', 'b', 'z'])).toBe(true)
    expect(headerCheckState([], ['z'])).toBe(false)
  })
})
