import type { SavedQuery } from '../core/condition.types'
import { isMatchType } from '../core/rules'
import type { SavedQueryStore } from './savedQueryStore.types'

/** Key prefix of saved queries in local storage (spec §3). */
export const SAVED_QUERY_KEY_PREFIX = 'JSuperQuerySaved_'

export const savedQueryKey = (saveCode: string) => `${SAVED_QUERY_KEY_PREFIX}${saveCode}`

export const isSavedQuery = (item: unknown): item is SavedQuery =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as SavedQuery).title === 'string' &&
  isMatchType((item as SavedQuery).matchType) &&
  Array.isArray((item as SavedQuery).records)

/**
 * Saved queries in local storage under `JSuperQuerySaved_` + the save code (a list's own code, or the route's full
 * path). Unreadable entries are skipped rather than breaking the dialog.
 */
export function createLocalStorageQueryStore(
  saveCode: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> = globalThis.localStorage,
): SavedQueryStore {
  const key = savedQueryKey(saveCode)
  const read = (): SavedQuery[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]')
      return Array.isArray(parsed) ? parsed.filter(isSavedQuery) : []
    } catch {
      return []
    }
  }
  const write = (queries: SavedQuery[]) => storage.setItem(key, JSON.stringify(queries))
  return {
    list: async () => read(),
    save: async (query) => {
      const queries = read()
      const at = queries.findIndex((q) => q.title === query.title)
      if (at >= 0) queries[at] = query
      else queries.push(query)
      write(queries)
    },
    remove: async (title) => write(read().filter((q) => q.title !== title)),
  }
}
