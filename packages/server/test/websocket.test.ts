import { describe, expect, it } from 'vitest'
import { call, login } from './helpers/app'
import { loginResult, withListeningApp } from './helpers/sockets'

const served = withListeningApp()
const client = (url: string, protocols?: string[]) => served.clients.open(url, protocols)

describe('notice websocket /websocket/:userId', () => {
  it('answers HeartBeat with heartcheck, to the sender only', async () => {
    const ops = await loginResult(served.app, 'zhangwei')
    const hr = await loginResult(served.app, 'wangfang')
    const a = client(`${served.base}/websocket/${ops.userInfo.id}?token=${ops.token}`)
    const b = client(`${served.base}/websocket/${hr.userInfo.id}?token=${hr.token}`)
    await Promise.all([a.opened(), b.opened()])
    a.socket.send('HeartBeat')
    expect(JSON.parse(await a.waitFor((m) => m.includes('heartcheck')))).toEqual({
      cmd: 'heartcheck',
      msgTxt: '心跳响应',
    })
    await new Promise((r) => setTimeout(r, 100))
    expect(b.messages).toEqual([])
  })

  it('accepts the token in Sec-WebSocket-Protocol', async () => {
    const hr = await loginResult(served.app, 'chenjing')
    const c = client(`${served.base}/websocket/${hr.userInfo.id}`, [hr.token])
    await c.opened()
    expect(c.socket.protocol).toBe(hr.token)
    c.socket.send('HeartBeat')
    await c.waitFor((m) => m.includes('heartcheck'))
  })

  it('closes with 1008 for a wrong, missing or foreign token', async () => {
    const ops = await loginResult(served.app, 'liuyang')
    const admin = await loginResult(served.app, 'admin')
    for (const url of [
      `${served.base}/websocket/${ops.userInfo.id}?token=wrong`,
      `${served.base}/websocket/${ops.userInfo.id}`,
      `${served.base}/websocket/${ops.userInfo.id}?token=${admin.token}`,
    ]) {
      const c = client(url)
      expect((await c.waitClosed()).code).toBe(1008)
    }
  })

  it('pushes topic for a broadcast release and user for a targeted one', async () => {
    const admin = await login(served.app, 'admin')
    const ops = await loginResult(served.app, 'zhaolei')
    const hr = await loginResult(served.app, 'wangfang')
    const a = client(`${served.base}/websocket/${ops.userInfo.id}?token=${ops.token}`)
    const b = client(`${served.base}/websocket/${hr.userInfo.id}?token=${hr.token}`)
    await Promise.all([a.opened(), b.opened()])
    await new Promise((r) => setTimeout(r, 100))

    const all = await call<string>(served.app, 'POST', '/sys/annountCement/add', admin, {
      titile: '全员通知',
    })
    await call(served.app, 'GET', `/sys/annountCement/doReleaseData?id=${all.body.result}`, admin)
    for (const c of [a, b]) {
      const message = JSON.parse(await c.waitFor((m) => m.includes('"topic"')))
      expect(message).toEqual({ cmd: 'topic', msgId: all.body.result, msgTxt: '全员通知' })
    }

    const one = await call<string>(served.app, 'POST', '/sys/annountCement/add', admin, {
      titile: '单独通知',
      msgType: 'USER',
      userIds: `${hr.userInfo.id},`,
    })
    await call(served.app, 'GET', `/sys/annountCement/doReleaseData?id=${one.body.result}`, admin)
    expect(JSON.parse(await b.waitFor((m) => m.includes('"user"')))).toEqual({
      cmd: 'user',
      msgId: one.body.result,
      msgTxt: '单独通知',
    })
    await new Promise((r) => setTimeout(r, 150))
    expect(a.messages.some((m) => m.includes('"user"'))).toBe(false)
  })
})
