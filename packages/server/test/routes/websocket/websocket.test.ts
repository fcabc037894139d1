import { describe, expect, it } from 'vitest'
import { call, login } from '../../helpers/app'
import { loginResult, type NoticeClient, withListeningApp } from '../../helpers/sockets'

const served = withListeningApp()
const client = (url: string, protocols?: string[]) => served.clients.open(url, protocols)
const HEARTCHECK = (m: string) => m.includes('heartcheck')

/** Opens the user's notice socket with the token as sub-protocol; resolves once the server registered it. */
async function noticeSocket(username: string): Promise<{ socket: NoticeClient; id: string; token: string }> {
  const user = await loginResult(served.app, username)
  const socket = client(`${served.base}/websocket/${user.userInfo.id}`, [user.token])
  await socket.opened()
  // The token check is asynchronous: a heartbeat reply proves the socket is registered.
  socket.socket.send('HeartBeat')
  await socket.waitFor(HEARTCHECK)
  socket.messages.length = 0
  return { socket, id: user.userInfo.id, token: user.token }
}

/** Everything the server sent the socket before now: a heartbeat reply comes after it on the same connection. */
async function settled(c: NoticeClient): Promise<string[]> {
  const before = c.messages.length
  c.socket.send('HeartBeat')
  await c.waitFor((m) => HEARTCHECK(m) && c.messages.indexOf(m) >= before)
  return c.messages.filter((m) => !HEARTCHECK(m))
}

describe('notice websocket /websocket/:userId', () => {
  it('answers HeartBeat with heartcheck, to the sender only', async () => {
    const a = await noticeSocket('zhangwei')
    const b = await noticeSocket('wangfang')
    a.socket.socket.send('HeartBeat')
    expect(JSON.parse(await a.socket.waitFor(HEARTCHECK))).toEqual({ cmd: 'heartcheck', msgTxt: '心跳响应' })
    // b's own heartbeat reply is the first thing it receives: a's reply never reached it.
    b.socket.socket.send('HeartBeat')
    await b.socket.waitFor(HEARTCHECK)
    expect(b.socket.messages).toHaveLength(1)
  })

  it('accepts the token in Sec-WebSocket-Protocol', async () => {
    const hr = await loginResult(served.app, 'chenjing')
    const c = client(`${served.base}/websocket/${hr.userInfo.id}`, [hr.token])
    await c.opened()
    expect(c.socket.protocol).toBe(hr.token)
    c.socket.send('HeartBeat')
    await c.waitFor(HEARTCHECK)
  })

  it('accepts a single-use ticket in the URL, and never a session token there', async () => {
    const ops = await loginResult(served.app, 'zhaolei')
    const { body } = await call<string>(served.app, 'GET', '/sys/websocket/ticket', ops.token)
    const url = `${served.base}/websocket/${ops.userInfo.id}?ticket=${body.result}`
    const first = client(url)
    await first.opened()
    first.socket.send('HeartBeat')
    await first.waitFor(HEARTCHECK)
    expect((await client(url).waitClosed()).code).toBe(1008)
    const byToken = client(`${served.base}/websocket/${ops.userInfo.id}?token=${ops.token}`)
    expect((await byToken.waitClosed()).code).toBe(1008)
    expect((await call(served.app, 'GET', '/sys/websocket/ticket')).status).toBe(401)
  })

  it('closes with 1008 for a wrong, missing or foreign token', async () => {
    const ops = await loginResult(served.app, 'liuyang')
    const admin = await loginResult(served.app, 'admin')
    for (const [url, protocols] of [
      [`${served.base}/websocket/${ops.userInfo.id}`, ['wrong']],
      [`${served.base}/websocket/${ops.userInfo.id}`, undefined],
      [`${served.base}/websocket/${ops.userInfo.id}`, [admin.token]],
      [`${served.base}/websocket/${ops.userInfo.id}?ticket=wrong`, undefined],
    ] as const) {
      const c = client(url, protocols ? [...protocols] : undefined)
      expect((await c.waitClosed()).code).toBe(1008)
    }
  })

  it('pushes topic for a broadcast release and user for a targeted one', async () => {
    const admin = await login(served.app, 'admin')
    const a = await noticeSocket('zhaolei')
    const b = await noticeSocket('wangfang')

    const all = await call<string>(served.app, 'POST', '/sys/annountCement/add', admin, {
      titile: '全员通知',
    })
    await call(served.app, 'GET', `/sys/annountCement/doReleaseData?id=${all.body.result}`, admin)
    for (const c of [a.socket, b.socket]) {
      const message = JSON.parse(await c.waitFor((m) => m.includes('"topic"')))
      expect(message).toEqual({ cmd: 'topic', msgId: all.body.result, msgTxt: '全员通知' })
    }

    const one = await call<string>(served.app, 'POST', '/sys/annountCement/add', admin, {
      titile: '单独通知',
      msgType: 'USER',
      userIds: `${b.id},`,
    })
    await call(served.app, 'GET', `/sys/annountCement/doReleaseData?id=${one.body.result}`, admin)
    expect(JSON.parse(await b.socket.waitFor((m) => m.includes('"user"')))).toEqual({
      cmd: 'user',
      msgId: one.body.result,
      msgTxt: '单独通知',
    })
    expect((await settled(a.socket)).some((m) => m.includes('"user"'))).toBe(false)
  })
})
