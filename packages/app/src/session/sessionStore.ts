import type { IntervieweeLoginResult, LoginResult, SysUser, UserPermissions } from '@portico/contract'
import { lifetimes } from '../config'
import { StorageKey, storage } from '../storage'

/** Who holds the stored token: a staff member, a job seeker of the portal, or nobody. */
export type SessionKind = 'none' | 'staff' | 'interviewee'

export interface SessionSnapshot {
  kind: SessionKind
  token: string | null
  userInfo: SysUser | null
  permissions: UserPermissions | null
}

type Listener = () => void

const tenantIdsOf = (user: SysUser): string[] =>
  (user.relTenantIds ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)

const listeners = new Set<Listener>()
let permissions: UserPermissions | null = null
let snapshot: SessionSnapshot = read()

function read(): SessionSnapshot {
  const token = storage.get<string>(StorageKey.accessToken)
  const kind = token ? (storage.get<SessionKind>(StorageKey.sessionKind) ?? 'staff') : 'none'
  return { kind, token, userInfo: token ? storage.get<SysUser>(StorageKey.userInfo) : null, permissions }
}

function changed() {
  snapshot = read()
  for (const listener of listeners) listener()
}

/** The signed-in user, in local storage with the lifetimes of spec §4; a plain module so the http layer can read it. */
export const sessionStore = {
  snapshot: () => snapshot,
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  token: () => storage.get<string>(StorageKey.accessToken),
  /** The stored tenant, unless the signed-in user is known not to belong to it (a previous user's choice). */
  tenantId(): string | null {
    const stored = storage.get<string>(StorageKey.tenantId)
    const user = storage.get<SysUser>(StorageKey.userInfo)
    if (stored === null || !user || tenantIdsOf(user).includes(stored)) return stored
    storage.remove(StorageKey.tenantId)
    return null
  },

  /** Spec §4: admin and phone logins last about 25 minutes (renewed while used), third-party logins 7 days. */
  signInStaff(
    result: Pick<LoginResult, 'token' | 'userInfo'> & Partial<LoginResult>,
    ttl = lifetimes.staffLoginMs,
  ) {
    storage.set(StorageKey.accessToken, result.token, ttl)
    storage.set(StorageKey.sessionKind, 'staff', ttl)
    storage.set(StorageKey.userInfo, result.userInfo, ttl)
    storage.set(StorageKey.userName, result.userInfo.username, ttl)
    if (result.sysAllDictItems)
      storage.set(StorageKey.dictCache, result.sysAllDictItems, lifetimes.dictCacheMs)
    permissions = null
    changed()
  },

  /** Spec §4: an interviewee's login (code 200 of /recruit/interviewee/login/V2) lasts about 23 hours. */
  signInInterviewee(result: IntervieweeLoginResult) {
    const ttl = lifetimes.intervieweeLoginMs
    storage.set(StorageKey.accessToken, result.token, ttl)
    storage.set(StorageKey.sessionKind, 'interviewee', ttl)
    storage.set(
      StorageKey.intervieweeInfo,
      { id: result.id, loginAccount: result.loginAccount, phone: result.phone },
      ttl,
    )
    permissions = null
    changed()
  },

  /** After a change of phone: the same session, the new number. */
  setIntervieweePhone(phone: string) {
    const info = storage.get<Omit<IntervieweeLoginResult, 'token'>>(StorageKey.intervieweeInfo)
    if (info)
      storage.set(
        StorageKey.intervieweeInfo,
        { ...info, phone, loginAccount: phone },
        lifetimes.intervieweeLoginMs,
      )
    changed()
  },

  intervieweeInfo: () => storage.get<Omit<IntervieweeLoginResult, 'token'>>(StorageKey.intervieweeInfo),

  /** The tenant the user works in, sent as tenant_id (spec §4: kept 7 days); null: the user's own (none sent). */
  setTenant(tenantId: number | string | null) {
    if (tenantId === null) storage.remove(StorageKey.tenantId)
    else storage.set(StorageKey.tenantId, String(tenantId), lifetimes.tenantMs)
  },

  /** After a department switch: the returned user info, kept for 7 days (spec §4). */
  updateUserInfo(userInfo: SysUser) {
    storage.set(StorageKey.userInfo, userInfo, lifetimes.departSwitchUserInfoMs)
    changed()
  },

  /** After the user edits their own profile: same lifetime as the session it belongs to. */
  setUserInfo(userInfo: SysUser) {
    storage.set(StorageKey.userInfo, userInfo, lifetimes.staffLoginMs)
    changed()
  },

  setPermissions(next: UserPermissions) {
    permissions = next
    storage.set(StorageKey.userAuth, next.auth)
    storage.set(StorageKey.sysAuth, next.allAuth)
    changed()
  },

  /** Keeps an active staff session alive: each answered request renews the stored lifetime. */
  touch() {
    if (snapshot.kind !== 'staff') return
    for (const key of [
      StorageKey.accessToken,
      StorageKey.sessionKind,
      StorageKey.userInfo,
      StorageKey.userName,
    ]) {
      storage.touch(key, lifetimes.staffLoginMs)
    }
  },

  clear() {
    for (const key of [
      StorageKey.accessToken,
      StorageKey.sessionKind,
      StorageKey.userInfo,
      StorageKey.userName,
      StorageKey.intervieweeInfo,
      StorageKey.resumeUnsaved,
      StorageKey.userAuth,
      StorageKey.sysAuth,
      // Per-user: the next user on this browser must not inherit the tenant or the open tabs.
      StorageKey.tenantId,
      StorageKey.routeTitles,
      StorageKey.cachedRoutes,
    ]) {
      storage.remove(key)
    }
    permissions = null
    changed()
  },
}
