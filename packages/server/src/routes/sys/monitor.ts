import { getHeapStatistics } from 'node:v8'
import { MONITOR_PERMS, monitorActions } from '@portico/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../../deps'
import { badRequest, ok } from '../../http/envelope'
import { listDisks } from '../../services/monitor/disks'
import { redisInfoRows, redisKeyCounts } from '../../services/monitor/redis-figures'
import { SAMPLE_INTERVAL_MS } from '../../services/monitor/runtime'
import { readable, redisInfo, systemInfo } from '../../services/monitor/system-info'
import { serveAction } from '../serve-action'

const tags = ['monitor']

export { MONITOR_PERMS }

export const REDIS_NOT_CONFIGURED = '未配置 Redis'
const MAX_TRACE_ROWS = 1000

/** 系统监控: the running Node process, its HTTP traffic, the disks and Redis. Each view has its own permission. */
export const monitorRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { monitoring } = deps
  const { requests, runtime } = monitoring

  serveAction(app, monitorActions.system, async () =>
    ok(await systemInfo({ db: deps.db, databaseKind: monitoring.databaseKind, redis: monitoring.redis })),
  )

  serveAction(app, monitorActions.runtime, async () => {
    const heap = await readable(() => getHeapStatistics())
    return ok({
      current: runtime.history.at(-1) ?? runtime.sample(),
      history: runtime.history,
      heapLimit: heap?.heap_size_limit ?? null,
      gcObserved: runtime.gcObserved,
      sampleIntervalMs: SAMPLE_INTERVAL_MS,
    })
  })

  serveAction(app, monitorActions.http, async () => {
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
  })

  serveAction(app, monitorActions.trace, async (request) => {
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
  })

  serveAction(app, monitorActions.disks, async () => {
    const disks = await listDisks(monitoring.diskPaths)
    return ok(
      disks.map((d) => ({
        ...d,
        max: d.total,
        rest: d.free,
        restPPT: Math.round((d.used * 100) / d.total),
      })),
    )
  })

  serveAction(app, monitorActions.redis, async () => {
    const redis = monitoring.redis
    if (!redis) return ok({ configured: false, message: REDIS_NOT_CONFIGURED, info: null, keys: null })
    return ok({
      configured: true,
      info: await readable(() => redisInfoRows(redis)),
      keys: await readable(() => redisKeyCounts(redis, monitoring.redisKeyPrefix)),
    })
  })

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
