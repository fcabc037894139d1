import type { Page, SysUser } from '@portico/contract'
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { sysUser } from '../db/schema'
import { departNamesByUser } from './departs'
import { dictTextMap } from './dicts'
import {
  conditionFor,
  dateRange,
  isAscending,
  pageParams,
  type QueryField,
  sortColumn,
} from './query-generator'
import { toSysUser } from './serializers'

/** Query parameters that filter the user list (JeecgBoot property name → column). */
const FILTERS: Record<string, QueryField> = {
  username: { column: sysUser.username, kind: 'string' },
  realname: { column: sysUser.realname, kind: 'string' },
  phone: { column: sysUser.phone, kind: 'string' },
  email: { column: sysUser.email, kind: 'string' },
  workNo: { column: sysUser.workNo, kind: 'string' },
  sex: { column: sysUser.sex, kind: 'integer' },
  status: { column: sysUser.status, kind: 'integer' },
}

const SORTABLE = {
  username: sysUser.username,
  realname: sysUser.realname,
  sex: sysUser.sex,
  status: sysUser.status,
  email: sysUser.email,
  phone: sysUser.phone,
  workNo: sysUser.workNo,
  post: sysUser.post,
  orgCode: sysUser.orgCode,
  birthday: sysUser.birthday,
  createTime: sysUser.createTime,
  updateTime: sysUser.updateTime,
}

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

export async function listUsers(db: Db, query: UserListQuery): Promise<Page<UserListRecord>> {
  const { pageNo, pageSize } = pageParams(query)
  const conditions: (SQL | undefined)[] = [eq(sysUser.delFlag, 0)]
  for (const [name, field] of Object.entries(FILTERS)) {
    const raw = query[name]
    if (raw !== undefined) conditions.push(conditionFor(field, name, String(raw)))
  }
  conditions.push(
    dateRange(
      sysUser.createTime,
      'createTime',
      query.createTime_begin as string | undefined,
      query.createTime_end as string | undefined,
    ),
  )
  const where = and(...conditions)
  const column = sortColumn(SORTABLE, query.column) ?? sysUser.createTime
  const ascending = query.column && sortColumn(SORTABLE, query.column) ? isAscending(query.order) : false
  const [rows, totals, sexText, statusText] = await Promise.all([
    db
      .select()
      .from(sysUser)
      .where(where)
      // The id tiebreak keeps pages stable when sort values repeat.
      .orderBy(...(ascending ? [asc(column), asc(sysUser.id)] : [desc(column), desc(sysUser.id)]))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db.select({ n: count() }).from(sysUser).where(where),
    dictTextMap(db, 'sex'),
    dictTextMap(db, 'user_status'),
  ])
  const departNames = await departNamesByUser(
    db,
    rows.map((r) => r.id),
  )
  const total = Number(totals[0]?.n ?? 0)
  return {
    records: rows.map((row) => ({
      ...toSysUser(row),
      orgCodeTxt: departNames.get(row.id) ?? '',
      sex_dictText: row.sex === null ? null : (sexText.get(String(row.sex)) ?? ''),
      status_dictText: statusText.get(String(row.status)) ?? '',
    })),
    total,
    size: pageSize,
    current: pageNo,
    pages: Math.ceil(total / pageSize),
  }
}
