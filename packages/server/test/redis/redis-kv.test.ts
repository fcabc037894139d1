import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe } from 'vitest'
import { RedisKvStore } from '../../src/stores/kv'
import { kvContract } from '../helpers/kv-contract'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

let redis: Redis
let store: RedisKvStore
const prefix = `portico-test-${randomBytes(4).toString('hex')}:`

beforeAll(() => {
  redis = new Redis(REDIS_URL)
  store = new RedisKvStore(redis, prefix)
})
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`)
  if (keys.length) await redis.del(...keys)
  await redis.quit()
})

describe('RedisKvStore', () => {
  kvContract(() => store, 'kv')
})
