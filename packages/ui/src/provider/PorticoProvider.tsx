import { createContext, type ReactNode, useContext, useMemo, useState } from 'react'
import { createDictCache, DICT_CACHE_KEY, DICT_CACHE_LIFETIME_MS, type DictCache } from '../dict/dictCache'
import { createGroupRequest, type GroupRequest } from '../http/groupRequest'
import type { HttpClient } from '../http/httpClient'
import { createExpiringStorage, type KeyValueBackend, memoryBackend } from '../storage/expiringStorage'
import { defaultEndpoints, type PorticoEndpoints } from './endpoints'
import type { Notify } from './notify'
import { useToastNotify } from './ToastNotify'

interface PorticoContextValue {
  http: HttpClient
  endpoints: PorticoEndpoints
  notify: Notify
  dictCache: DictCache
  groupRequest: GroupRequest
}

const PorticoContext = createContext<PorticoContextValue | null>(null)

/** Where the dictionary cache lives locally (the app's login and "clear cache" write the same key). */
export interface DictionaryStorageOptions {
  /** Default: localStorage (an in-memory store where there is none). */
  backend?: KeyValueBackend
  /** Prefix of every local key (default `pro__`). */
  namespace?: string
  /** Default `UI_CACHE_DB_DICT_DATA`. */
  key?: string
  /** Default 7 days (604800000 ms). */
  lifetimeMs?: number
}

export interface PorticoProviderProps {
  http: HttpClient
  endpoints?: Partial<PorticoEndpoints>
  /** Without one, the provider notifies through a Fluent Toaster, loaded with the first toast. */
  notify?: Notify
  dictionaries?: DictionaryStorageOptions
  children: ReactNode
}

const defaultBackend = (): KeyValueBackend =>
  typeof localStorage === 'undefined' ? memoryBackend() : localStorage

/**
 * Gives every widget below it the http client, the endpoints, the dictionary cache, the popups' shared requests and a
 * way to notify the user.
 */
export function PorticoProvider({ http, endpoints, notify, dictionaries, children }: PorticoProviderProps) {
  const toast = useToastNotify()
  const merged = useMemo(() => ({ ...defaultEndpoints, ...endpoints }), [endpoints])
  const {
    backend,
    namespace = 'pro__',
    key = DICT_CACHE_KEY,
    lifetimeMs = DICT_CACHE_LIFETIME_MS,
  } = dictionaries ?? {}
  const dictCache = useMemo(
    () =>
      createDictCache({
        http,
        storage: createExpiringStorage(backend ?? defaultBackend(), namespace),
        itemsUrl: merged.dictItems,
        key,
        lifetimeMs,
      }),
    [http, backend, namespace, key, lifetimeMs, merged.dictItems],
  )
  // Answers shared by a group of popups for 30 s, for as long as this provider lives.
  const [groupRequest] = useState(() => createGroupRequest())
  const value = useMemo(
    () => ({ http, endpoints: merged, notify: notify ?? toast.notify, dictCache, groupRequest }),
    [http, merged, notify, toast.notify, dictCache, groupRequest],
  )
  return (
    <PorticoContext.Provider value={value}>
      {/* Mounted with the first toast; toasts raised before it is loaded wait for it. */}
      {!notify && toast.toaster}
      {children}
    </PorticoContext.Provider>
  )
}

function usePortico(): PorticoContextValue {
  const value = useContext(PorticoContext)
  if (!value) throw new Error('Portico widgets need a <PorticoProvider> above them')
  return value
}

export const useHttp = () => usePortico().http
export const useEndpoints = () => usePortico().endpoints
export const useNotify = () => usePortico().notify
export const useDictCache = () => usePortico().dictCache
/** Requests shared by a group of widgets (the popup report's columns, query items and pages) for 30 s. */
export const useGroupRequest = () => usePortico().groupRequest
