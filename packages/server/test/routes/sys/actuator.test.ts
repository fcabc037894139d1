import os from 'node:os'
import { describe, expect, it } from 'vitest'
import { API, call, login, withTestApp } from '../../helpers/app'
import { expectRefused } from '../../helpers/refusals'

const t = withTestApp({ admin: 'admin', ops: 'zhangwei' })

interface Metric {
  name: string
  baseUnit: string | null
  measurements: { statistic: string; value: number }[]
  availableTags: unknown[]
}

/** Actuator answers are bare JSON (Spring Boot's shape), not the envelope. */
async function raw<T>(path: string, token: string | null = t.admin) {
  const response = await t.app.inject({
    method: 'GET',
    url: `${API}${path}`,
    headers: token ? { 'x-access-token': token } : {},
  })
  return { status: response.statusCode, body: response.json() as T }
}

const metric = async (name: string) => {
  const { status, body } = await raw<Metric>(`/actuator/metrics/${name}`)
  expect(status, name).toBe(200)
  expect(body.name).toBe(name)
  return body
}
const figure = async (name: string) => (await metric(name)).measurements[0]!.value

describe('actuator metrics under the names JeecgBoot’s monitor screens read', () => {
  it('运行时信息 (JvmInfo): the V8 heap as jvm.memory.*, GC pauses as count then total time', async () => {
    const max = await figure('jvm.memory.max')
    const committed = await figure('jvm.memory.committed')
    const used = await figure('jvm.memory.used')
    // The server runs in this process: its heap is ours.
    expect(used).toBeGreaterThan(1024 * 1024)
    expect(committed).toBeGreaterThanOrEqual(used * 0.5)
    expect(max).toBeGreaterThan(committed)
    const pause = await metric('jvm.gc.pause')
    expect(pause.measurements.map((m) => m.statistic)).toEqual(['COUNT', 'TOTAL_TIME', 'MAX'])
    expect(pause.baseUnit).toBe('seconds')
    const live = await figure('jvm.threads.live')
    expect(live).toBeGreaterThanOrEqual(1)
    expect(await figure('jvm.threads.peak')).toBeGreaterThanOrEqual(live)
    expect(await figure('jvm.classes.loaded')).toBeGreaterThan(10)
    expect(await figure('jvm.classes.unloaded')).toBe(0)
    expect(await figure('jvm.gc.live.data.size')).toBeLessThanOrEqual(await figure('jvm.gc.max.data.size'))
  })

  it('系统信息 (SystemInfo): CPUs, CPU usage as 0–1, start time and uptime in seconds', async () => {
    expect(await figure('system.cpu.count')).toBe(os.availableParallelism())
    for (const name of ['system.cpu.usage', 'process.cpu.usage']) {
      const usage = await figure(name)
      expect(usage, name).toBeGreaterThanOrEqual(0)
      expect(usage, name).toBeLessThanOrEqual(1)
    }
    const uptime = await figure('process.uptime')
    expect(Math.abs(uptime - process.uptime())).toBeLessThan(30)
    const started = await figure('process.start.time')
    expect(Math.abs(started * 1000 - (Date.now() - process.uptime() * 1000))).toBeLessThan(30_000)
    const loop = await figure('process.eventloop.utilization')
    expect(loop).toBeGreaterThanOrEqual(0)
    expect(loop).toBeLessThanOrEqual(1)
  })

  it('HTTP 服务 (TomcatInfo): sign-in sessions from the session store', async () => {
    const before = {
      created: await figure('tomcat.sessions.created'),
      expired: await figure('tomcat.sessions.expired'),
      active: await figure('tomcat.sessions.active.current'),
    }
    // admin and ops signed in when the file started.
    expect(before.active).toBeGreaterThanOrEqual(2)
    const token = await login(t.app, 'admin')
    expect(await figure('tomcat.sessions.created')).toBe(before.created + 1)
    expect(await figure('tomcat.sessions.active.current')).toBe(before.active + 1)
    expect(await figure('tomcat.sessions.active.max')).toBeGreaterThanOrEqual(before.active + 1)
    await call(t.app, 'POST', '/sys/logout', token)
    expect(await figure('tomcat.sessions.expired')).toBe(before.expired + 1)
    expect(await figure('tomcat.sessions.active.current')).toBe(before.active)
    expect(await figure('tomcat.sessions.rejected')).toBe(0)
  })

  it('lists its names; an unknown name is 404', async () => {
    const { body } = await raw<{ names: string[] }>('/actuator/metrics')
    expect(body.names).toContain('jvm.memory.used')
    expect(body.names).toContain('tomcat.sessions.active.current')
    expect((await raw('/actuator/metrics/jvm.no.such')).status).toBe(404)
  })
})

describe('actuator httptrace', () => {
  it('answers the kept requests newest first, in Spring Boot’s shape, secrets removed', async () => {
    await call(t.app, 'GET', '/sys/dict/getDictItems/sex?token=secret-token-456', undefined)
    await call(t.app, 'GET', '/sys/no-such-route-for-trace', t.admin)
    await call(t.app, 'GET', '/sys/monitor/system', t.admin)
    const { status, body } = await raw<{
      traces: {
        timestamp: string
        principal: { name: string } | null
        request: { method: string; uri: string }
        response: { status: number }
        timeTaken: number
      }[]
    }>('/actuator/httptrace')
    expect(status).toBe(200)
    const [newest, missing, previous] = body.traces
    expect(newest!.request).toMatchObject({ method: 'GET', uri: '/jeecg-boot/sys/monitor/system' })
    expect(newest!.response.status).toBe(200)
    expect(newest!.principal).toEqual({ name: 'admin' })
    expect(missing!.request.uri).toBe('/jeecg-boot/sys/no-such-route-for-trace')
    expect(missing!.response.status).toBe(404)
    expect(Date.now() - Date.parse(newest!.timestamp)).toBeLessThan(60_000)
    expect(newest!.timeTaken).toBeGreaterThanOrEqual(0)
    expect(previous!.request.uri).toBe('/jeecg-boot/sys/dict/getDictItems/sex?token=[redacted]')
    expect(JSON.stringify(body)).not.toContain('secret-token-456')
  })
})

describe('actuator permissions', () => {
  it('each call needs its monitor screen’s permission and a token', async () => {
    for (const path of [
      '/actuator/metrics',
      '/actuator/metrics/jvm.memory.used',
      '/actuator/metrics/process.uptime',
      '/actuator/metrics/tomcat.sessions.created',
      '/actuator/httptrace',
    ]) {
      // Spring's actuator answers in HTTP statuses (server README, "Status policy").
      expect((await raw(path, t.ops)).status, path).toBe(403)
      expect((await raw(path, null)).status, path).toBe(401)
    }
    // JeecgBoot's own monitor call refuses as JeecgBoot does.
    expectRefused(await call(t.app, 'GET', '/sys/actuator/redis/memoryInfo', t.ops), 510)
    expect((await raw('/sys/actuator/redis/memoryInfo', null)).status).toBe(401)
  })

  it('Redis memory without Redis configured says so', async () => {
    const answer = await call(t.app, 'GET', '/sys/actuator/redis/memoryInfo', t.admin)
    expectRefused(answer, 500)
    expect(answer.body.message).toBe('未配置 Redis')
  })
})
