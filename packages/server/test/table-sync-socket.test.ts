import { describe, expect, it } from 'vitest'
import { SocketRegistry } from '../src/services/notifier'
import { loginResult, openTableSync, withListeningApp } from './helpers/sockets'

const served = withListeningApp()
const client = (url: string, protocols?: string[]) => served.clients.open(url, protocols)
const settle = () => new Promise((r) => setTimeout(r, 150))
const update = (socketKey: string, row: Record<string, unknown>, caseId = 'case-a') =>
  JSON.stringify({ type: 'update_vxe_table', data: { socketKey, args: [row, caseId] } })

const open = (username: string, pageId: string) => openTableSync(served.clients, served, username, pageId)

describe('table sync websocket /vxeSocket/:userId/:pageId', () => {
  it('answers heart_beat with data true, to the sender only', async () => {
    const a = await open('zhangwei', 'hb-page')
    const b = await open('wangfang', 'hb-page')
    a.socket.send(JSON.stringify({ type: 'heart_beat', data: '' }))
    expect(JSON.parse(await a.waitFor((m) => m.includes('heart_beat')))).toEqual({
      type: 'heart_beat',
      data: true,
    })
    await settle()
    expect(b.messages).toEqual([])
  })

  it('sends update_vxe_table to the other sockets of the same page, not to the sender or other pages', async () => {
    const a = await open('zhangwei', 'parcels-1')
    const b = await open('wangfang', 'parcels-1')
    const sameUser = await open('zhangwei', 'parcels-1')
    const other = await open('chenjing', 'parcels-2')
    a.socket.send(update('parcels', { id: 1001, name: '远程修改' }))
    const expected = {
      type: 'update_vxe_table',
      data: { socketKey: 'parcels', args: [{ id: '1001', name: '远程修改' }, 'case-a'] },
    }
    expect(JSON.parse(await b.waitFor((m) => m.includes('update_vxe_table')))).toEqual(expected)
    expect(JSON.parse(await sameUser.waitFor((m) => m.includes('update_vxe_table')))).toEqual(expected)
    await settle()
    expect(a.messages).toEqual([])
    expect(other.messages).toEqual([])
  })

  it('forwards only well-formed updates, rewritten (no extra keys, no raw text)', async () => {
    const a = await open('zhangwei', 'hostile')
    const b = await open('wangfang', 'hostile')
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
    await settle()
    expect(b.messages).toHaveLength(1)
    expect(a.messages).toEqual([])
  })

  it('closes with 1008 for a wrong, missing or foreign token and for a bad page id', async () => {
    const ops = await loginResult(served.app, 'liuyang')
    const admin = await loginResult(served.app, 'admin')
    for (const url of [
      `${served.base}/vxeSocket/${ops.userInfo.id}/p1?token=wrong`,
      `${served.base}/vxeSocket/${ops.userInfo.id}/p1`,
      `${served.base}/vxeSocket/${ops.userInfo.id}/p1?token=${admin.token}`,
      `${served.base}/vxeSocket/${ops.userInfo.id}/${'x'.repeat(65)}?token=${ops.token}`,
      `${served.base}/vxeSocket/${ops.userInfo.id}/a%20b?token=${ops.token}`,
    ]) {
      const c = client(url)
      expect((await c.waitClosed()).code).toBe(1008)
    }
  })

  it('a refused socket neither receives nor sends page updates', async () => {
    const ops = await loginResult(served.app, 'liuyang')
    const b = await open('wangfang', 'guarded')
    const intruder = client(`${served.base}/vxeSocket/${ops.userInfo.id}/guarded?token=wrong`)
    intruder.socket.on('open', () => intruder.socket.send(update('k', { id: 'x' })))
    expect((await intruder.waitClosed()).code).toBe(1008)
    const a = await open('zhangwei', 'guarded')
    a.socket.send(update('k', { id: 'ok' }))
    await b.waitFor((m) => m.includes('"ok"'))
    await settle()
    expect(b.messages.some((m) => m.includes('"x"'))).toBe(false)
    expect(intruder.messages).toEqual([])
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
