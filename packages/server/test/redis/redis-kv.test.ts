import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe } from 'vitest'
import { RedisKvStore } from '../../src/stores/kv'
import { kvContract } from '../helpers/kv-contract'
import { dropRedisKeys, REDIS_URL, uniqueRedisPrefix } from '../helpers/redis'

let redis: Redis
let store: RedisKvStore
const prefix = uniqueRedisPrefix()

beforeAll(() => {
  redis = new Redis(REDIS_URL)
  store = new RedisKvStore(redis, prefix)
})
afterAll(async () => {
  await redis.quit()
  await dropRedisKeys(prefix)
})

describe('RedisKvStore', () => {
  kvContract(() => store, 'kv')
})
