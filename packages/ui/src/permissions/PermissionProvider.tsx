import type { AuthItem } from '@portico/contract'
import { createContext, type ReactNode, useContext, useMemo } from 'react'
import {
  actionsDeniedUnder,
  excludeDenied,
  holdsAny,
  isActionAllowed,
  isButtonVisible,
  type PermissionLists,
  tableActionVisibility,
} from './permissionRules'

const empty: PermissionLists = { auth: [], allAuth: [] }
const PermissionContext = createContext<PermissionLists>(empty)

export interface PermissionProviderProps {
  /** What the user holds (`auth` of getUserPermissionByToken). */
  auth: readonly AuthItem[]
  /** Every button permission of the system (`allAuth`). */
  allAuth: readonly AuthItem[]
  children: ReactNode
}

/** Gives pages and widgets below it the user's button permissions. */
export function PermissionProvider({ auth, allAuth, children }: PermissionProviderProps) {
  const value = useMemo(() => ({ auth, allAuth }), [auth, allAuth])
  return <PermissionContext.Provider value={value}>{children}</PermissionContext.Provider>
}

/** The permission rules of spec §6 bound to the current user's lists. */
export function usePermissions() {
  const lists = useContext(PermissionContext)
  return useMemo(
    () => ({
      lists,
      allows: (action: string) => isActionAllowed(action, lists),
      shows: (action: string) => isButtonVisible(action, lists),
      holdsAny: (codes: readonly string[]) => holdsAny(codes, lists),
      deniedUnder: (prefix: string) => actionsDeniedUnder(prefix, lists),
      tableActions: (prefix?: string) => tableActionVisibility(prefix, lists),
      exclude: <T,>(items: readonly T[], keyOf: (item: T) => string, prefix?: string) =>
        excludeDenied(items, keyOf, prefix, lists),
    }),
    [lists],
  )
}

export interface AuthorizedProps {
  /** The permission code, e.g. `system:user:add`. */
  action: string
  /** 'allowed' reads the lists the `v-has` way; 'visible' the second way of spec §6. Default 'allowed'. */
  rule?: 'allowed' | 'visible'
  children: ReactNode
  /** Rendered instead when the user may not see the children. */
  fallback?: ReactNode
}

/** Renders its children only for users the permission rule lets through. */
export function Authorized({ action, rule = 'allowed', children, fallback = null }: AuthorizedProps) {
  const permissions = usePermissions()
  const ok = rule === 'visible' ? permissions.shows(action) : permissions.allows(action)
  return <>{ok ? children : fallback}</>
}
