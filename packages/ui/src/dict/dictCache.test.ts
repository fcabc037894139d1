import type { DictOption, Envelope } from '@portico/contract'
import { describe, expect, it } from 'vitest'
import type { HttpClient } from '../http/httpClient'
import { createExpiringStorage, memoryBackend } from '../storage/expiringStorage'
import { createDictCache, DICT_CACHE_KEY, DICT_CACHE_LIFETIME_MS, DICT_CODE_REQUIRED } from './dictCache'

const sex: DictOption[] = [
  { value: '1', text: '男' },
  { value: '2', text: '女' },
]

function fakeHttp(reply: (url: string) => Envelope<DictOption[]>) {
  const calls: string[] = []
  const http = {
    get: async (url: string) => {
      calls.push(url)
      return reply(url)
    },
  } as unknown as HttpClient
  return { http, calls }
}

const envelope = (
  result: DictOption[] | null,
  success = true,
  message = '操作成功！',
): Envelope<DictOption[]> => ({
  success,
  message,
  code: success ? 0 : 500,
  result: result as DictOption[],
  timestamp: 0,
})

function setup(reply = (_url: string) => envelope(sex), now = () => 0) {
  const backend = memoryBackend()
  const storage = createExpiringStorage(backend, 'pro__', now)
  const { http, calls } = fakeHttp(reply)
  const cache = createDictCache({ http, storage, itemsUrl: '/sys/dict/getDictItems' })
  return { cache, calls, backend, storage }
}

describe('dictionary cache', () => {
  it('rejects an empty code with 字典Code不能为空!', async () => {
    const { cache, calls } = setup()
    await expect(cache.load('')).rejects.toThrow(DICT_CODE_REQUIRED)
    expect(DICT_CODE_REQUIRED).toBe('字典Code不能为空!')
    expect(calls).toEqual([])
  })

  it('reads the local map first, under the namespaced key', async () => {
    const { cache, calls, backend, storage } = setup()
    storage.set(DICT_CACHE_KEY, { sex }, DICT_CACHE_LIFETIME_MS)
    expect(backend.getItem('pro__UI_CACHE_DB_DICT_DATA')).not.toBeNull()
    await expect(cache.load('sex')).resolves.toEqual(sex)
    expect(calls).toEqual([])
  })

  it('asks the server once per code when the local map lacks it', async () => {
    const { cache, calls } = setup()
    const [a, b] = await Promise.all([cache.load('sex'), cache.load('sex')])
    expect(a).toEqual(sex)
    expect(b).toBe(a)
    await cache.load('sex')
    expect(calls).toEqual(['/sys/dict/getDictItems/sex'])
    expect(cache.peek('sex')).toEqual(sex)
  })

  it('sends table dictionaries to the server, encoded as one path segment', async () => {
    const { cache, calls, storage } = setup()
    storage.set(DICT_CACHE_KEY, { 'sys_user,realname,username': [] }, DICT_CACHE_LIFETIME_MS)
    await cache.load('sys_user,realname,username')
    expect(calls).toEqual(['/sys/dict/getDictItems/sys_user%2Crealname%2Cusername'])
  })

  it('forgets the local map after 7 days', async () => {
    let now = 1000
    const { cache, calls } = setup(undefined, () => now)
    cache.storeAll({ sex: [{ value: '9', text: '未知' }] })
    expect(await cache.load('sex')).toEqual([{ value: '9', text: '未知' }])
    now = 1000 + 604_800_000
    expect(await cache.load('sex')).toEqual(sex)
    expect(calls).toHaveLength(1)
  })

  it("rejects with the server's message and retries later", async () => {
    let fail = true
    const { cache, calls } = setup(() =>
      fail ? envelope(null, false, '字典Code格式不正确！') : envelope(sex),
    )
    await expect(cache.load('a,b')).rejects.toThrow('字典Code格式不正确！')
    fail = false
    await expect(cache.load('a,b')).resolves.toEqual(sex)
    expect(calls).toHaveLength(2)
  })
})
