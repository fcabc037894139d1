import type { AuthItem } from '@portico/contract'

/**
 * The button and column permission rules of spec §6, as pure functions over the two lists the server sends:
 * `auth` (what the user holds) and `allAuth` (every button permission of the system, with its status).
 */
export interface PermissionLists {
  auth: readonly AuthItem[]
  allAuth: readonly AuthItem[]
}

export const PERMISSION_LIST_ERROR = 'permissions must be a non-null array'

/** Type '2' entries are "show disabled" buttons; the first reading only looks at the others. */
const isDisableType = (item: AuthItem) => item.type === '2'

/**
 * First reading (the `v-has` guard): an action stays when the user holds it among the non type-2 entries, or when
 * the system-wide entry for it is switched off (status '0': the action is not under permission control).
 */
export function isActionAllowed(action: string, { auth, allAuth }: PermissionLists): boolean {
  const uncontrolled = allAuth.some(
    (item) => !isDisableType(item) && item.action === action && item.status === '0',
  )
  if (uncontrolled) return true
  return auth.some((item) => !isDisableType(item) && item.action === action)
}

/**
 * Second reading: visible when the user's list has a type-2 entry for the action; otherwise the system-wide list
 * decides: status '0' hides it, an enabled entry shows it unless the user's list has the action, no entry hides it.
 */
export function isButtonVisible(action: string, { auth, allAuth }: PermissionLists): boolean {
  if (auth.some((item) => isDisableType(item) && item.action === action)) return true
  const system = allAuth.find((item) => item.action === action)
  if (!system || system.status === '0') return false
  return !auth.some((item) => item.action === action)
}

/**
 * The enabled menu-type actions under a prefix that the user does not hold, with the prefix removed: what a
 * page must leave out (columns, toolbar buttons) for this user.
 */
export function actionsDeniedUnder(prefix: string, { auth, allAuth }: PermissionLists): string[] {
  const held = new Set(auth.filter((item) => item.type === '1').map((item) => item.action))
  return allAuth
    .filter((item) => item.type === '1' && item.status === '1' && item.action.startsWith(prefix))
    .filter((item) => !held.has(item.action))
    .map((item) => item.action.slice(prefix.length))
}

export interface TableActionVisibility {
  add: boolean
  batchDelete: boolean
  /** Removing rows goes with batch delete: excluding batch_delete hides remove too. */
  remove: boolean
}

/** The table's add and batch-delete buttons: hidden when `{prefix}:add` / `{prefix}:batch_delete` is denied. */
export function tableActionVisibility(
  prefix: string | undefined,
  lists: PermissionLists,
): TableActionVisibility {
  if (!prefix) return { add: true, batchDelete: true, remove: true }
  const denied = actionsDeniedUnder(`${prefix}:`, lists)
  const batchDelete = !denied.includes('batch_delete')
  return { add: !denied.includes('add'), batchDelete, remove: batchDelete }
}

/** Leaves out the columns (or toolbar items) whose key is denied under the prefix. */
export function excludeDenied<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  prefix: string | undefined,
  lists: PermissionLists,
): T[] {
  if (!prefix) return [...items]
  const denied = new Set(actionsDeniedUnder(prefix, lists))
  return items.filter((item) => !denied.has(keyOf(item)))
}

/** A menu route with a permission list shows only when the user holds one of them. */
export function isRouteVisible(
  permissionList: readonly AuthItem[] | null | undefined,
  auth: readonly AuthItem[] | null | undefined,
): boolean {
  if (!permissionList || permissionList.length === 0) return true
  if (!Array.isArray(auth)) throw new Error(PERMISSION_LIST_ERROR)
  const held = new Set(auth.map((item) => item.action))
  return permissionList.some((item) => held.has(item.action))
}

/** Whether the user holds any of the given codes; the list of codes itself must be a non-empty array. */
export function holdsAny(codes: readonly string[] | null | undefined, lists: PermissionLists): boolean {
  if (!Array.isArray(codes) || codes.length === 0) throw new Error(PERMISSION_LIST_ERROR)
  return codes.some((code) => isActionAllowed(code, lists))
}
