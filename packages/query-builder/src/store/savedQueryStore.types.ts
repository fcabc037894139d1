import type { SavedQuery } from '../core/condition.types'

/** Where saved queries live: the browser by default; an app can keep them on the server per user instead. */
export interface SavedQueryStore {
  list(): Promise<SavedQuery[]>
  /** Adds the query, or replaces the one with the same title in place. */
  save(query: SavedQuery): Promise<void>
  remove(title: string): Promise<void>
}
