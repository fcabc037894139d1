import type { LoginResult, MultiDepart } from '@portico/contract'
import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysTenant, sysUser } from '../../db/schema'
import type { Caches } from '../cache/caches'
import { departsOfUser } from '../departs/departs'
import { allDictItems } from '../dicts/dicts'
import { toSysDepart, toSysTenant, toSysUser } from '../shared/serializers'
import type { UserRow } from '../users/current-user'
import { tenantIdsOf } from '../users/current-user'

/** Builds LoginResult; a user in exactly one department gets it as orgCode, as JeecgBoot does. */
export async function buildLoginResult(
  db: Db,
  user: UserRow,
  token: string,
  caches: Caches,
): Promise<LoginResult> {
  const departs = await departsOfUser(db, user.id)
  const multiDepart: MultiDepart = departs.length === 0 ? 0 : departs.length === 1 ? 1 : 2
  let current = user
  if (departs.length === 1 && user.orgCode !== departs[0].orgCode) {
    await db.update(sysUser).set({ orgCode: departs[0].orgCode }).where(eq(sysUser.id, user.id))
    current = { ...user, orgCode: departs[0].orgCode }
    await caches.stamps.bump('auth')
  }
  const tenantIds = tenantIdsOf(user)
  const tenants = tenantIds.length
    ? await db.select().from(sysTenant).where(inArray(sysTenant.id, tenantIds))
    : []
  return {
    token,
    userInfo: toSysUser(current),
    departs: departs.map(toSysDepart),
    multi_depart: multiDepart,
    sysAllDictItems: await caches.allDicts.load('', () => allDictItems(db)),
    tenantList: tenants.map(toSysTenant),
  }
}
