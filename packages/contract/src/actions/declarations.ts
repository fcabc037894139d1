// Every group of declared actions; the registry (`ACTIONS`) collects each action exported here.

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
export {
  type JobClassOption,
  QUARTZ_PERMS,
  type QuartzJobRecord,
  type QuartzJobRun,
  quartzActions,
} from './quartz'
