import { expect, it } from 'vitest'
import type { KvStore } from '../../src/stores/kv'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The behaviour every KvStore must have; run against each implementation. */
export function kvContract(store: () => KvStore, prefix: string): void {
  const key = (name: string) => `${prefix}:${name}`

  it('set/get/del', async () => {
    await store().set(key('a'), 'one', 10_000)
    expect(await store().get(key('a'))).toBe('one')
    await store().set(key('a'), 'two', 10_000)
    expect(await store().get(key('a'))).toBe('two')
    await store().del(key('a'))
    expect(await store().get(key('a'))).toBeNull()
  })

  it('getMany answers several values in the order asked, null for a missing or expired one', async () => {
    await store().set(key('m1'), 'first', 10_000)
    await store().set(key('m2'), 'gone', 100)
    await sleep(200)
    expect(await store().getMany([key('missing'), key('m1'), key('m2')])).toEqual([null, 'first', null])
  })

  it('expires values after their TTL', async () => {
    await store().set(key('b'), 'soon gone', 150)
    expect(await store().get(key('b'))).toBe('soon gone')
    await sleep(300)
    expect(await store().get(key('b'))).toBeNull()
    expect(await store().take(key('b'))).toBeNull()
  })

  it('take returns the value once, even under concurrency', async () => {
    await store().set(key('c'), 'once', 10_000)
    const results = await Promise.all(Array.from({ length: 8 }, () => store().take(key('c'))))
    expect(results.filter((r) => r === 'once')).toHaveLength(1)
    expect(await store().get(key('c'))).toBeNull()
  })

  it('incr counts within a window and restarts after it', async () => {
    const counts = await Promise.all(Array.from({ length: 5 }, () => store().incr(key('d'), 400)))
    expect(counts.sort()).toEqual([1, 2, 3, 4, 5])
    await sleep(550)
    expect(await store().incr(key('d'), 400)).toBe(1)
  })

  it('countPrefix counts the live keys under a prefix, taking its wildcard characters literally', async () => {
    await store().set(key('n:one'), '1', 10_000)
    await store().set(key('n:two'), '2', 10_000)
    await store().set(key('n:gone'), '3', 100)
    await store().set(key('n_x'), 'not under n:', 10_000)
    await store().set(key('n%:y'), 'not under n:', 10_000)
    await sleep(200)
    expect(await store().countPrefix(key('n:'))).toBe(2)
    expect(await store().countPrefix(key('n_'))).toBe(1)
    expect(await store().countPrefix(key('n%:'))).toBe(1)
    expect(await store().countPrefix(key('nothing-here:'))).toBe(0)
  })
}
