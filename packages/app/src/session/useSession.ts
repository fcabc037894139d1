import { useSyncExternalStore } from 'react'
import { type SessionSnapshot, sessionStore } from './sessionStore'

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.snapshot)
}
