import { randomBytes } from 'node:crypto'
import { type InStoreBatch, inStoreSyncPageId } from '@portico/contract'
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

/** A batch created through instance `server`: its sync page. */
async function batchPage(server: PorticoServer): Promise<{ id: string; page: string }> {
  const { body } = await call<InStoreBatch>(
    server,
    'POST',
    '/site/inStoreBatch/add',
    await login(server, 'admin'),
    {},
  )
  return { id: body.result!.id, page: inStoreSyncPageId(body.result!.id) }
}

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
    const [shared, another] = [await batchPage(a), await batchPage(b)]
    const sender = await open(a, baseA, 'zhangwei', shared.page)
    const sameInstance = await open(a, baseA, 'zhaolei', shared.page)
    const remote = await open(b, baseB, 'lina', shared.page)
    const otherPage = await open(b, baseB, 'liuyang', another.page)
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
    const tableSocket = await open(b, baseB, 'lina', (await batchPage(a)).page)
    await a.notifier.publish({ userId: '', message: '{"cmd":"topic","msgId":"x","msgTxt":"t"}' })
    await new Promise((r) => setTimeout(r, 200))
    expect(tableSocket.messages).toEqual([])
  })
})

describe('page permission on every instance', () => {
  const baseOf = (server: PorticoServer) =>
    `ws://127.0.0.1:${(server.server.address() as { port: number }).port}/jeecg-boot`
  const closedWith = async (server: PorticoServer, username: string, pageId: string) => {
    const user = await loginResult(server, username)
    const c = new NoticeClient(`${baseOf(server)}/vxeSocket/${user.userInfo.id}/${pageId}`, [user.token])
    clients.push(c)
    return c.waitClosed()
  }

  it('a batch opened through A can be joined on B; unknown kinds, missing batches and hr are refused on B', async () => {
    const batch = await batchPage(a)
    const joined = await open(b, baseOf(b), 'liuyang', batch.page)
    expect(joined.closed).toBeNull()
    expect(await closedWith(b, 'liuyang', 'parcels-1')).toEqual({ code: 1008, reason: 'unknown page kind' })
    expect(await closedWith(b, 'wangfang', batch.page)).toEqual({
      code: 1008,
      reason: 'forbidden: site:instore:edit',
    })
    await call(a, 'DELETE', `/site/inStoreBatch/delete?id=${batch.id}`, await login(a, 'admin'))
    expect(await closedWith(b, 'zhangwei', batch.page)).toEqual({ code: 1008, reason: 'page not found' })
  })

  it('a save through A reaches the batch’s screens on B', async () => {
    const batch = await batchPage(a)
    const screen = await open(b, baseOf(b), 'lina', batch.page)
    const saved = await call(a, 'POST', '/site/inStoreBatch/saveLines', await login(a, 'zhangwei'), {
      batchId: batch.id,
      lines: [{ trackingNo: `RD${Date.now()}`, weight: 2, pieces: 1, channel: 'ZTO' }],
      deleteIds: [],
    })
    expect(saved.status).toBe(200)
    const notice = JSON.parse(await screen.waitFor((m) => m.includes('instore-batch-saved')))
    expect(notice.data.args[0]).toEqual({
      batchId: batch.id,
      revision: 1,
      status: '0',
      savedBy: '张伟',
      lineCount: 1,
    })
  })
})
