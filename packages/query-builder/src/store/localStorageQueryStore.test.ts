import { describe, expect, it } from 'vitest'
import type { SavedQuery } from '../core/condition.types'
import { createLocalStorageQueryStore } from './localStorageQueryStore'

/** The part of the browser's Storage the store uses, over a Map (tests run in Node). */
function mapStorage() {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  }
}

const query = (title: string, val = '1'): SavedQuery => ({
  title,
  matchType: 'and',
  records: [{ field: 'sex', rule: 'eq', val }],
})

describe('createLocalStorageQueryStore', () => {
  it('keeps queries under JSuperQuerySaved_ plus the save code', async () => {
    const storage = mapStorage()
    const store = createLocalStorageQueryStore('/system/user', storage)
    await store.save(query('男性'))
    expect(JSON.parse(storage.map.get('JSuperQuerySaved_/system/user') ?? '')).toEqual([query('男性')])
    expect(await createLocalStorageQueryStore('/system/role', storage).list()).toEqual([])
  })
  it('overwrites a title in place and removes by title', async () => {
    const store = createLocalStorageQueryStore('users', mapStorage())
    await store.save(query('a'))
    await store.save(query('b'))
    await store.save(query('a', '2'))
    expect(await store.list()).toEqual([query('a', '2'), query('b')])
    await store.remove('a')
    expect(await store.list()).toEqual([query('b')])
  })
  it('skips what it cannot read', async () => {
    const storage = mapStorage()
    storage.map.set('JSuperQuerySaved_x', JSON.stringify([{ title: 1 }, query('ok')]))
    expect(await createLocalStorageQueryStore('x', storage).list()).toEqual([query('ok')])
    storage.map.set('JSuperQuerySaved_x', '{oops')
    expect(await createLocalStorageQueryStore('x', storage).list()).toEqual([])
  })
})
