import { describe, expect, it } from 'vitest'
import { cutText, headerCheckState, nextSort } from './tableLogic'

describe('table rules', () => {
  it('cuts text at 25 characters by default', () => {
    expect(cutText('a'.repeat(26), true)).toBe(`${'a'.repeat(25)}...`)
    expect(cutText('a'.repeat(25), true)).toBe('a'.repeat(25))
    expect(cutText('abcdef', 3)).toBe('abc...')
    expect(cutText('abcdef', undefined)).toBe('abcdef')
  })

  it('cycles the sort of a column', () => {
    expect(nextSort({}, 'name')).toEqual({ column: 'name', order: 'asc' })
    expect(nextSort({ column: 'name', order: 'asc' }, 'name')).toEqual({ column: 'name', order: 'desc' })
    expect(nextSort({ column: 'name', order: 'desc' }, 'name')).toEqual({})
    expect(nextSort({ column: 'age', order: 'desc' }, 'name')).toEqual({ column: 'name', order: 'asc' })
  })

  it('reports none, some or all selected', () => {
    expect(headerCheckState(['a', 'b'], [])).toBe(false)
    expect(headerCheckState(['a', 'b'], ['a'])).toBe('mixed')
    expect(headerCheckState(['a', 'b'], ['a', 'b', 'z'])).toBe(true)
    expect(headerCheckState([], ['z'])).toBe(false)
  })
})
