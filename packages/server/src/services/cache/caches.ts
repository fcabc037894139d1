import type { DictOption } from '@portico/contract'
import type { sysPermissionDataRule } from '../../db/schema'
import type { KvStore } from '../../stores/kv'
import type { ListTotal } from '../query/total'
import type { UserRow } from '../users/current-user'
import { type MemoCache, StampedCaches } from './stamped-caches'

/**
 * The per-instance caches of what nearly every request reads: the signed-in user, their permission codes and
 * data rules, system dictionaries and the user list's totals. The auth ones are dropped whenever the auth stamp
 * moves (a write under the routes that change users, roles, departments, menus or tenants, a logout or
 * revocation); dictionaries whenever the dict stamp moves.
 */
export class Caches {
  readonly stamps: StampedCaches
  readonly users: MemoCache<UserRow | null>
  readonly permissionCodes: MemoCache<Set<string>>
  readonly dataRules: MemoCache<(typeof sysPermissionDataRule.$inferSelect)[]>
  /** Totals of filtered lists of tables every write of which bumps the auth stamp (sys_user). */
  readonly totals: MemoCache<ListTotal>
  readonly dicts: MemoCache<Map<string, string>>
  /** Every dictionary with its items (the login result, queryAllDictItems): one entry. */
  readonly allDicts: MemoCache<Record<string, DictOption[]>>

  constructor(kv: KvStore) {
    this.stamps = new StampedCaches(kv)
    this.users = this.stamps.create('auth')
    this.permissionCodes = this.stamps.create('auth')
    this.dataRules = this.stamps.create('auth')
    this.totals = this.stamps.create('auth')
    this.dicts = this.stamps.create('dict')
    this.allDicts = this.stamps.create('dict')
  }
}
