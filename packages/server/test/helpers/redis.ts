import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, beforeAll } from 'vitest'
import { createServer, type PorticoServer } from '../../src/server'
import { testServerOptions } from './app'
import { createPostgresDatabase } from './database'
import { SocketClients } from './sockets'

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

/** A fresh key prefix per run: sessions and rate-limit counters of an earlier run must not leak in. */
export const uniqueRedisPrefix = () => `portico-test-${randomBytes(4).toString('hex')}:`

/** Deletes every key under `prefix`. */
export async function dropRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL)
  const keys = await redis.keys(`${prefix}*`)
  if (keys.length) await redis.del(...keys)
  await redis.quit()
}

export interface TwoInstances {
  a: PorticoServer
  b: PorticoServer
  /** Closes both servers, drops the database and the run's Redis keys. */
  close(): Promise<void>
}

/** Two servers sharing one fresh PostgreSQL database and one Redis, as behind a load balancer. */
export async function startTwoInstances(): Promise<TwoInstances> {
  const testDb = await createPostgresDatabase()
  const redisKeyPrefix = uniqueRedisPrefix()
  const shared = { redis: REDIS_URL, redisKeyPrefix }
  const started: PorticoServer[] = []
  const close = async () => {
    for (const server of started) await server.close()
    await testDb.drop()
    await dropRedisKeys(redisKeyPrefix)
  }
  try {
    started.push(await createServer(testServerOptions({ database: testDb.database, ...shared })))
    started.push(await createServer(testServerOptions({ database: await testDb.reopen(), ...shared })))
  } catch (failure) {
    await close()
    throw failure
  }
  return { a: started[0], b: started[1], close }
}

export interface TwoInstancesFixture {
  a: PorticoServer
  b: PorticoServer
  /** Sockets the tests open; closed after the file. */
  clients: SocketClients
}

/** Starts two instances before the file's tests and closes them, their sockets and their data after them. */
export function withTwoInstances(): TwoInstancesFixture {
  const fixture = { clients: new SocketClients() } as TwoInstancesFixture
  let instances: TwoInstances | undefined
  beforeAll(async () => {
    instances = await startTwoInstances()
    fixture.a = instances.a
    fixture.b = instances.b
  })
  afterAll(async () => {
    fixture.clients.closeAll()
    await instances?.close()
  })
  return fixture
}
