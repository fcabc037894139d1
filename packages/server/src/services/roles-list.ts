import type { Page, SysRole } from '@portico/contract'
import type { Db } from '../db/client'
import { sysRole } from '../db/schema'
import { type ListSpec, listQuery, selectPage, toPage } from './query'
import { toSysRole } from './serializers'

/** What the role list may filter and sort on (JeecgBoot property name → column); nothing else reaches SQL. */
export const ROLE_LIST: ListSpec = {
  fields: {
    id: { column: sysRole.id, kind: 'string', sortable: false },
    roleName: { column: sysRole.roleName, kind: 'string' },
    roleCode: { column: sysRole.roleCode, kind: 'string' },
    description: { column: sysRole.description, kind: 'string' },
    createTime: { column: sysRole.createTime, kind: 'datetime' },
  },
  defaultSort: { column: sysRole.createTime, ascending: false },
  tiebreak: sysRole.id,
}

export async function listRoles(db: Db, query: Record<string, unknown>): Promise<Page<SysRole>> {
  const list = listQuery(ROLE_LIST, query)
  const { rows, total } = await selectPage(db, sysRole, list)
  return toPage(rows.map(toSysRole), total, list)
}
