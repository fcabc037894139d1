import { createContext, type ReactNode, useContext } from 'react'
import type { SavedQueryStore } from './savedQueryStore.types'

/** A factory from save code to store, so one provider serves every list of an app. */
export type SavedQueryStoreFactory = (saveCode: string) => SavedQueryStore

const SavedQueryStoreContext = createContext<SavedQueryStoreFactory | null>(null)

export interface SavedQueryStoreProviderProps {
  createStore: SavedQueryStoreFactory
  children: ReactNode
}

/** Keeps every advanced query below it in one place (e.g. on the server per user) instead of local storage. */
export function SavedQueryStoreProvider({ createStore, children }: SavedQueryStoreProviderProps) {
  return <SavedQueryStoreContext.Provider value={createStore}>{children}</SavedQueryStoreContext.Provider>
}

export const useSavedQueryStoreFactory = () => useContext(SavedQueryStoreContext)
