import { describe, expect, it } from 'vitest'
import { categoryIds, categoryLevelRequest } from './categoryTreeQuery'

describe('category tree requests', () => {
  it('loads the first level by code, then children by parent id', () => {
    expect(categoryLevelRequest('')).toEqual({
      endpoint: 'categoryLoadTreeRoot',
      params: { async: true, pcode: '' },
    })
    expect(categoryLevelRequest('', 'A01')).toEqual({
      endpoint: 'categoryLoadTreeRoot',
      params: { async: true, pcode: 'A01' },
    })
    expect(categoryLevelRequest('id-1', 'A01')).toEqual({
      endpoint: 'categoryLoadTreeChildren',
      params: { pid: 'id-1' },
    })
  })

  it('sends a condition through loadTreeData on every level', () => {
    const condition = '{"has_child":"1"}'
    expect(categoryLevelRequest('', '', condition)).toEqual({
      endpoint: 'categoryLoadTreeData',
      params: { pcode: '0', condition },
    })
    expect(categoryLevelRequest('', 'A02', condition).params).toEqual({ pcode: 'A02', condition })
    expect(categoryLevelRequest('id-1', 'A02', condition).params).toEqual({ pid: 'id-1', condition })
  })

  it('reads ids from a comma-separated value', () => {
    expect(categoryIds('a, b,,c,')).toEqual(['a', 'b', 'c'])
    expect(categoryIds(null)).toEqual([])
  })
})
