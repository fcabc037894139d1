import { type InStoreBatch, inStoreSyncPageId } from '@portico/contract'
import { describe, expect, it } from 'vitest'
import type { PorticoServer } from '../../src/server'
import { call, login } from '../helpers/app'
import { withTwoInstances } from '../helpers/redis'
import { listen, loginResult, openTableSync, settledMessages, socketBase } from '../helpers/sockets'

const servers = withTwoInstances()
const open = (app: PorticoServer, base: string, username: string, pageId: string) =>
  openTableSync(servers.clients, { app, base }, username, pageId, 'ticket')

const update = (name: string) =>
  JSON.stringify({
    type: 'update_vxe_table',
    data: { socketKey: 'parcels', args: [{ id: '1', name }, 'case-2'] },
  })

/** A batch created through instance `server`: its sync page. */
async function batchPage(server: PorticoServer): Promise<{ id: string; page: string }> {
  const { body } = await call<InStoreBatch>(
    server,
    'POST',
    '/site/inStoreBatch/add',
    await login(server, 'admin'),
    { stationCode: 'SZ-SORT' },
  )
  return { id: body.result!.id, page: inStoreSyncPageId(body.result!.id) }
}

describe('table sync fan-out through Redis pub/sub', () => {
  it('an edit sent to A reaches the same page on B, not the sender, not another page', async () => {
    const { a, b } = servers
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
    // Later markers on the same channels: Redis delivers in publish order, so once a marker is in, anything
    // published before it would be too.
    remote.socket.send(update('marker-shared'))
    await sender.waitFor((m) => m.includes('marker-shared'), 2000)
    expect(sender.messages.filter((m) => !m.includes('marker-shared'))).toEqual([])
    const onOtherPage = await open(a, baseA, 'zhaolei', another.page)
    onOtherPage.socket.send(update('marker-other'))
    await otherPage.waitFor((m) => m.includes('marker-other'), 2000)
    expect(otherPage.messages.filter((m) => !m.includes('marker-other'))).toEqual([])
  })

  it('the notice channel and the table-sync channel stay apart', async () => {
    const { a, b } = servers
    const tableSocket = await open(b, socketBase(b), 'lina', (await batchPage(a)).page)
    const lina = await loginResult(b, 'lina')
    const noticeSocket = servers.clients.open(`${socketBase(b)}/websocket/${lina.userInfo.id}`, [lina.token])
    await noticeSocket.opened()
    noticeSocket.socket.send('HeartBeat')
    await noticeSocket.waitFor((m) => m.includes('heartcheck'))
    await a.notifier.publish({ userId: '', message: '{"cmd":"topic","msgId":"x","msgTxt":"t"}' })
    // B delivered the broadcast to its notice sockets: the table socket would have had it by now.
    await noticeSocket.waitFor((m) => m.includes('"topic"'), 2000)
    expect(await settledMessages(tableSocket)).toEqual([])
  })
})

describe('page permission on every instance', () => {
  const baseOf = socketBase
  const closedWith = async (server: PorticoServer, username: string, pageId: string) => {
    const user = await loginResult(server, username)
    return servers.clients
      .open(`${baseOf(server)}/vxeSocket/${user.userInfo.id}/${pageId}`, [user.token])
      .waitClosed()
  }

  it('a batch opened through A can be joined on B; unknown kinds, missing batches and hr are refused on B', async () => {
    const { a, b } = servers
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
    const { a, b } = servers
    const batch = await batchPage(a)
    const screen = await open(b, baseOf(b), 'lina', batch.page)
    const saved = await call(a, 'POST', '/site/inStoreBatch/saveLines', await login(a, 'zhangwei'), {
      batchId: batch.id,
      lines: [{ trackingNo: `RD${Date.now()}`, weight: 2, pieces: 1, channel: 'SLS-TW-AIR' }],
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
