import { createContext, type ReactNode, useContext, useMemo } from 'react'
import type { HttpClient } from '../http/httpClient'
import { defaultEndpoints, type PorticoEndpoints } from './endpoints'
import type { Notify } from './notify'
import { useToastNotify } from './ToastNotify'

interface PorticoContextValue {
  http: HttpClient
  endpoints: PorticoEndpoints
  notify: Notify
}

const PorticoContext = createContext<PorticoContextValue | null>(null)

export interface PorticoProviderProps {
  http: HttpClient
  endpoints?: Partial<PorticoEndpoints>
  /** Without one, the provider renders a Fluent Toaster and notifies through it. */
  notify?: Notify
  children: ReactNode
}

/** Gives every widget below it the http client, the endpoints and a way to notify the user. */
export function PorticoProvider({ http, endpoints, notify, children }: PorticoProviderProps) {
  const toast = useToastNotify()
  const value = useMemo(
    () => ({ http, endpoints: { ...defaultEndpoints, ...endpoints }, notify: notify ?? toast.notify }),
    [http, endpoints, notify, toast.notify],
  )
  return (
    <PorticoContext.Provider value={value}>
      {children}
      {!notify && toast.toaster}
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
