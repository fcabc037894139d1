import type { Page, SysRole } from '@portico/contract'
import type { Db } from '../../db/client'
import { sysRole } from '../../db/schema'
import { type ListSpec, listQuery, selectPage, tableListSpec, toPage } from '../query'
import { toSysRole } from '../shared/serializers'
import { type RoleScope, roleScoped } from './roles-write'

/** What the role list may filter and sort on (JeecgBoot property name → column); nothing else reaches SQL. */
export const ROLE_LIST: ListSpec = tableListSpec(sysRole, {
  id: { kind: 'string', sortable: false },
  roleName: 'string',
  roleCode: 'string',
  description: 'string',
  createTime: 'datetime',
})

export async function listRoles(
  db: Db,
  query: Record<string, unknown>,
  scope: RoleScope,
): Promise<Page<SysRole>> {
  const list = listQuery(ROLE_LIST, query, [roleScoped(scope)])
  const { rows, total } = await selectPage(db, sysRole, list)
  return toPage(rows.map(toSysRole), total, list)
}
