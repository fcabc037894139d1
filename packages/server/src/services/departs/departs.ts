import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysDepart, sysUserDepart } from '../../db/schema'

export type DepartRow = typeof sysDepart.$inferSelect

export async function departsOfUser(db: Db, userId: string): Promise<DepartRow[]> {
  const rows = await db
    .select({ depart: sysDepart })
    .from(sysDepart)
    .innerJoin(sysUserDepart, eq(sysUserDepart.depId, sysDepart.id))
    .where(and(eq(sysUserDepart.userId, userId), eq(sysDepart.delFlag, 0)))
    .orderBy(asc(sysDepart.departOrder), asc(sysDepart.orgCode))
  return rows.map((r) => r.depart)
}

/** userId → department names joined by commas (the list's orgCodeTxt). */
export async function departNamesByUser(db: Db, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map()
  const rows = await db
    .select({ userId: sysUserDepart.userId, name: sysDepart.departName })
    .from(sysUserDepart)
    .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.depId))
    .where(inArray(sysUserDepart.userId, userIds))
    .orderBy(asc(sysDepart.orgCode))
  const names = new Map<string, string[]>()
  for (const row of rows) names.set(row.userId, [...(names.get(row.userId) ?? []), row.name])
  return new Map([...names].map(([id, list]) => [id, list.join(',')]))
}
