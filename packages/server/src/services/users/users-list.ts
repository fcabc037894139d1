import { type Page, type SysUser, userResource } from '@portico/contract'
import { eq, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysUser } from '../../db/schema'
import { departNamesByUser } from '../departs/departs'
import { ESTIMATE_ABOVE_ROWS, listQuery, selectPage, toPage } from '../query'
import { resourceListSpec } from '../resources/columns'
import { type ResourceRecord, resourceDicts, toRecord } from '../resources/records'
import { toSysUser } from '../shared/serializers'

/** What the user list may filter and sort on: the declared fields (and `id`); nothing else reaches SQL. */
export const USER_LIST = resourceListSpec(userResource, sysUser)

export type UserListQuery = Record<string, string | number | undefined> & {
  pageNo?: number
  pageSize?: number
  column?: string
  order?: string
}

export type UserListRecord = SysUser & {
  orgCodeTxt: string
  sex_dictText: string | null
  status_dictText: string | null
}

type UserRow = typeof sysUser.$inferSelect

/** A user as JeecgBoot's SysUser answers it (integer sex and status), with the declared dictionary texts. */
export function userRecord(row: UserRow, declared: ResourceRecord): ResourceRecord {
  return {
    ...toSysUser(row),
    version: row.version,
    sex_dictText: row.sex === null ? null : (declared.sex_dictText as string),
    status_dictText: declared.status_dictText as string,
  }
}

/** Adds 部门 (the names of the users' departments) to listed users. */
export async function addDepartNames(db: Db, records: ResourceRecord[]): Promise<void> {
  const names = await departNamesByUser(
    db,
    records.map((r) => r.id),
  )
  for (const record of records) record.orgCodeTxt = names.get(record.id) ?? ''
}

/** The users narrowed by `base` (e.g. the members of one role), filtered and paged like the user list. */
export async function listUsers(
  db: Db,
  query: UserListQuery,
  base: (SQL | undefined)[] = [],
): Promise<Page<UserListRecord>> {
  const list = listQuery(USER_LIST, query, [eq(sysUser.delFlag, 0), ...base])
  const [{ rows, ...total }, dicts] = await Promise.all([
    selectPage(db, sysUser, list, undefined, ESTIMATE_ABOVE_ROWS),
    resourceDicts(db, userResource),
  ])
  const records = (rows as UserRow[]).map((row) => userRecord(row, toRecord(userResource, row, dicts)))
  await addDepartNames(db, records)
  return toPage(records as unknown as UserListRecord[], total, list)
}
