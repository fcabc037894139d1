import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysDepart, sysUserDepart } from '../../db/schema'

/** JeecgBoot's DepartIdModel list of a user's departments: key and value the id, title the name. */
export async function userDepartList(db: Db, userId: string) {
  const rows = await db
    .select({ id: sysDepart.id, departName: sysDepart.departName })
    .from(sysUserDepart)
    .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.depId))
    .where(eq(sysUserDepart.userId, userId))
    .orderBy(asc(sysDepart.departOrder), asc(sysDepart.id))
  return rows.map((row) => ({ key: row.id, value: row.id, title: row.departName }))
}
