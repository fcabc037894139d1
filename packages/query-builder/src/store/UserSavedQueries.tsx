import { useUserSettings } from '@portico/ui'
import { type ReactNode, useCallback } from 'react'
import { SavedQueryStoreProvider } from './SavedQueryStoreProvider'
import { createUserSettingsQueryStore } from './userSettingsQueryStore'

/** Every advanced query below keeps its saved queries on the server for the signed-in user. */
export function UserSavedQueries({ children }: { children: ReactNode }) {
  const settings = useUserSettings()
  const createStore = useCallback(
    (saveCode: string) => createUserSettingsQueryStore(settings, saveCode),
    [settings],
  )
  return <SavedQueryStoreProvider createStore={createStore}>{children}</SavedQueryStoreProvider>
}
