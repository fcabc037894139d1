import { monitorActions } from '@portico/contract'
import type { HttpClient } from '@portico/ui'
import { resultOf } from '../../api/callAction'

export type {
  DiskInfo,
  HttpFigures,
  RedisFigures,
  RequestsPerSecond as PerSecond,
  RuntimeInfo,
  RuntimeSample,
  SystemInfo,
  TracedRequest,
} from '@portico/contract'

export interface TraceQuery {
  keyword?: string
  method?: string
  status?: string
}

/** 系统监控's calls; each rejects with the envelope when the server refuses. */
export function createMonitorApi(http: HttpClient) {
  return {
    system: () => resultOf(http, monitorActions.system),
    runtime: () => resultOf(http, monitorActions.runtime),
    http: () => resultOf(http, monitorActions.http),
    trace: (query: TraceQuery) =>
      resultOf(http, monitorActions.trace, {
        query: Object.fromEntries(Object.entries(query).filter(([, value]) => value)),
      }),
    disks: () => resultOf(http, monitorActions.disks),
    redis: () => resultOf(http, monitorActions.redis),
  }
}

export type MonitorApi = ReturnType<typeof createMonitorApi>
