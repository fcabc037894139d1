import { describe, expect, it } from 'vitest'
import { keyOfRow, pageOf, pickRow, removeRow, togglePage } from './selectionRules'

interface Row {
  id: string
  name?: string
}
const a: Row = { id: 'a' }
const b: Row = { id: 'b' }
const c: Row = { id: 'c' }
const keyOf = keyOfRow<Row>('id')
const ids = (rows: Row[]) => rows.map(keyOf)

describe('selection rules', () => {
  it('replaces the choice in single mode, also when the same row is picked again', () => {
    expect(ids(pickRow([a], b, 'single', keyOf))).toEqual(['b'])
    expect(ids(pickRow([a], a, 'single', keyOf))).toEqual(['a'])
    expect(ids(pickRow([], c, 'single', keyOf))).toEqual(['c'])
  })

  it('adds in multi mode and takes a repeated pick off', () => {
    const once = pickRow([a], b, 'multiple', keyOf)
    expect(ids(once)).toEqual(['a', 'b'])
    expect(ids(pickRow(once, a, 'multiple', keyOf))).toEqual(['b'])
    // A row object from another page load counts as the same row by key.
    expect(ids(pickRow(once, { id: 'b', name: 'reloaded' }, 'multiple', keyOf))).toEqual(['a'])
  })

  it('removes a chosen row by key', () => {
    expect(ids(removeRow([a, b, c], 'b', keyOf))).toEqual(['a', 'c'])
    expect(ids(removeRow([a], 'z', keyOf))).toEqual(['a'])
  })

  it('toggles a whole page, keeping choices from other pages', () => {
    expect(ids(togglePage([c], [a, b], keyOf))).toEqual(['c', 'a', 'b'])
    expect(ids(togglePage([a, c], [a, b], keyOf))).toEqual(['a', 'c', 'b'])
    expect(ids(togglePage([a, b, c], [a, b], keyOf))).toEqual(['c'])
    expect(ids(togglePage([c], [], keyOf))).toEqual(['c'])
  })

  it('reads keys from a field or a function, and pages a plain list', () => {
    expect(keyOfRow<Row>((row) => `k-${row.id}`)(a)).toBe('k-a')
    expect(pageOf([1, 2, 3, 4, 5, 6, 7], 2, 5)).toEqual([6, 7])
    expect(pageOf([1, 2, 3], 3, 5)).toEqual([])
  })
})

describe('JeecgBoot replies as pages', async () => {
  const { failureText, SelectionLoadError, toSelectionPage } = await import('./selectionPage')
  const envelope = <T>(success: boolean, result: T, message = '') => ({
    success,
    result,
    message,
    code: success ? 200 : 500,
    timestamp: 0,
  })

  it('reads a page, pages a plain list and throws a failed reply', () => {
    const page = { records: [a, b], total: 12, size: 2, current: 1, pages: 6 }
    expect(toSelectionPage(envelope(true, page), { pageNo: 1, pageSize: 2 })).toEqual({
      records: [a, b],
      total: 12,
    })
    expect(toSelectionPage(envelope(true, [a, b, c]), { pageNo: 2, pageSize: 2 })).toEqual({
      records: [c],
      total: 3,
    })
    expect(toSelectionPage(envelope(true, null), { pageNo: 1, pageSize: 2 })).toEqual({
      records: [],
      total: 0,
    })
    expect(() => toSelectionPage(envelope(false, null, '没有权限'), { pageNo: 1, pageSize: 2 })).toThrow(
      '没有权限',
    )
  })

  it('shows the server message of a failure, or a plain text', () => {
    expect(failureText(new SelectionLoadError('未查询匹配数据！'))).toBe('未查询匹配数据！')
    expect(failureText({ response: { data: { message: '操作失败' } } })).toBe('操作失败')
    expect(failureText(new Error('Request failed with status code 500'))).toBe('数据加载失败')
    expect(failureText(null)).toBe('数据加载失败')
  })
})
