import { defineAction, returns } from '../action/defineAction'
import { schema } from '../action/schema'
import type { CurrentUserDeparts } from '../auth'
import type { SysUser } from '../system'

const str = schema.string()
const nullable = { type: ['string', 'null'] } as const

const updatePassword = {
  permission: 'authenticated',
  summary: 'Change the signed-in user’s password',
  tags: ['login'],
  body: schema.object({ username: str, oldpassword: str, password: str, confirmpassword: str }),
  result: returns<null>(),
} as const

const selectDepart = {
  permission: 'authenticated',
  summary: 'Switch the department the user works in',
  tags: ['login'],
  body: schema.object({ orgCode: str, username: str }, ['orgCode']),
  result: returns<{ userInfo: SysUser }>(),
} as const

const currentDeparts = {
  method: 'GET',
  permission: 'authenticated',
  summary: 'The signed-in user’s departments and current orgCode',
  tags: ['login'],
  result: returns<CurrentUserDeparts>(),
} as const

/**
 * The signed-in user's own account: their profile, password and working department. JeecgBoot's clients call the
 * password and department changes with PUT or POST, and the department list under two paths; each is served.
 */
export const accountActions = {
  editSelf: defineAction({
    method: 'PUT',
    path: '/sys/user/editSelf',
    permission: 'authenticated',
    summary: "Edit the signed-in user's own profile; only the fields sent change",
    tags: ['user'],
    body: schema.object({
      realname: str,
      avatar: nullable,
      email: nullable,
      phone: nullable,
      sex: { type: ['string', 'number', 'null'] },
      birthday: nullable,
      telephone: nullable,
    }),
    result: returns<SysUser>(),
  }),
  updatePassword: defineAction({ method: 'PUT', path: '/sys/user/updatePassword', ...updatePassword }),
  updatePasswordByPost: defineAction({ method: 'POST', path: '/sys/user/updatePassword', ...updatePassword }),
  selectDepart: defineAction({ method: 'PUT', path: '/sys/selectDepart', ...selectDepart }),
  selectDepartByPost: defineAction({ method: 'POST', path: '/sys/selectDepart', ...selectDepart }),
  currentDeparts: defineAction({ path: '/sys/user/getCurrentUserDeparts', ...currentDeparts }),
  /** JeecgBoot 2.x's path of `currentDeparts`. */
  currentDepartsLegacy: defineAction({ path: '/sys/getCurrentUserDeparts', ...currentDeparts }),
}
