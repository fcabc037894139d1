import type { UserForm } from '@portico/contract'
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysUser } from '../../db/schema'
import { badRequest } from '../../http/envelope'
import type { SessionStore } from '../auth/sessions'
import type { UserRow } from './current-user'
import { roleIdsOf } from './current-user'
import { assertMayGrantRoles, assertMayManageUsers } from './grant-checks'
import { addUser, editUser, splitIds } from './users-write'

/** 用户管理 and 客户用户 both add, edit and freeze users through these: the granter's checks, then the write. */
export async function addUserAs(db: Db, actor: UserRow, form: UserForm): Promise<string> {
  await assertMayGrantRoles(db, actor.id, splitIds(form.selectedroles))
  return addUser(db, form, actor.username)
}

/** False when the user does not exist. */
export async function editUserAs(db: Db, actor: UserRow, form: UserForm): Promise<boolean> {
  const { id, selectedroles } = form
  if (id) {
    await assertMayManageUsers(db, actor.id, [id])
    if (selectedroles !== undefined)
      await assertMayGrantRoles(db, actor.id, splitIds(selectedroles), await roleIdsOf(db, id))
  }
  return editUser(db, form, actor.username)
}

/** Freezes (2) or unfreezes (1) users; a frozen user's sessions end now, so unfreezing later does not revive them. */
export async function setUsersStatus(
  deps: { db: Db; sessions: SessionStore },
  actor: UserRow,
  ids: string[],
  rawStatus: unknown,
): Promise<void> {
  const status = Number(rawStatus)
  if (status !== 1 && status !== 2) throw badRequest('状态只能是1（正常）或2（冻结）')
  if (ids.length === 0) throw badRequest('请选择用户')
  if (status === 2 && ids.includes(actor.id)) throw badRequest('不能冻结当前登录的用户')
  await assertMayManageUsers(deps.db, actor.id, ids)
  await deps.db
    .update(sysUser)
    .set({ status, updateBy: actor.username, updateTime: new Date() })
    .where(and(inArray(sysUser.id, ids), eq(sysUser.delFlag, 0)))
  if (status === 2) for (const id of ids) await deps.sessions.revokeAllOf(id)
}
