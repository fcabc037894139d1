import type { Deps } from '../../deps'
import { permissionCodesOf } from './current-user'

/** The caller's permission codes, through the instance's cache (what the auth plugin checks routes against). */
export const heldCodes = (deps: Pick<Deps, 'caches' | 'db'>, userId: string): Promise<Set<string>> =>
  deps.caches.permissionCodes.load(userId, () => permissionCodesOf(deps.db, userId))
