import type { Page } from '@portico/contract'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { sysDepart, sysTenant, sysUserDepart } from '../db/schema'
import { formatDateTime } from './dates'
import { type ListSpec, listQuery, selectPage, tableListSpec, toPage } from './query'

export const TENANT_LIST: ListSpec = tableListSpec(
  sysTenant,
  { id: 'integer', name: 'string', status: 'integer', createTime: 'datetime' },
  { defaultSort: { column: sysTenant.id, ascending: true }, tiebreak: sysTenant.id },
)

const withTimes = <T extends { createTime: Date | null }>(row: T) => ({
  ...row,
  createTime: formatDateTime(row.createTime),
})

export async function listTenants(db: Db, query: Record<string, unknown>): Promise<Page<object>> {
  const list = listQuery(TENANT_LIST, query)
  const { rows, total } = await selectPage(db, sysTenant, list)
  return toPage(rows.map(withTimes), total, list)
}

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
