// Every group of declared actions; the registry (`ACTIONS`) collects each action exported here.

export { accountActions } from './account'
export type { CasLoginResult, PhoneVerification, ThirdPartyLoginResult } from './auth'
export { authActions } from './auth'
export type { DepartIdModel, EnabledThirdApps } from './common'
export { commonActions } from './common'
export * from './customs'
export * from './dashboard'
export * from './depart'
export { messageActions } from './message'
export type {
  DiskInfo,
  HttpFigures,
  LatencyFigures,
  RedisFigures,
  RequestsPerSecond,
  RuntimeInfo,
  RuntimeSample,
  SystemInfo,
  TracedRequest,
  TracePage,
} from './monitor'
export { MONITOR_PERMS, monitorActions } from './monitor'
export * from './parcels'
export {
  type JobClassOption,
  QUARTZ_PERMS,
  type QuartzJobRecord,
  type QuartzJobRun,
  quartzActions,
} from './quartz'
export * from './role'
export * from './sysConfig'
export { TRACKING_NO_MAX_LENGTH, trackActions } from './track'
export * from './user'
