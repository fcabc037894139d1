// Every group of declared actions; the registry (`ACTIONS`) collects each action exported here.

export * from './depart'
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
export * from './role'
export * from './sysConfig'
export * from './user'
