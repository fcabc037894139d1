import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@portico/contract'
import { badRequest } from '../../http/envelope'
import { COMMON_PASSWORDS } from './common-passwords'

export const PASSWORD_LENGTH_MESSAGE = `密码长度须为${PASSWORD_MIN_LENGTH}到${PASSWORD_MAX_LENGTH}位`
export const COMMON_PASSWORD_MESSAGE = '密码过于常见，请换一个不易猜到的密码'

/** The rule for every new or changed password (seeded demo accounts keep theirs): length, not a common one. */
export function assertAcceptablePassword(password: string, username?: string): void {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
    throw badRequest(PASSWORD_LENGTH_MESSAGE)
  const lower = password.toLowerCase()
  if (COMMON_PASSWORDS.has(lower) || (username && lower === username.toLowerCase()))
    throw badRequest(COMMON_PASSWORD_MESSAGE)
}
