export {
  Authorized,
  type AuthorizedProps,
  PermissionProvider,
  type PermissionProviderProps,
  usePermissions,
} from './PermissionProvider'
export {
  actionsDeniedUnder,
  excludeDenied,
  holdsAny,
  isActionAllowed,
  isButtonVisible,
  isRouteVisible,
  type PermissionLists,
  type TableActionVisibility,
  tableActionVisibility,
} from './permissionRules'
