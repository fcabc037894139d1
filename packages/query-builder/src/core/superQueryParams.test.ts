import { describe, expect, it } from 'vitest'
import { parseMatchType, parseSuperQueryParams, toSuperQueryParams } from './superQueryParams'

describe('toSuperQueryParams', () => {
  it('URI-encodes the JSON list of conditions and passes the match type', () => {
    const conditions = [{ field: 'realname', rule: 'like' as const, val: '张+三 %', type: 'string' }]
    const params = toSuperQueryParams(conditions, 'or')
    expect(params.superQueryMatchType).toBe('or')
    expect(params.superQueryParams).toBe(
      '%5B%7B%22field%22%3A%22realname%22%2C%22rule%22%3A%22like%22%2C%22val%22%3A%22%E5%BC%A0%2B%E4%B8%89%20%25%22%2C%22type%22%3A%22string%22%7D%5D',
    )
    expect(parseSuperQueryParams(params.superQueryParams)).toEqual(conditions)
  })
  it('defaults to and', () => {
    expect(toSuperQueryParams([]).superQueryMatchType).toBe('and')
  })
})

describe('parsing', () => {
  it('drops what is not a condition and survives garbage', () => {
    const raw = encodeURIComponent(JSON.stringify([{ field: 'a', rule: 'drop', val: '1' }, { field: 'b' }]))
    expect(parseSuperQueryParams(raw)).toEqual([])
    expect(parseSuperQueryParams('%7Bnot json')).toEqual([])
  })
  it('reads the match type case-insensitively, and otherwise', () => {
    expect(parseMatchType('OR')).toBe('or')
    expect(parseMatchType('xor')).toBe('and')
    expect(parseMatchType(undefined)).toBe('and')
  })
})
