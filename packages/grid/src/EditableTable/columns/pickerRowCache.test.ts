import { describe, expect, it } from 'vitest'
import { createPickerRowCache, LOOKUP_BATCH } from './pickerRowCache'

type User = { username: string; realname: string }
const users: User[] = Array.from({ length: 120 }, (_, i) => ({ username: `u${i}`, realname: `用户${i}` }))

function setup(fail = () => false) {
  const calls: string[][] = []
  let flushes: (() => void)[] = []
  const cache = createPickerRowCache<User>({
    keyOf: (user) => user.username,
    lookup: async (values) => {
      calls.push(values)
      if (fail()) throw new Error('网络错误')
      return users.filter((user) => values.includes(user.username))
    },
    schedule: (flush) => flushes.push(flush),
  })
  const flush = async () => {
    const now = flushes
    flushes = []
    for (const run of now) run()
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { cache, calls, flush }
}

describe('picker row cache', () => {
  it('asks for the values of cells drawn together in one look-up, each value once', async () => {
    const { cache, calls, flush } = setup()
    cache.request(['u1', 'u2'])
    cache.request(['u2', 'u3', 'u3', ''])
    expect(cache.pending('u2')).toBe(true)
    await flush()
    expect(calls).toEqual([['u1', 'u2', 'u3']])
    expect(cache.get('u3')?.realname).toBe('用户3')
    expect(cache.pending('u2')).toBe(false)
    cache.request(['u1', 'u3'])
    await flush()
    expect(calls).toHaveLength(1)
  })

  it('splits a long list into look-ups of LOOKUP_BATCH values', async () => {
    const { cache, calls, flush } = setup()
    cache.request(users.map((user) => user.username))
    await flush()
    expect(calls.map((values) => values.length)).toEqual([LOOKUP_BATCH, LOOKUP_BATCH, 120 - 2 * LOOKUP_BATCH])
    expect(cache.get('u119')?.realname).toBe('用户119')
  })

  it('does not ask again for a value the server does not know, but does after a failed look-up', async () => {
    let failing = true
    const { cache, calls, flush } = setup(() => failing)
    cache.request(['u1'])
    await flush()
    expect(cache.get('u1')).toBeUndefined()
    expect(cache.pending('u1')).toBe(false)
    failing = false
    cache.request(['u1', 'ghost'])
    await flush()
    expect(calls).toEqual([['u1'], ['u1', 'ghost']])
    expect(cache.get('u1')?.realname).toBe('用户1')
    cache.request(['ghost'])
    await flush()
    expect(calls).toHaveLength(2)
  })

  it('knows rows a picker returned without asking, and tells its listeners about changes', async () => {
    const { cache, calls, flush } = setup()
    let heard = 0
    const stop = cache.subscribe(() => heard++)
    const before = cache.version()
    cache.remember([{ username: 'new', realname: '新同事' }])
    cache.request(['new'])
    await flush()
    expect(calls).toEqual([])
    expect(cache.get('new')?.realname).toBe('新同事')
    expect(heard).toBe(1)
    expect(cache.version()).not.toBe(before)
    stop()
    cache.remember([{ username: 'other', realname: '另一位' }])
    expect(heard).toBe(1)
  })
})
