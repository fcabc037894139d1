import { useSyncExternalStore } from 'react'
import { StorageKey, storage } from '../storage'
import { normalizeSettings, type PageSettings } from './pageSettings'

type Listener = () => void
const listeners = new Set<Listener>()
let current: PageSettings = normalizeSettings(storage.get<Partial<PageSettings>>(StorageKey.pageSettings))

function replace(next: PageSettings) {
  current = next
  storage.set(StorageKey.pageSettings, current)
  for (const listener of listeners) listener()
}

/** The user's page settings, kept in local storage under the app's namespace. */
export const settingsStore = {
  get: () => current,
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  update(change: Partial<PageSettings>) {
    replace(normalizeSettings({ ...current, ...change }))
  },
  reset() {
    replace(normalizeSettings(undefined))
  },
}

export const usePageSettings = () => useSyncExternalStore(settingsStore.subscribe, settingsStore.get)
