import { authActions, type DictOption, type LoginRequest, type UserPermissions } from '@portico/contract'
import type { HttpClient } from '@portico/ui'
import { callAction } from '../api/callAction'
import { REFUSAL_CODE, refusalCodeOf } from '../api/errorCatalogue'
import { lifetimes } from '../config'
import { StorageKey, storage } from '../storage'
import { sessionStore } from './sessionStore'

/** Login, logout and permission loading against the JeecgBoot endpoints (spec §7 Login and session). */
export function createSessionApi(http: HttpClient) {
  return {
    captcha: (checkKey: string) => callAction(http, authActions.captcha, { params: { key: checkKey } }),

    /** `signIn: false` leaves storing the session to the caller (the login page asks for a tenant first). */
    async login(request: LoginRequest, { signIn = true } = {}) {
      const reply = await callAction(http, authActions.login, { body: request })
      // Spec §4: success is code 200; anything else rejects with the server's reply.
      if (Number(reply.code) !== 200 || !reply.result) throw reply
      if (signIn) sessionStore.signInStaff(reply.result)
      return reply.result
    },

    /** POST /sys/sms: smsmode 0 login, 1 register, 2 forgotten password; sent behind an answered image captcha. */
    async sendSms(mobile: string, smsmode: '0' | '1' | '2', answer: { captcha: string; checkKey: string }) {
      const reply = await callAction(http, authActions.sms, { body: { mobile, smsmode, ...answer } })
      if (!reply.success) throw reply
      return reply.message
    },

    async phoneLogin(mobile: string, captcha: string, { signIn = true } = {}) {
      const reply = await callAction(http, authActions.phoneLogin, { body: { mobile, captcha } })
      // Spec §4: phone login succeeds on the string '200'.
      if (String(reply.code) !== '200' || !reply.result) throw reply
      if (signIn) sessionStore.signInStaff(reply.result)
      return reply.result
    },

    /** Third-party login landing: exchange the one-time token for a session of 7 days. */
    async thirdPartyLogin(token: string, thirdType: string) {
      const reply = await callAction(http, authActions.thirdPartyLogin, { params: { token, thirdType } })
      if (String(reply.code) !== '200' || !reply.result) throw reply
      sessionStore.signInStaff(reply.result, lifetimes.thirdPartyLoginMs)
      return reply.result
    },

    /** CAS: validate the service ticket the CAS server redirected back with. */
    async casLogin(ticket: string, service: string) {
      const reply = await callAction(http, authActions.casLogin, { query: { ticket, service } })
      if (!reply.success || !reply.result) throw reply
      sessionStore.signInStaff(reply.result)
      return reply.result
    },

    async loadPermissions() {
      const reply = await http
        .get<UserPermissions>('/sys/permission/getUserPermissionByToken')
        .catch(async (error: unknown) => {
          // 510 无权访问该租户: the stored tenant is no longer the user's; drop it and load with their own.
          if (
            refusalCodeOf(envelopeOfError(error)) !== REFUSAL_CODE.noPermission ||
            sessionStore.tenantId() === null
          )
            throw error
          sessionStore.setTenant(null)
          return http.get<UserPermissions>('/sys/permission/getUserPermissionByToken')
        })
      if (!reply.success || !reply.result) throw reply
      sessionStore.setPermissions(reply.result)
      return reply.result
    },

    async logout() {
      try {
        await callAction(http, authActions.logout)
      } finally {
        sessionStore.clear()
      }
    },

    /**
     * Clear cache (spec §4): store all dictionary items locally for 7 days. The server reads dictionaries live, so
     * its refleshCache (字典管理's button, staff only) is not needed here.
     */
    async refreshDictionaries() {
      const all = await http.get<Record<string, DictOption[]>>('/sys/dict/queryAllDictItems')
      if (!all.success || !all.result) throw all
      storage.set(StorageKey.dictCache, all.result, lifetimes.dictCacheMs)
    },
  }
}

const envelopeOfError = (error: unknown) =>
  (error as { response?: { data?: unknown } } | null)?.response?.data

export type SessionApi = ReturnType<typeof createSessionApi>
