import { and, eq, inArray, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysUser, sysUserDepart, sysUserRole } from '../../db/schema'
import { badRequest } from '../../http/envelope'

/** Most users one send may reach. */
export const MAX_RECEIVERS = 1000

export interface ReceiverChoice {
  userIds: string[]
  roleIds: string[]
  departIds: string[]
}

export interface Receiver {
  id: string
  username: string
  realname: string
  phone: string | null
  email: string | null
}

/** The active users chosen directly, through their roles or their departments, once each; nobody is refused. */
export async function resolveReceivers(db: Db, choice: ReceiverChoice): Promise<Receiver[]> {
  const { userIds, roleIds, departIds } = choice
  if (userIds.length + roleIds.length + departIds.length === 0) throw badRequest('请选择接收人')
  const byRole = db
    .select({ id: sysUserRole.userId })
    .from(sysUserRole)
    .where(inArray(sysUserRole.roleId, roleIds))
  const byDepart = db
    .select({ id: sysUserDepart.userId })
    .from(sysUserDepart)
    .where(inArray(sysUserDepart.depId, departIds))
  const rows = await db
    .select({
      id: sysUser.id,
      username: sysUser.username,
      realname: sysUser.realname,
      phone: sysUser.phone,
      email: sysUser.email,
    })
    .from(sysUser)
    .where(
      and(
        eq(sysUser.delFlag, 0),
        eq(sysUser.status, 1),
        or(
          userIds.length ? inArray(sysUser.id, userIds) : undefined,
          roleIds.length ? inArray(sysUser.id, byRole) : undefined,
          departIds.length ? inArray(sysUser.id, byDepart) : undefined,
        ),
      ),
    )
    .orderBy(sysUser.username)
    .limit(MAX_RECEIVERS + 1)
  if (rows.length === 0) throw badRequest('所选范围内没有可接收消息的用户')
  if (rows.length > MAX_RECEIVERS) throw badRequest(`一次最多发送给${MAX_RECEIVERS}个用户`)
  return rows
}
