import { getHeapStatistics } from 'node:v8'
import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../../deps'
import { badRequest, ok } from '../../http/envelope'
import { listDisks } from '../../services/monitor/disks'
import { redisInfoRows, redisKeyCounts } from '../../services/monitor/redis-figures'
import { SAMPLE_INTERVAL_MS } from '../../services/monitor/runtime'
import { readable, redisInfo, systemInfo } from '../../services/monitor/system-info'

const tags = ['monitor']
export const MONITOR_PERMS = {
  system: 'monitor:system:view',
  runtime: 'monitor:runtime:view',
  http: 'monitor:http:view',
  trace: 'monitor:trace:view',
  disk: 'monitor:disk:view',
  redis: 'monitor:redis:view',
} as const

export const REDIS_NOT_CONFIGURED = '未配置 Redis'
const MAX_TRACE_ROWS = 1000

interface TraceQuery {
  keyword?: string
  method?: string
  status?: string
  username?: string
}

/** 系统监控: the running Node process, its HTTP traffic, the disks and Redis. Each view has its own permission. */
export const monitorRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { monitoring } = deps
  const { requests, runtime } = monitoring

  app.get(
    '/sys/monitor/system',
    {
      config: { permission: MONITOR_PERMS.system },
      schema: {
        tags,
        summary: 'OS, CPU, memory, uptime, Node, database and Redis versions (null: not readable)',
      },
    },
    async () =>
      ok(await systemInfo({ db: deps.db, databaseKind: monitoring.databaseKind, redis: monitoring.redis })),
  )

  app.get(
    '/sys/monitor/runtime',
    {
      config: { permission: MONITOR_PERMS.runtime },
      schema: {
        tags,
        summary: 'Heap, RSS, event loop, GC and handles now, and the last 5 minutes of 5 s samples',
      },
    },
    async () => {
      const heap = await readable(() => getHeapStatistics())
      return ok({
        current: runtime.history.at(-1) ?? runtime.sample(),
        history: runtime.history,
        heapLimit: heap?.heap_size_limit ?? null,
        gcObserved: runtime.gcObserved,
        sampleIntervalMs: SAMPLE_INTERVAL_MS,
      })
    },
  )

  app.get(
    '/sys/monitor/http',
    {
      config: { permission: MONITOR_PERMS.http },
      schema: {
        tags,
        summary: 'Open connections, requests per second, latency percentiles and status counts',
      },
    },
    async () => {
      const lastMinute = requests.perSecond(60)
      const inMinute = lastMinute.reduce((sum, s) => sum + s.requests, 0)
      return ok({
        openConnections: requests.openConnections,
        totalRequests: requests.total,
        requestsPerSecond: Math.round((inMinute / 60) * 100) / 100,
        startedAt: requests.startedAt,
        latency: requests.latency(),
        statusCounts: requests.statusCounts,
        perSecond: lastMinute,
      })
    },
  )

  app.get<{ Querystring: TraceQuery }>(
    '/sys/monitor/trace',
    {
      config: { permission: MONITOR_PERMS.trace },
      schema: {
        tags,
        summary: 'The last 1,000 requests of this instance, newest first (keyword matches path or user)',
        querystring: {
          type: 'object',
          properties: {
            keyword: { type: 'string', maxLength: 200 },
            method: { type: 'string', maxLength: 10 },
            status: { type: 'string', pattern: '^([1-5]xx|[1-5][0-9]{2})?$' },
            username: { type: 'string', maxLength: 100 },
          },
        },
      },
    },
    async (request) => {
      const { keyword, method, status, username } = request.query
      const needle = keyword?.trim().toLowerCase()
      const rows = requests
        .traces()
        .filter(
          (t) =>
            (!needle ||
              t.path.toLowerCase().includes(needle) ||
              (t.username ?? '').toLowerCase().includes(needle)) &&
            (!method || t.method === method.toUpperCase()) &&
            (!username || t.username === username) &&
            (!status ||
              (status.endsWith('xx') ? String(t.status)[0] === status[0] : String(t.status) === status)),
        )
      return ok({ total: rows.length, capacity: MAX_TRACE_ROWS, records: rows.slice(0, MAX_TRACE_ROWS) })
    },
  )

  app.get(
    '/sys/actuator/redis/queryDiskInfo',
    {
      config: { permission: MONITOR_PERMS.disk },
      schema: {
        tags,
        summary: 'Mounted file systems: size (max), free (rest) and used share (restPPT) in bytes and %',
      },
    },
    async () => {
      const disks = await listDisks(monitoring.diskPaths)
      return ok(
        disks.map((d) => ({
          ...d,
          max: d.total,
          rest: d.free,
          restPPT: Math.round((d.used * 100) / d.total),
        })),
      )
    },
  )

  app.get(
    '/sys/monitor/redis',
    {
      config: { permission: MONITOR_PERMS.redis },
      schema: {
        tags,
        summary: 'Redis INFO figures and key counts, or configured:false when REDIS_URL is not set',
      },
    },
    async () => {
      const redis = monitoring.redis
      if (!redis) return ok({ configured: false, message: REDIS_NOT_CONFIGURED, info: null, keys: null })
      return ok({
        configured: true,
        info: await readable(() => redisInfoRows(redis)),
        keys: await readable(() => redisKeyCounts(redis, monitoring.redisKeyPrefix)),
      })
    },
  )

  // JeecgBoot's own Redis routes, for callers written against it.
  app.get(
    '/sys/actuator/redis/info',
    {
      config: { permission: MONITOR_PERMS.redis },
      schema: {
        tags,
        summary: 'Redis INFO as [{key, value, description}] (400 when Redis is not configured)',
      },
    },
    async () => {
      if (!monitoring.redis) throw badRequest(REDIS_NOT_CONFIGURED)
      return ok(await redisInfoRows(monitoring.redis))
    },
  )
  // As JeecgBoot answers them: the bare map, not the envelope (the client reads `dbSize` and `used_memory` at the top).
  app.get(
    '/sys/actuator/redis/keysSize',
    {
      config: { permission: MONITOR_PERMS.redis },
      schema: { tags, summary: 'Redis DBSIZE as {dbSize, create_time}, not enveloped (as JeecgBoot)' },
    },
    async () => {
      if (!monitoring.redis) throw badRequest(REDIS_NOT_CONFIGURED)
      return { dbSize: await monitoring.redis.dbsize(), create_time: Date.now() }
    },
  )
  app.get(
    '/sys/actuator/redis/memoryInfo',
    {
      config: { permission: MONITOR_PERMS.redis },
      schema: {
        tags,
        summary: 'Redis used_memory (bytes, from INFO) as {used_memory, create_time}, not enveloped',
      },
    },
    async () => {
      if (!monitoring.redis) throw badRequest(REDIS_NOT_CONFIGURED)
      const used = (await redisInfo(monitoring.redis)).memory?.used_memory
      return { used_memory: Number(used ?? 0), create_time: Date.now() }
    },
  )
}
