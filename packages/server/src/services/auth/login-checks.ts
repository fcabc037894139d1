import { badRequest } from '../../http/envelope'
import type { UserRow } from '../users/current-user'

/** JeecgBoot's checkUserIsEffective messages, shared by every login variant. */
export function assertCanLogin(user: UserRow | undefined): asserts user is UserRow {
  if (!user) throw badRequest('该用户不存在，请注册')
  if (user.delFlag !== 0) throw badRequest('该用户已注销')
  if (user.status !== 1) throw badRequest('该用户已冻结')
}
