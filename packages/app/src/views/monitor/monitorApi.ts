import type { HttpClient } from '@portico/ui'

type Maybe<T> = T | null

export interface SystemInfo {
  os: {
    type: Maybe<string>
    release: Maybe<string>
    platform: string
    arch: string
    hostname: Maybe<string>
    uptimeSeconds: Maybe<number>
    loadAverage: Maybe<number[]>
  }
  cpu: { model: Maybe<string>; cores: Maybe<number>; speedMHz: Maybe<number> }
  memory: { total: Maybe<number>; free: Maybe<number> }
  process: { nodeVersion: string; v8Version: string; pid: number; uptimeSeconds: number }
  database: { kind: string; version: Maybe<string> }
  redis: { configured: boolean; version: Maybe<string> }
}

export interface RuntimeSample {
  time: number
  heapUsed: number
  heapTotal: number
  rss: number
  external: number
  arrayBuffers: number
  loopDelayMean: Maybe<number>
  loopDelayP99: Maybe<number>
  loopDelayMax: Maybe<number>
  loopUtilization: number
  gcCount: number
  gcPauseMs: number
  handles: Record<string, number>
}

export interface RuntimeInfo {
  current: RuntimeSample
  history: RuntimeSample[]
  heapLimit: Maybe<number>
  gcObserved: boolean
  sampleIntervalMs: number
}

export interface PerSecond {
  time: number
  requests: number
  errors: number
}

export interface HttpFigures {
  openConnections: number
  totalRequests: number
  requestsPerSecond: number
  startedAt: number
  latency: { count: number; p50: Maybe<number>; p90: Maybe<number>; p99: Maybe<number>; max: Maybe<number> }
  statusCounts: Record<string, number>
  perSecond: PerSecond[]
}

export interface TracedRequest {
  id: number
  time: number
  method: string
  path: string
  status: number
  durationMs: number
  username: Maybe<string>
  ip: string
}

export interface TraceQuery {
  keyword?: string
  method?: string
  status?: string
}

export interface DiskInfo {
  name: string
  device: string
  type: string
  max: number
  rest: number
  used: number
  restPPT: number
}

export interface RedisFigures {
  configured: boolean
  message?: string
  info: Maybe<{ key: string; value: string; description: string }[]>
  keys: Maybe<{
    dbSize: number
    databases: { db: string; keys: number; expires: number }[]
    prefix: string
    ownKeys: number
    ownKeysCapped: boolean
  }>
}

/** 系统监控's calls; each rejects with the envelope when the server refuses. */
export function createMonitorApi(http: HttpClient) {
  const get = async <T>(url: string, params?: Record<string, string>): Promise<T> => {
    const reply = await http.get<T>(url, params)
    if (!reply.success || reply.result === undefined || reply.result === null) throw reply
    return reply.result
  }
  return {
    system: () => get<SystemInfo>('/sys/monitor/system'),
    runtime: () => get<RuntimeInfo>('/sys/monitor/runtime'),
    http: () => get<HttpFigures>('/sys/monitor/http'),
    trace: (query: TraceQuery) =>
      get<{ total: number; records: TracedRequest[] }>(
        '/sys/monitor/trace',
        Object.fromEntries(Object.entries(query).filter(([, v]) => v)) as Record<string, string>,
      ),
    disks: () => get<DiskInfo[]>('/sys/actuator/redis/queryDiskInfo'),
    redis: () => get<RedisFigures>('/sys/monitor/redis'),
  }
}

export type MonitorApi = ReturnType<typeof createMonitorApi>
