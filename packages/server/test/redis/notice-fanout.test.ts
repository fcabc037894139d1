import { describe, expect, it } from 'vitest'
import { call, login } from '../helpers/app'
import { withTwoInstances } from '../helpers/redis'
import { listen, loginResult, socketBase } from '../helpers/sockets'

const servers = withTwoInstances()

describe('notice fan-out through Redis pub/sub', () => {
  it('a release on A reaches a user connected to B within 2 s', async () => {
    const { a, b, clients } = servers
    const baseB = await listen(b)
    const hr = await loginResult(a, 'wangfang')
    // A single-use ticket issued by A opens the socket on B (tickets live in the shared Redis).
    const ticket = (await call<string>(a, 'GET', '/sys/websocket/ticket', hr.token)).body.result
    const socket = clients.open(`${baseB}/websocket/${hr.userInfo.id}?ticket=${ticket}`)
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
    const { a, b, clients } = servers
    const hr = await loginResult(a, 'wangfang')
    const socket = clients.open(`${socketBase(b)}/websocket/${hr.userInfo.id}`, ['nope'])
    expect((await socket.waitClosed()).code).toBe(1008)
  })
})
