import { describe, expect, it, vi } from 'vitest'
import { createGroupRequest, GROUP_REQUEST_LIFETIME_MS } from './groupRequest'

describe('group request (popup report cache)', () => {
  it('answers a key from the first load for 30 s, then loads again', async () => {
    let clock = 1_000
    const group = createGroupRequest({ now: () => clock })
    const load = vi.fn(async () => ({ n: load.mock.calls.length }))
    expect(GROUP_REQUEST_LIFETIME_MS).toBe(30_000)
    expect(await group('g/getRpColumns/report_user', load)).toEqual({ n: 1 })
    clock += 29_999
    expect(await group('g/getRpColumns/report_user', load)).toEqual({ n: 1 })
    expect(load).toHaveBeenCalledTimes(1)
    clock += 1
    expect(await group('g/getRpColumns/report_user', load)).toEqual({ n: 2 })
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps groups apart and shares nothing without a key', async () => {
    const group = createGroupRequest()
    const load = vi.fn(async () => 'answer')
    await group('a', load)
    await group('b', load)
    await group(undefined, load)
    await group(undefined, load)
    await group('', load)
    expect(load).toHaveBeenCalledTimes(5)
    await group('a', load)
    expect(load).toHaveBeenCalledTimes(5)
  })

  it('shares a load still on its way', async () => {
    const group = createGroupRequest()
    let resolve: (value: string) => void = () => undefined
    const load = vi.fn(() => new Promise<string>((r) => (resolve = r)))
    const first = group('k', load)
    const second = group('k', load)
    resolve('once')
    expect(await Promise.all([first, second])).toEqual(['once', 'once'])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('forgets a failed load, so the next caller tries again', async () => {
    const group = createGroupRequest()
    const fail = vi.fn(async () => {
      throw new Error('报表不存在')
    })
    await expect(group('k', fail)).rejects.toThrow('报表不存在')
    const load = vi.fn(async () => 'ok')
    expect(await group('k', load)).toBe('ok')
    expect(load).toHaveBeenCalledTimes(1)
  })
})
