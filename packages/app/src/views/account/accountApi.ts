import type { CurrentUserDeparts, SysUser, UpdatePasswordRequest } from '@portico/contract'
import type { HttpClient } from '@portico/ui'
import { sessionStore } from '../../session/sessionStore'

/** The fields a user may change about themselves (PUT /sys/user/editSelf sends only these). */
export type SelfEdit = Partial<
  Pick<SysUser, 'realname' | 'avatar' | 'email' | 'phone' | 'birthday' | 'telephone'> & { sex: string | null }
>

/** The signed-in user's own account (spec §2 Account: center and settings). Failures reject with the envelope. */
export function createAccountApi(http: HttpClient) {
  return {
    async editSelf(change: SelfEdit): Promise<SysUser> {
      const reply = await http.put<SysUser>('/sys/user/editSelf', change)
      if (!reply.success || !reply.result) throw reply
      sessionStore.setUserInfo(reply.result)
      return reply.result
    },

    async updatePassword(request: UpdatePasswordRequest): Promise<string> {
      const reply = await http.put('/sys/user/updatePassword', request)
      if (!reply.success) throw reply
      return reply.message
    },

    async departs(): Promise<CurrentUserDeparts> {
      const reply = await http.get<CurrentUserDeparts>('/sys/user/getCurrentUserDeparts')
      if (!reply.success || !reply.result) throw reply
      return reply.result
    },

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
