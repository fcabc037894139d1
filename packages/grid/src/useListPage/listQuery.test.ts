import { describe, expect, it } from 'vitest'
import { batchIds, buildExportParams, buildListParams, fieldList, pageAfterRemoval } from './listQuery'

describe('list requests', () => {
  it('drops empty filters and adds paging and sort', () => {
    expect(
      buildListParams(
        { username: ' ad ', realname: '', sex: null, status: 1 },
        { current: 2, pageSize: 10 },
        { column: 'createTime', order: 'desc' },
      ),
    ).toEqual({
      username: 'ad',
      status: 1,
      pageNo: 2,
      pageSize: 10,
      column: 'createTime',
      order: 'desc',
    })
    expect(buildListParams({}, { current: 1, pageSize: 20 }, {})).toEqual({ pageNo: 1, pageSize: 20 })
  })

  it("sends the list's columns as JeecgBoot's field (id, then a comma before each key) when they are given", () => {
    expect(fieldList(['username', 'realname'])).toBe('id,,username,realname')
    expect(fieldList([])).toBe('id,')
    expect(buildListParams({}, { current: 1, pageSize: 10 }, {}, 'id,,username')).toEqual({
      field: 'id,,username',
      pageNo: 1,
      pageSize: 10,
    })
    expect(buildExportParams({}, {}, ['a'], 'id,,username')).toEqual({
      field: 'id,,username',
      selections: 'a',
    })
  })

  it('joins batch ids with a trailing comma and keeps the page valid after deletes', () => {
    expect(batchIds(['a', 'b'])).toBe('a,b,')
    expect(pageAfterRemoval(3, 10, 21, 1)).toBe(2)
    expect(pageAfterRemoval(2, 10, 25, 2)).toBe(2)
    expect(pageAfterRemoval(1, 10, 1, 1)).toBe(1)
  })
})

describe('buildExportParams', () => {
  it('sends the applied filters and sort without paging, and the selected ids', () => {
    expect(
      buildExportParams({ username: ' ad ', sex: '' }, { column: 'createTime', order: 'desc' }, ['a', 'b']),
    ).toEqual({
      username: 'ad',
      column: 'createTime',
      order: 'desc',
      selections: 'a,b',
    })
  })
  it('leaves selections out when nothing is selected', () => {
    expect(buildExportParams({}, {}, [])).toEqual({})
  })
})
