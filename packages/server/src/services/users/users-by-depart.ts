import type { SysUser } from '@portico/contract'
import { and, asc, desc, eq, ilike, inArray, like } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysDepart, sysUser, sysUserDepart } from '../../db/schema'
import { type DepartScope, departById } from '../departs/depart-tree'
import { departNamesByUser } from '../departs/departs'
import { containsPattern, escapeLike } from '../shared/like'
import { toSysUser } from '../shared/serializers'

/** Not paged in JeecgBoot either; a bound on what one department answer may hold. */
export const USERS_BY_DEPART_LIMIT = 1000

/**
 * Users of a department and of the departments under it (org code prefix, as JeecgBoot's queryUserByDepCode),
 * optionally whose real name contains `realname`; each with `orgCodeTxt`. An unknown department has no users.
 */
export async function usersByDepart(
  db: Db,
  scope: DepartScope,
  departId: string,
  realname?: string,
): Promise<(SysUser & { orgCodeTxt: string })[]> {
  const depart = await departById(db, departId, scope)
  if (!depart) return []
  const departIds = db
    .select({ id: sysDepart.id })
    .from(sysDepart)
    .where(and(eq(sysDepart.delFlag, 0), like(sysDepart.orgCode, `${escapeLike(depart.orgCode)}%`)))
  const userIds = db
    .select({ id: sysUserDepart.userId })
    .from(sysUserDepart)
    .where(inArray(sysUserDepart.depId, departIds))
  const rows = await db
    .select()
    .from(sysUser)
    .where(
      and(
        eq(sysUser.delFlag, 0),
        inArray(sysUser.id, userIds),
        realname ? ilike(sysUser.realname, containsPattern(realname)) : undefined,
      ),
    )
    .orderBy(desc(sysUser.createTime), asc(sysUser.id))
    .limit(USERS_BY_DEPART_LIMIT)
  const names = await departNamesByUser(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((row) => ({ ...toSysUser(row), orgCodeTxt: names.get(row.id) ?? '' }))
}
