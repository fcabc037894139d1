import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, login, startTestApp, type TestApp } from '../helpers/app'
import { dropRedisKeys, REDIS_URL, uniqueRedisPrefix } from '../helpers/redis'

const prefix = uniqueRedisPrefix()
let t: TestApp
let admin: string

beforeAll(async () => {
  t = await startTestApp({ redis: REDIS_URL, redisKeyPrefix: prefix })
  admin = await login(t.app, 'admin')
})
afterAll(async () => {
  await t.close()
  await dropRedisKeys(prefix)
})

describe('Redis监控 with REDIS_URL set', () => {
  it('shows INFO figures, the Redis version and this deployment’s key count', async () => {
    const { body } = await call<{
      configured: boolean
      info: { key: string; value: string; description: string }[]
      keys: { dbSize: number; ownKeys: number; prefix: string }
    }>(t.app, 'GET', '/sys/monitor/redis', admin)
    const redis = body.result!
    expect(redis.configured).toBe(true)
    const version = redis.info.find((row) => row.key === 'redis_version')
    expect(version?.value).toMatch(/^\d+\.\d+/)
    expect(version?.description).toBe('Redis 服务器版本')
    // At least the admin's session lives under the prefix.
    expect(redis.keys.prefix).toBe(prefix)
    expect(redis.keys.ownKeys).toBeGreaterThanOrEqual(1)
    expect(redis.keys.dbSize).toBeGreaterThanOrEqual(redis.keys.ownKeys)
    const system = await call<{ redis: { configured: boolean; version: string } }>(
      t.app,
      'GET',
      '/sys/monitor/system',
      admin,
    )
    expect(system.body.result!.redis).toEqual({ configured: true, version: version!.value })
    // JeecgBoot's RedisInfo screen reads these two bare (not enveloped): `dbSize` and `used_memory` at the top.
    const size = await call(t.app, 'GET', '/sys/actuator/redis/keysSize', admin)
    expect(size.body).toMatchObject({ dbSize: redis.keys.dbSize })
    const memory = (await call(t.app, 'GET', '/sys/actuator/redis/memoryInfo', admin)).body as unknown as {
      used_memory: number
      create_time: number
    }
    const used = Number(redis.info.find((row) => row.key === 'used_memory')!.value)
    expect(memory.used_memory).toBeGreaterThan(used / 2)
    expect(memory.used_memory).toBeLessThan(used * 2)
    expect(Math.abs(memory.create_time - Date.now())).toBeLessThan(60_000)
  })
})
