import type { UserSettings } from '@portico/ui'
import type { SavedQuery } from '../core/condition.types'
import { isSavedQuery, savedQueryKey } from './localStorageQueryStore'
import type { SavedQueryStore } from './savedQueryStore.types'

/**
 * Saved queries kept on the server per user (under the same `JSuperQuerySaved_` + save code key), so they follow
 * the user to any browser.
 */
export function createUserSettingsQueryStore(settings: UserSettings, saveCode: string): SavedQueryStore {
  const key = savedQueryKey(saveCode)
  const read = async (): Promise<SavedQuery[]> => {
    const stored = await settings.get<unknown>(key)
    return Array.isArray(stored) ? stored.filter(isSavedQuery) : []
  }
  return {
    list: read,
    save: async (query) => {
      const queries = await read()
      const at = queries.findIndex((q) => q.title === query.title)
      if (at >= 0) queries[at] = query
      else queries.push(query)
      await settings.save(key, queries)
    },
    remove: async (title) =>
      settings.save(
        key,
        (await read()).filter((q) => q.title !== title),
      ),
  }
}
