/** Deployment settings of the app. The API base can be pointed at any JeecgBoot-compatible server. */
export const appConfig = {
  platformName: '跨境电商供应链物流平台',
  /** The SPA is served under this path (history routing). */
  routerBasename: '/recruit-app',
  apiBaseUrl: '/jeecg-boot',
  requestTimeoutMs: 60_000,
  staticDomainUrl: '/jeecg-boot/sys/common/static',
  /** Where a signed-in member of staff lands (spec §2: / redirects here). */
  defaultStaffPage: '/dashboard/analysis',
  helpUrl: 'https://help.jeecg.com',
  storageNamespace: 'pro__',
} as const

/** Lifetimes of cached data (spec §4, §9). */
export const lifetimes = {
  staffLoginMs: 25 * 60 * 1000,
  intervieweeLoginMs: 23 * 60 * 60 * 1000,
  thirdPartyLoginMs: 7 * 24 * 60 * 60 * 1000,
  tenantMs: 7 * 24 * 60 * 60 * 1000,
  dictCacheMs: 604_800_000,
  departSwitchUserInfoMs: 604_800_000,
} as const
