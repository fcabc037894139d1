import type { Page, SysUser } from '@portico/contract'
import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { sysUser } from '../db/schema'
import { departNamesByUser } from './departs'
import { dictTextMap } from './dicts'
import { type ListSpec, listQuery, selectPage, toPage } from './query'
import { toSysUser } from './serializers'

/** What the user list may filter and sort on (JeecgBoot property name → column); nothing else reaches SQL. */
export const USER_LIST: ListSpec = {
  fields: {
    // Pickers look stored ids up with `id=a,b,` (an IN list).
    id: { column: sysUser.id, kind: 'string', sortable: false },
    username: { column: sysUser.username, kind: 'string' },
    realname: { column: sysUser.realname, kind: 'string' },
    phone: { column: sysUser.phone, kind: 'string' },
    email: { column: sysUser.email, kind: 'string' },
    workNo: { column: sysUser.workNo, kind: 'string' },
    post: { column: sysUser.post, kind: 'string' },
    telephone: { column: sysUser.telephone, kind: 'string' },
    orgCode: { column: sysUser.orgCode, kind: 'string' },
    sex: { column: sysUser.sex, kind: 'dict', dictCode: 'sex' },
    status: { column: sysUser.status, kind: 'dict', dictCode: 'user_status' },
    birthday: { column: sysUser.birthday, kind: 'date' },
    createTime: { column: sysUser.createTime, kind: 'datetime' },
    updateTime: { column: sysUser.updateTime, kind: 'datetime' },
  },
  defaultSort: { column: sysUser.createTime, ascending: false },
  tiebreak: sysUser.id,
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
  const list = listQuery(USER_LIST, query, [eq(sysUser.delFlag, 0)])
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
