import { usePermissions } from '@portico/ui'
import { useMemo } from 'react'
import { deniedCodes, permittedParts, withColon } from './deniedCodes'

export interface TablePermissionProps {
  /**
   * Permission prefix (spec §6): `add`, `batch_delete` and column keys the user is denied under it hide those parts.
   * Denied codes come from @portico/ui's PermissionProvider, or from `noAuthCodes` when given.
   */
  authPrefix?: string
  /** The user's no-permission codes (prefix, colon, code), instead of the PermissionProvider's. */
  noAuthCodes?: readonly string[]
}

/** Which toolbar buttons and columns of a table the user may see under its permission prefix. */
export function useTablePermissions({ authPrefix, noAuthCodes }: TablePermissionProps) {
  const permissions = usePermissions()
  return useMemo(
    () =>
      permittedParts(
        noAuthCodes
          ? deniedCodes(authPrefix, noAuthCodes)
          : new Set(authPrefix ? permissions.deniedUnder(withColon(authPrefix)) : []),
      ),
    [authPrefix, noAuthCodes, permissions],
  )
}
