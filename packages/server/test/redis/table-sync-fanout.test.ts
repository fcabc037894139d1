import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type PorticoServer } from '../../src/server'
import { testServerOptions } from '../helpers/app'
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

async function open(server: PorticoServer, base: string, username: string, pageId: string) {
  const user = await loginResult(server, username)
  const c = new NoticeClient(`${base}/vxeSocket/${user.userInfo.id}/${pageId}?token=${user.token}`)
  clients.push(c)
  await c.opened()
  c.socket.send(JSON.stringify({ type: 'heart_beat', data: '' }))
  await c.waitFor((m) => m.includes('heart_beat'))
  c.messages.length = 0
  return c
}

describe('table sync fan-out through Redis pub/sub', () => {
  it('an edit sent to A reaches the same page on B, not the sender, not another page', async () => {
    const [baseA, baseB] = [await listen(a), await listen(b)]
    const sender = await open(a, baseA, 'zhangwei', 'shared-page')
    const sameInstance = await open(a, baseA, 'chenjing', 'shared-page')
    const remote = await open(b, baseB, 'wangfang', 'shared-page')
    const otherPage = await open(b, baseB, 'liuyang', 'another-page')
    sender.socket.send(
      JSON.stringify({
        type: 'update_vxe_table',
        data: { socketKey: 'parcels', args: [{ id: '1001', name: '跨实例' }, 'case-1'] },
      }),
    )
    const expected = {
      type: 'update_vxe_table',
      data: { socketKey: 'parcels', args: [{ id: '1001', name: '跨实例' }, 'case-1'] },
    }
    expect(JSON.parse(await remote.waitFor((m) => m.includes('跨实例'), 2000))).toEqual(expected)
    expect(JSON.parse(await sameInstance.waitFor((m) => m.includes('跨实例'), 2000))).toEqual(expected)
    await new Promise((r) => setTimeout(r, 200))
    expect(sender.messages).toEqual([])
    expect(otherPage.messages).toEqual([])
  })

  it('the notice channel and the table-sync channel stay apart', async () => {
    const baseB = `ws://127.0.0.1:${(b.server.address() as { port: number }).port}/jeecg-boot`
    const tableSocket = await open(b, baseB, 'wangfang', 'isolated')
    await a.notifier.publish({ userId: '', message: '{"cmd":"topic","msgId":"x","msgTxt":"t"}' })
    await new Promise((r) => setTimeout(r, 200))
    expect(tableSocket.messages).toEqual([])
  })
})
