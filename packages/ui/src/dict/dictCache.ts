import type { DictOption } from '@portico/contract'
import type { HttpClient } from '../http/httpClient'
import type { ExpiringStorage } from '../storage/expiringStorage'

/** The dictionary helper's message for a missing code (spec §5). */
export const DICT_CODE_REQUIRED = '字典Code不能为空!'

/** The dictionary cache's lifetime (spec §9: 7 days). */
export const DICT_CACHE_LIFETIME_MS = 604_800_000

/** Key of the local map `{ [dictCode]: DictOption[] }` that login and "clear cache" fill. */
export const DICT_CACHE_KEY = 'UI_CACHE_DB_DICT_DATA'

export interface DictCacheOptions {
  http: HttpClient
  storage: ExpiringStorage
  /** The items endpoint; the code is appended as a path segment (JeecgBoot: /sys/dict/getDictItems). */
  itemsUrl: string
  key?: string
  lifetimeMs?: number
}

/** Dictionary items: the local cache first, else the server; one request per code however many widgets ask. */
export interface DictCache {
  /** Resolves a code's options; rejects with 字典Code不能为空! for an empty code, or with the server's message. */
  load(code: string): Promise<DictOption[]>
  /** The options already known for a code (local cache or an earlier load), without a request. */
  peek(code: string): DictOption[] | undefined
  /** Stores every dictionary locally for the cache's lifetime (after login or "clear cache"). */
  storeAll(all: Record<string, DictOption[]>): void
  /** Forgets the local map and every loaded code. */
  clear(): void
}

export function createDictCache({
  http,
  storage,
  itemsUrl,
  key = DICT_CACHE_KEY,
  lifetimeMs = DICT_CACHE_LIFETIME_MS,
}: DictCacheOptions): DictCache {
  const loaded = new Map<string, DictOption[]>()
  const pending = new Map<string, Promise<DictOption[]>>()

  // Table dictionaries (`table,text,code`) are never in the local map: it holds system dictionaries only.
  const local = (code: string) =>
    code.includes(',') ? undefined : (storage.get<Record<string, DictOption[]>>(key)?.[code] ?? undefined)

  const fetchItems = async (code: string) => {
    const reply = await http.get<DictOption[]>(`${itemsUrl}/${encodeURIComponent(code)}`)
    if (!reply.success) throw new Error(reply.message)
    const options = reply.result ?? []
    loaded.set(code, options)
    return options
  }

  const peek = (code: string) => (code ? (local(code) ?? loaded.get(code)) : undefined)

  return {
    peek,
    load(code) {
      if (!code) return Promise.reject(new Error(DICT_CODE_REQUIRED))
      const known = peek(code)
      if (known) return Promise.resolve(known)
      let request = pending.get(code)
      if (!request) {
        request = fetchItems(code).finally(() => pending.delete(code))
        pending.set(code, request)
      }
      return request
    },
    storeAll(all) {
      storage.set(key, all, lifetimeMs)
      loaded.clear()
    },
    clear() {
      storage.remove(key)
      loaded.clear()
    },
  }
}
