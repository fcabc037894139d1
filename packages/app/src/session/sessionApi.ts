import type { DictOption, LoginRequest, LoginResult, UserPermissions } from '@portico/contract'
import type { HttpClient } from '@portico/ui'
import { lifetimes } from '../config'
import { StorageKey, storage } from '../storage'
import { sessionStore } from './sessionStore'

/** Login, logout and permission loading against the JeecgBoot endpoints (spec §7 Login and session). */
export function createSessionApi(http: HttpClient) {
  return {
    captcha: (checkKey: string) => http.get<string>(`/sys/randomImage/${checkKey}`),

    async login(request: LoginRequest) {
      const reply = await http.post<LoginResult>('/sys/login', request)
      // Spec §4: success is code 200; anything else rejects with the server's reply.
      if (Number(reply.code) !== 200 || !reply.result) throw reply
      sessionStore.signInStaff(reply.result)
      return reply.result
    },

    async loadPermissions() {
      const reply = await http.get<UserPermissions>('/sys/permission/getUserPermissionByToken')
      if (!reply.success || !reply.result) throw reply
      sessionStore.setPermissions(reply.result)
      return reply.result
    },

    async logout() {
      try {
        await http.post('/sys/logout')
      } finally {
        sessionStore.clear()
      }
    },

    /** Clear cache (spec §4): refresh the server's dictionaries, then store all items locally for 7 days. */
    async refreshDictionaries() {
      const refreshed = await http.get('/sys/dict/refleshCache')
      if (!refreshed.success) throw refreshed
      const all = await http.get<Record<string, DictOption[]>>('/sys/dict/queryAllDictItems')
      if (!all.success || !all.result) throw all
      storage.set(StorageKey.dictCache, all.result, lifetimes.dictCacheMs)
    },
  }
}

export type SessionApi = ReturnType<typeof createSessionApi>
