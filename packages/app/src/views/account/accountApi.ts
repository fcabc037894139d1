import {
  accountActions,
  type CurrentUserDeparts,
  type SysUser,
  type UpdatePasswordRequest,
} from '@portico/contract'
import type { HttpClient } from '@portico/ui'
import { callAction, resultOf } from '../../api/callAction'
import { sessionStore } from '../../session/sessionStore'

/** The fields a user may change about themselves (accountActions.editSelf sends only these). */
export type SelfEdit = Partial<
  Pick<SysUser, 'realname' | 'avatar' | 'email' | 'phone' | 'birthday' | 'telephone'> & { sex: string | null }
>

/** The signed-in user's own account (spec §2 Account: center and settings). Failures reject with the envelope. */
export function createAccountApi(http: HttpClient) {
  return {
    async editSelf(change: SelfEdit): Promise<SysUser> {
      const user = await resultOf(http, accountActions.editSelf, { body: change })
      sessionStore.setUserInfo(user)
      return user
    },

    async updatePassword(request: UpdatePasswordRequest): Promise<string> {
      const reply = await callAction(http, accountActions.updatePassword, { body: request })
      if (!reply.success) throw reply
      return reply.message
    },

    departs: (): Promise<CurrentUserDeparts> => resultOf(http, accountActions.currentDeparts),

    async unreadCounts(): Promise<{ annt: number; sys: number }> {
      const reply = await http.get<{ anntMsgTotal: number; sysMsgTotal: number }>(
        '/sys/annountCement/listByUser',
      )
      if (!reply.success || !reply.result) throw reply
      return { annt: reply.result.anntMsgTotal, sys: reply.result.sysMsgTotal }
    },
  }
}

export type AccountApi = ReturnType<typeof createAccountApi>
