import { describe, expect, it } from 'vitest'
import { StampedCaches } from '../../../src/services/cache/stamped-caches'
import type { KvStore } from '../../../src/stores/kv'

/** A shared store two instances' stamps read, in memory (the real stores have their own contract tests). */
function memoryKv(): KvStore {
  const values = new Map<string, string>()
  return {
    set: async (key, value) => void values.set(key, value),
    get: async (key) => values.get(key) ?? null,
    getMany: async (keys) => keys.map((key) => values.get(key) ?? null),
    take: async (key) => {
      const value = values.get(key) ?? null
      values.delete(key)
      return value
    },
    del: async (key) => void values.delete(key),
    incr: async () => 0,
    purgeExpired: async () => 0,
    countPrefix: async (prefix) => [...values.keys()].filter((key) => key.startsWith(prefix)).length,
  }
}

describe('StampedCaches', () => {
  it('a bump on one instance empties the other’s cache at its next check, and only the bumped kind', async () => {
    const kv = memoryKv()
    const [a, b] = [new StampedCaches(kv), new StampedCaches(kv)]
    const auth = b.create<string>('auth')
    const dict = b.create<string>('dict')
    await b.check()
    let loads = 0
    const load = () => auth.load('k', async () => `v${++loads}`)
    expect(await load()).toBe('v1')
    await dict.load('d', async () => 'texts')
    await b.check()
    expect(await load()).toBe('v1')
    await a.bump('auth')
    expect(await load()).toBe('v1') // not checked yet
    await b.check()
    expect(await load()).toBe('v2')
    expect(dict.get('d')).toBe('texts')
  })

  it('keeps nothing read before a clear that happened while it was read', async () => {
    const kv = memoryKv()
    const caches = new StampedCaches(kv)
    const cache = caches.create<string>('auth')
    let release: () => void = () => {}
    const slow = cache.load('k', () => new Promise<string>((resolve) => (release = () => resolve('stale'))))
    await caches.bump('auth')
    release()
    expect(await slow).toBe('stale')
    expect(cache.get('k')).toBeUndefined()
  })

  it('a lost stamp (the store was emptied) counts as a change everywhere', async () => {
    const kv = memoryKv()
    const caches = new StampedCaches(kv)
    const cache = caches.create<string>('auth')
    await caches.check()
    await cache.load('k', async () => 'kept')
    await caches.check()
    expect(cache.get('k')).toBe('kept')
    await kv.del('cache-stamp:auth')
    await caches.check()
    expect(cache.get('k')).toBeUndefined()
    expect(await kv.get('cache-stamp:auth')).not.toBeNull()
  })
})
