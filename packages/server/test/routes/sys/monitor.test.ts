import { describe, expect, it } from 'vitest'
import { call, withTestApp } from '../../helpers/app'
import { expectRefused } from '../../helpers/refusals'

const t = withTestApp({ admin: 'admin', ops: 'zhangwei' })

const get = <T>(path: string, token = t.admin) => call<T>(t.app, 'GET', path, token)

describe('系统监控', () => {
  it('系统信息 reports this Node process, the OS and the database', async () => {
    const { body } = await get<{
      process: { nodeVersion: string; pid: number }
      cpu: { cores: number }
      memory: { total: number; free: number }
      database: { kind: string; version: string }
      redis: { configured: boolean }
    }>('/sys/monitor/system')
    expect(body.success).toBe(true)
    const info = body.result!
    expect(info.process).toMatchObject({ nodeVersion: process.version, pid: process.pid })
    expect(info.cpu.cores).toBeGreaterThan(0)
    expect(info.memory.total).toBeGreaterThan(info.memory.free)
    expect(info.database.version).toMatch(/PostgreSQL \d+/)
    expect(info.database.kind).toMatch(process.env.TEST_DB === 'postgres' ? /^PostgreSQL$/ : /PGlite/)
    expect(info.redis).toEqual({ configured: false, version: null })
  })

  it('运行时信息 has heap, RSS, event loop and handles, with a history of samples', async () => {
    const { body } = await get<{
      current: { heapUsed: number; rss: number; loopUtilization: number; handles: Record<string, number> }
      history: unknown[]
      heapLimit: number
      sampleIntervalMs: number
    }>('/sys/monitor/runtime')
    const runtime = body.result!
    expect(runtime.current.heapUsed).toBeGreaterThan(1024 * 1024)
    expect(runtime.current.rss).toBeGreaterThan(runtime.current.heapUsed)
    expect(runtime.current.loopUtilization).toBeGreaterThanOrEqual(0)
    expect(runtime.current.loopUtilization).toBeLessThanOrEqual(1)
    expect(runtime.heapLimit).toBeGreaterThan(runtime.current.heapUsed)
    expect(runtime.history.length).toBeGreaterThanOrEqual(1)
    expect(runtime.sampleIntervalMs).toBe(5000)
  })

  it('HTTP 服务 counts the requests served, by status, with latency percentiles', async () => {
    const before = (
      await get<{ totalRequests: number; statusCounts: Record<string, number> }>('/sys/monitor/http')
    ).body.result!
    await call(t.app, 'GET', '/sys/no-such-route', t.admin)
    await call(t.app, 'GET', '/sys/monitor/system', t.admin)
    const after = (
      await get<{
        totalRequests: number
        statusCounts: Record<string, number>
        latency: { count: number; p50: number; p99: number }
        requestsPerSecond: number
        perSecond: { requests: number }[]
      }>('/sys/monitor/http')
    ).body.result!
    // The two calls and the first figures request itself.
    expect(after.totalRequests).toBe(before.totalRequests + 3)
    expect(after.statusCounts['404']).toBe((before.statusCounts['404'] ?? 0) + 1)
    expect(after.latency.count).toBe(after.totalRequests)
    expect(after.latency.p99).toBeGreaterThanOrEqual(after.latency.p50)
    expect(after.requestsPerSecond).toBeGreaterThan(0)
    expect(after.perSecond).toHaveLength(60)
  })

  it('请求追踪 lists recent requests newest first, searchable, with tokens and secrets removed', async () => {
    await call(t.app, 'GET', '/sys/dict/getDictItems/sex?token=secret-token-123&x=1', undefined)
    await call(t.app, 'GET', '/sys/thirdLogin/getLoginUser/ticket-abc-999/github', undefined)
    const { body } = await get<{
      total: number
      records: { path: string; status: number; username: string | null; method: string; durationMs: number }[]
    }>('/sys/monitor/trace?keyword=getDictItems')
    const [row] = body.result!.records
    expect(row!.path).toBe('/jeecg-boot/sys/dict/getDictItems/sex?token=[redacted]&x=1')
    expect(row!.method).toBe('GET')
    const all = (await get<{ records: { path: string; username: string | null }[] }>('/sys/monitor/trace'))
      .body.result!.records
    expect(JSON.stringify(all)).not.toContain('secret-token-123')
    expect(JSON.stringify(all)).not.toContain('ticket-abc-999')
    // Newest first: the search just before (this request is recorded once answered).
    expect(all[0]!.path).toBe('/jeecg-boot/sys/monitor/trace?keyword=getDictItems')
    expect(all[0]!.username).toBe('admin')
    const notFound = (await get<{ records: { status: number }[] }>('/sys/monitor/trace?status=4xx')).body
      .result!
    expect(notFound.records.length).toBeGreaterThan(0)
    expect(notFound.records.every((r) => r.status >= 400 && r.status < 500)).toBe(true)
    expectRefused(await get('/sys/monitor/trace?status=abc'), 500)
  })

  it('磁盘监控 lists file systems with size, free and used share', async () => {
    const { body } = await get<{ name: string; max: number; rest: number; restPPT: number }[]>(
      '/sys/actuator/redis/queryDiskInfo',
    )
    expect(body.result!.length).toBeGreaterThan(0)
    for (const disk of body.result!) {
      expect(disk.max).toBeGreaterThan(0)
      expect(disk.rest).toBeLessThanOrEqual(disk.max)
      expect(disk.restPPT).toBeGreaterThanOrEqual(0)
      expect(disk.restPPT).toBeLessThanOrEqual(100)
    }
  })

  it('Redis监控 says plainly that Redis is not configured', async () => {
    expect((await get('/sys/monitor/redis')).body.result).toEqual({
      configured: false,
      message: '未配置 Redis',
      info: null,
      keys: null,
    })
    const jeecg = await get('/sys/actuator/redis/info')
    expectRefused(jeecg, 500)
    expect(jeecg.body.message).toBe('未配置 Redis')
  })

  it('every monitor route needs its permission', async () => {
    for (const path of [
      '/sys/monitor/system',
      '/sys/monitor/runtime',
      '/sys/monitor/http',
      '/sys/monitor/trace',
      '/sys/actuator/redis/queryDiskInfo',
      '/sys/monitor/redis',
      '/sys/actuator/redis/info',
      '/sys/actuator/redis/keysSize',
    ]) {
      expectRefused(await get(path, t.ops), 510, path)
      expect((await call(t.app, 'GET', path)).status, path).toBe(401)
    }
  })
})
