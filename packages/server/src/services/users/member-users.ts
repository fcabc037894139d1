import { and, eq, inArray, type SQLWrapper } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysUser } from '../../db/schema'
import { badRequest } from '../../http/envelope'
import { listQuerystring } from '../query'
import { USER_LIST } from './users-list'

const str = { type: 'string' } as const

/** The querystring of a "users of a role / department" list: the user list's filters plus the group's id. */
export function memberListQuerystring(groupKey: string) {
  const list = listQuerystring(USER_LIST)
  return { ...list, properties: { ...list.properties, [groupKey]: str }, required: [groupKey] }
}

/** The body of "add users to a role / department": the group's id and the users' ids. */
export function addMembersBody(groupKey: string) {
  return {
    type: 'object',
    properties: { [groupKey]: str, userIdList: { type: 'array', items: str, maxItems: 1000 } },
    required: [groupKey],
    additionalProperties: true,
  } as const
}

/** The users being added to a group: at least one, each an existing (not deleted) user; answers them without repeats. */
export async function checkedMemberIds(db: Db, userIdList: string[] | undefined): Promise<string[]> {
  const ids = [...new Set(userIdList ?? [])]
  if (ids.length === 0) throw badRequest('请选择用户！')
  const users = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(inArray(sysUser.id, ids), eq(sysUser.delFlag, 0)))
  if (users.length !== ids.length) throw badRequest('用户不存在')
  return ids
}

/** The users whose ids `members` (a subquery of user ids) selects. */
export const isMember = (members: SQLWrapper) => inArray(sysUser.id, members)
