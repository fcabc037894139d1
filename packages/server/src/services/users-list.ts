import type { Page, SysUser } from '@portico/contract'
import { eq, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { sysUser } from '../db/schema'
import { departNamesByUser } from './departs'
import { dictTextMap } from './dicts'
import { dictField, type ListSpec, listQuery, selectPage, tableListSpec, toPage } from './query'
import { toSysUser } from './serializers'

/** What the user list may filter and sort on (JeecgBoot property name → column); nothing else reaches SQL. */
export const USER_LIST: ListSpec = tableListSpec(sysUser, {
  // Pickers look stored ids up with `id=a,b,` (an IN list).
  id: { kind: 'string', sortable: false },
  username: 'string',
  realname: 'string',
  phone: 'string',
  email: 'string',
  workNo: 'string',
  post: 'string',
  telephone: 'string',
  orgCode: 'string',
  sex: dictField('sex'),
  status: dictField('user_status'),
  birthday: 'date',
  createTime: 'datetime',
  updateTime: 'datetime',
})

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

/** `base` narrows the list further (e.g. the users of one role). */
export async function listUsers(
  db: Db,
  query: UserListQuery,
  base: (SQL | undefined)[] = [],
): Promise<Page<UserListRecord>> {
  const list = listQuery(USER_LIST, query, [eq(sysUser.delFlag, 0), ...base])
  const [{ rows, total }, sexText, statusText] = await Promise.all([
    selectPage(db, sysUser, list),
    dictTextMap(db, 'sex'),
    dictTextMap(db, 'user_status'),
  ])
  const departNames = await departNamesByUser(
    db,
    rows.map((r) => r.id),
  )
  return toPage(
    rows.map((row) => ({
      ...toSysUser(row),
      orgCodeTxt: departNames.get(row.id) ?? '',
      sex_dictText: row.sex === null ? null : (sexText.get(String(row.sex)) ?? ''),
      status_dictText: statusText.get(String(row.status)) ?? '',
    })),
    total,
    list,
  )
}
