import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type PorticoServer } from '../../src/server'
import { call, login, testServerOptions } from '../helpers/app'
import { createPostgresDatabase, type TestDatabase } from '../helpers/database'
import { listen, loginResult, NoticeClient } from '../helpers/sockets'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

let testDb: TestDatabase
let a: PorticoServer
let b: PorticoServer
let redisKeyPrefix: string
const clients: NoticeClient[] = []

beforeAll(async () => {
  testDb = await createPostgresDatabase()
  redisKeyPrefix = `portico-test-${randomBytes(4).toString('hex')}:`
  a = await createServer(testServerOptions({ database: testDb.database, redis: REDIS_URL, redisKeyPrefix }))
  b = await createServer(
    testServerOptions({ database: await testDb.reopen(), redis: REDIS_URL, redisKeyPrefix }),
  )
})
afterAll(async () => {
  for (const c of clients) c.close()
  await a?.close()
  await b?.close()
  await testDb?.drop()
  const redis = new Redis(REDIS_URL)
  const keys = await redis.keys(`${redisKeyPrefix}*`)
  if (keys.length) await redis.del(...keys)
  await redis.quit()
})

describe('notice fan-out through Redis pub/sub', () => {
  it('a release on A reaches a user connected to B within 2 s', async () => {
    const baseB = await listen(b)
    const hr = await loginResult(a, 'wangfang')
    const socket = new NoticeClient(`${baseB}/websocket/${hr.userInfo.id}?token=${hr.token}`)
    clients.push(socket)
    await socket.opened()
    socket.socket.send('HeartBeat')
    await socket.waitFor((m) => m.includes('heartcheck'))

    const admin = await login(a, 'admin')
    const added = await call<string>(a, 'POST', '/sys/annountCement/add', admin, {
      titile: '跨实例通知',
      msgType: 'USER',
      userIds: hr.userInfo.id,
    })
    const started = Date.now()
    await call(a, 'GET', `/sys/annountCement/doReleaseData?id=${added.body.result}`, admin)
    const message = JSON.parse(await socket.waitFor((m) => m.includes('"user"'), 2000))
    expect(message).toEqual({ cmd: 'user', msgId: added.body.result, msgTxt: '跨实例通知' })
    expect(Date.now() - started).toBeLessThan(2000)

    const broadcast = await call<string>(a, 'POST', '/sys/annountCement/add', admin, { titile: '跨实例广播' })
    await call(a, 'GET', `/sys/annountCement/doReleaseData?id=${broadcast.body.result}`, admin)
    await socket.waitFor((m) => m.includes('"topic"') && m.includes(broadcast.body.result!), 2000)
  })

  it('B refuses a wrong token', async () => {
    const baseB = `ws://127.0.0.1:${(b.server.address() as { port: number }).port}/jeecg-boot`
    const hr = await loginResult(a, 'wangfang')
    const socket = new NoticeClient(`${baseB}/websocket/${hr.userInfo.id}?token=nope`)
    clients.push(socket)
    expect((await socket.waitClosed()).code).toBe(1008)
  })
})
