import { defineAction, returns } from '../action/defineAction'
import { schema } from '../action/schema'

type Maybe<T> = T | null

export const MONITOR_PERMS = {
  system: 'monitor:system:view',
  runtime: 'monitor:runtime:view',
  http: 'monitor:http:view',
  trace: 'monitor:trace:view',
  disk: 'monitor:disk:view',
  redis: 'monitor:redis:view',
} as const

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

/** One 5 s sample of the Node process. */
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

export interface RequestsPerSecond {
  time: number
  requests: number
  errors: number
}

export interface LatencyFigures {
  count: number
  p50: Maybe<number>
  p90: Maybe<number>
  p99: Maybe<number>
  max: Maybe<number>
}

export interface HttpFigures {
  openConnections: number
  totalRequests: number
  requestsPerSecond: number
  startedAt: number
  latency: LatencyFigures
  statusCounts: Record<string, number>
  perSecond: RequestsPerSecond[]
}

/** One request of this instance as the trace keeps it. */
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

export interface TracePage {
  total: number
  capacity: number
  records: TracedRequest[]
}

/** A mounted file system, in bytes; `max`, `rest` and `restPPT` are JeecgBoot's names. */
export interface DiskInfo {
  name: string
  device: string
  type: string
  total: number
  free: number
  used: number
  max: number
  rest: number
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

const tags = ['monitor']

/** 系统监控: the running Node process, its HTTP traffic, the disks and Redis; each view has its own permission. */
export const monitorActions = {
  system: defineAction({
    method: 'GET',
    path: '/sys/monitor/system',
    permission: MONITOR_PERMS.system,
    summary: 'OS, CPU, memory, uptime, Node, database and Redis versions (null: not readable)',
    tags,
    result: returns<SystemInfo>(),
  }),
  runtime: defineAction({
    method: 'GET',
    path: '/sys/monitor/runtime',
    permission: MONITOR_PERMS.runtime,
    summary: 'Heap, RSS, event loop, GC and handles now, and the last 5 minutes of 5 s samples',
    tags,
    result: returns<RuntimeInfo>(),
  }),
  http: defineAction({
    method: 'GET',
    path: '/sys/monitor/http',
    permission: MONITOR_PERMS.http,
    summary: 'Open connections, requests per second, latency percentiles and status counts',
    tags,
    result: returns<HttpFigures>(),
  }),
  trace: defineAction({
    method: 'GET',
    path: '/sys/monitor/trace',
    permission: MONITOR_PERMS.trace,
    summary: 'The last 1,000 requests of this instance, newest first (keyword matches path or user)',
    tags,
    query: schema.object({
      keyword: schema.string({ maxLength: 200 }),
      method: schema.string({ maxLength: 10 }),
      status: schema.string({ pattern: '^([1-5]xx|[1-5][0-9]{2})?$' }),
      username: schema.string({ maxLength: 100 }),
    }),
    result: returns<TracePage>(),
  }),
  disks: defineAction({
    method: 'GET',
    path: '/sys/actuator/redis/queryDiskInfo',
    permission: MONITOR_PERMS.disk,
    summary: 'Mounted file systems: size (max), free (rest) and used share (restPPT) in bytes and %',
    tags,
    result: returns<DiskInfo[]>(),
  }),
  redis: defineAction({
    method: 'GET',
    path: '/sys/monitor/redis',
    permission: MONITOR_PERMS.redis,
    summary: 'Redis INFO figures and key counts, or configured:false when REDIS_URL is not set',
    tags,
    result: returns<RedisFigures>(),
  }),
}
