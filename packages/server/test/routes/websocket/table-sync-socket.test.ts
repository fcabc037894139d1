import { type InStoreBatch, inStoreSyncPageId } from '@portico/contract'
import { describe, expect, it } from 'vitest'
import { SocketRegistry } from '../../../src/services/announcements/notifier'
import { call, login } from '../../helpers/app'
import { loginResult, openTableSync, settledMessages, withListeningApp } from '../../helpers/sockets'

const served = withListeningApp()
const client = (url: string, protocols?: string[]) => served.clients.open(url, protocols)
const update = (socketKey: string, row: Record<string, unknown>, caseId = 'case-a') =>
  JSON.stringify({ type: 'update_vxe_table', data: { socketKey, args: [row, caseId] } })

/** A page a sync socket may join: a new in-store batch's (zhangwei, lina, liuyang and zhaolei hold site:instore:edit). */
async function batchPage(): Promise<string> {
  const { body } = await call<InStoreBatch>(
    served.app,
    'POST',
    '/site/inStoreBatch/add',
    await login(served.app, 'admin'),
    { remark: '同步测试', stationCode: 'SZ-SORT' },
  )
  return inStoreSyncPageId(body.result!.id)
}

const open = (username: string, pageId: string) => openTableSync(served.clients, served, username, pageId)

describe('table sync websocket /vxeSocket/:userId/:pageId', () => {
  it('answers heart_beat with data true, to the sender only', async () => {
    const page = await batchPage()
    const a = await open('zhangwei', page)
    const b = await open('lina', page)
    a.socket.send(JSON.stringify({ type: 'heart_beat', data: '' }))
    expect(JSON.parse(await a.waitFor((m) => m.includes('heart_beat')))).toEqual({
      type: 'heart_beat',
      data: true,
    })
    expect(await settledMessages(b)).toEqual([])
  })

  it('sends update_vxe_table to the other sockets of the same page, not to the sender or other pages', async () => {
    const [page, otherPage] = [await batchPage(), await batchPage()]
    const a = await open('zhangwei', page)
    const b = await open('lina', page)
    const sameUser = await open('zhangwei', page)
    const other = await open('zhaolei', otherPage)
    a.socket.send(update('parcels', { id: 1001, name: '远程修改' }))
    const expected = {
      type: 'update_vxe_table',
      data: { socketKey: 'parcels', args: [{ id: '1001', name: '远程修改' }, 'case-a'] },
    }
    expect(JSON.parse(await b.waitFor((m) => m.includes('update_vxe_table')))).toEqual(expected)
    expect(JSON.parse(await sameUser.waitFor((m) => m.includes('update_vxe_table')))).toEqual(expected)
    expect(await settledMessages(a)).toEqual([])
    expect(await settledMessages(other)).toEqual([])
  })

  it('forwards only well-formed updates, rewritten (no extra keys, no raw text)', async () => {
    const page = await batchPage()
    const a = await open('zhangwei', page)
    const b = await open('lina', page)
    for (const frame of [
      'not json',
      '[]',
      JSON.stringify({ type: 'update_vxe_table', data: { socketKey: 1, args: [{ id: '1' }] } }),
      JSON.stringify({ type: 'update_vxe_table', data: { socketKey: 'k', args: ['row'] } }),
      JSON.stringify({ type: 'update_vxe_table', data: { socketKey: 'k', args: [{ name: 'no id' }] } }),
      JSON.stringify({ type: 'common_send_date', data: { key: 'k', args: [] } }),
      JSON.stringify({ type: 'something_else', data: {} }),
    ])
      a.socket.send(frame)
    a.socket.send(Buffer.from(update('k', { id: 'bin' })), { binary: true })
    a.socket.send(
      JSON.stringify({
        type: 'update_vxe_table',
        extra: '<script>',
        data: { socketKey: 'k', args: [{ id: '7', v: 1 }, 42], evil: true },
      }),
    )
    const received = JSON.parse(await b.waitFor((m) => m.includes('update_vxe_table')))
    expect(received).toEqual({
      type: 'update_vxe_table',
      data: { socketKey: 'k', args: [{ id: '7', v: 1 }, ''] },
    })
    expect(await settledMessages(b)).toHaveLength(1)
    expect(await settledMessages(a)).toEqual([])
  })

  it('closes with 1008 for a wrong, missing or foreign token and for a bad page id', async () => {
    const ops = await loginResult(served.app, 'liuyang')
    const other = await loginResult(served.app, 'admin')
    const page = await batchPage()
    const base = `${served.base}/vxeSocket/${ops.userInfo.id}`
    for (const [url, token, reason] of [
      [`${base}/${page}`, 'wrong', 'unauthorized'],
      [`${base}/${page}`, undefined, 'unauthorized'],
      [`${base}/${page}`, other.token, 'unauthorized'],
      [`${base}/${page}?token=${ops.token}`, undefined, 'unauthorized'],
      [`${base}/${'x'.repeat(65)}`, ops.token, 'bad page id'],
      [`${base}/a%20b`, ops.token, 'bad page id'],
    ]) {
      const c = client(url!, token ? [token] : undefined)
      expect(await c.waitClosed()).toEqual({ code: 1008, reason })
    }
  })

  it('a refused socket neither receives nor sends page updates', async () => {
    const ops = await loginResult(served.app, 'liuyang')
    const page = await batchPage()
    const b = await open('lina', page)
    const intruder = client(`${served.base}/vxeSocket/${ops.userInfo.id}/${page}`, ['wrong'])
    intruder.socket.on('open', () => intruder.socket.send(update('k', { id: 'x' })))
    expect((await intruder.waitClosed()).code).toBe(1008)
    const a = await open('zhangwei', page)
    a.socket.send(update('k', { id: 'ok' }))
    await b.waitFor((m) => m.includes('"ok"'))
    expect((await settledMessages(b)).some((m) => m.includes('"x"'))).toBe(false)
    expect(intruder.messages).toEqual([])
  })
})

describe('which pages a table-sync socket may join', () => {
  const refusedWith = async (username: string, pageId: string) => {
    const user = await loginResult(served.app, username)
    const c = client(`${served.base}/vxeSocket/${user.userInfo.id}/${pageId}`, [user.token])
    return c.waitClosed()
  }

  it('lets users holding site:instore:edit join an existing batch page', async () => {
    const page = await batchPage()
    for (const username of ['admin', 'zhangwei', 'liuyang']) {
      const c = await open(username, page)
      expect(c.closed).toBeNull()
    }
  })

  it('refuses page ids of no registered kind', async () => {
    const { body } = await call<InStoreBatch>(
      served.app,
      'POST',
      '/site/inStoreBatch/add',
      await login(served.app, 'admin'),
      { stationCode: 'SZ-SORT' },
    )
    for (const pageId of [
      'parcels-1',
      'hb-page',
      'instore-batch-',
      'instore-batch',
      `instore-${body.result!.id}`,
      `INSTORE-BATCH-${body.result!.id}`,
    ]) {
      expect(await refusedWith('zhangwei', pageId)).toEqual({ code: 1008, reason: 'unknown page kind' })
    }
  })

  it('refuses a user without the permission and names the code the page needs', async () => {
    const page = await batchPage()
    for (const username of ['wangfang', 'chenjing']) {
      expect(await refusedWith(username, page)).toEqual({
        code: 1008,
        reason: 'forbidden: site:instore:edit',
      })
    }
  })

  it('refuses a batch that does not exist or was deleted', async () => {
    expect(await refusedWith('zhangwei', 'instore-batch-0123456789abcdef')).toEqual({
      code: 1008,
      reason: 'page not found',
    })
    const { body } = await call<InStoreBatch>(
      served.app,
      'POST',
      '/site/inStoreBatch/add',
      await login(served.app, 'admin'),
      { stationCode: 'SZ-SORT' },
    )
    const page = inStoreSyncPageId(body.result!.id)
    await open('zhangwei', page)
    await call(
      served.app,
      'DELETE',
      `/site/inStoreBatch/delete?id=${body.result!.id}`,
      await login(served.app, 'admin'),
    )
    expect(await refusedWith('lina', page)).toEqual({ code: 1008, reason: 'page not found' })
  })

  it('a socket refused for its permission neither receives nor sends the page’s edits', async () => {
    const page = await batchPage()
    const member = await open('lina', page)
    const hr = await loginResult(served.app, 'wangfang')
    const outsider = client(`${served.base}/vxeSocket/${hr.userInfo.id}/${page}`, [hr.token])
    outsider.socket.on('open', () => outsider.socket.send(update('lines', { id: 'from-outsider' })))
    expect((await outsider.waitClosed()).reason).toBe('forbidden: site:instore:edit')
    const writer = await open('zhangwei', page)
    writer.socket.send(update('lines', { id: 'from-member' }))
    await member.waitFor((m) => m.includes('from-member'))
    expect((await settledMessages(member)).some((m) => m.includes('from-outsider'))).toBe(false)
    expect(outsider.messages).toEqual([])
  })
})

describe('SocketRegistry', () => {
  const socket = () => {
    const sent: string[] = []
    return { readyState: 1, sent, send: (m: string) => sent.push(m) }
  }

  it('skips the excepted socket id and forgets removed sockets', () => {
    const registry = new SocketRegistry()
    const [a, b, c] = [socket(), socket(), socket()]
    registry.add('page', a, 'a')
    const removeB = registry.add('page', b, 'b')
    registry.add('other', c, 'c')
    registry.deliver({ userId: 'page', message: 'm1', except: 'a' })
    expect([a.sent, b.sent, c.sent]).toEqual([[], ['m1'], []])
    removeB()
    registry.deliver({ userId: 'page', message: 'm2' })
    expect([a.sent, b.sent]).toEqual([['m2'], ['m1']])
    registry.deliver({ userId: '', message: 'all' })
    expect([a.sent, b.sent, c.sent]).toEqual([['m2', 'all'], ['m1'], ['all']])
  })

  it('does not write to sockets that are no longer open', () => {
    const registry = new SocketRegistry()
    const closing = { ...socket(), readyState: 2 }
    registry.add('page', closing)
    registry.deliver({ userId: 'page', message: 'm' })
    expect(closing.sent).toEqual([])
  })
})
