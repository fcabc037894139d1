import type { DictOption } from './dict'
import type { SysDepart, SysTenant, SysUser } from './system'

export const HEADER_TOKEN = 'X-Access-Token'
/** JeecgBoot 2.2–2.4.2 spelling; the server also reads `tenant-id` and `X-Tenant-Id`. */
export const HEADER_TENANT = 'tenant_id'

export interface LoginRequest {
  username: string
  password: string
  captcha: string
  checkKey: string
  remember_me?: boolean
}

/** 0 none, 1 exactly one, 2 several (the client then asks which). */
export type MultiDepart = 0 | 1 | 2

export interface LoginResult {
  token: string
  userInfo: SysUser
  departs: SysDepart[]
  multi_depart: MultiDepart
  sysAllDictItems: Record<string, DictOption[]>
  tenantList?: SysTenant[]
}

export interface UpdatePasswordRequest {
  username: string
  oldpassword: string
  password: string
  confirmpassword: string
}

export interface SelectDepartRequest {
  orgCode: string
  username?: string
}

export interface CurrentUserDeparts {
  list: SysDepart[]
  orgCode: string
}
