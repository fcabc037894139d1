import type { Db } from '../../db/client'
import type { Caches } from '../cache/caches'
import { permissionCodesOf } from './current-user'

/** The caller's permission codes, through the instance's cache (what the auth plugin checks routes against). */
export const heldCodes = (deps: { caches: Caches; db: Db }, userId: string): Promise<Set<string>> =>
  deps.caches.permissionCodes.load(userId, () => permissionCodesOf(deps.db, userId))
