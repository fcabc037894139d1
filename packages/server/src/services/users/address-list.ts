import { and, asc, count, eq, ilike, like } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysDepart, sysUser, sysUserDepart } from '../../db/schema'
import { type PageParams, toPage } from '../query'
import { containsPattern, escapeLike } from '../shared/like'

export interface AddressQuery {
  /** The chosen department's org code: its users and those of the departments under it. */
  orgCode?: string
  realname?: string
  workNo?: string
}

/** 通讯录: one row per user and department they work in (JeecgBoot queryByOrgCodeForAddressList), paged. */
export async function addressList(db: Db, query: AddressQuery, page: PageParams) {
  const where = and(
    eq(sysUser.delFlag, 0),
    eq(sysDepart.delFlag, 0),
    query.orgCode ? like(sysDepart.orgCode, `${escapeLike(query.orgCode)}%`) : undefined,
    query.realname ? ilike(sysUser.realname, containsPattern(query.realname)) : undefined,
    query.workNo ? ilike(sysUser.workNo, containsPattern(query.workNo)) : undefined,
  )
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: sysUser.id,
        realname: sysUser.realname,
        workNo: sysUser.workNo,
        post: sysUser.post,
        telephone: sysUser.telephone,
        phone: sysUser.phone,
        email: sysUser.email,
        departId: sysDepart.id,
        departName: sysDepart.departName,
        orgCode: sysDepart.orgCode,
      })
      .from(sysUserDepart)
      .innerJoin(sysUser, eq(sysUser.id, sysUserDepart.userId))
      .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.depId))
      .where(where)
      .orderBy(asc(sysDepart.orgCode), asc(sysUser.realname), asc(sysUser.id))
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize),
    db
      .select({ n: count() })
      .from(sysUserDepart)
      .innerJoin(sysUser, eq(sysUser.id, sysUserDepart.userId))
      .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.depId))
      .where(where),
  ])
  return toPage(rows, Number(totals[0]?.n ?? 0), page)
}
