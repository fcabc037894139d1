import { describe, expect, it } from 'vitest'
import type { PorticoServer } from '../../src/server'
import { withTwoInstances } from '../helpers/redis'
import { listen, openTableSync, socketBase } from '../helpers/sockets'

const servers = withTwoInstances()
const open = (app: PorticoServer, base: string, username: string, pageId: string) =>
  openTableSync(servers.clients, { app, base }, username, pageId, 'query')

describe('table sync fan-out through Redis pub/sub', () => {
  it('an edit sent to A reaches the same page on B, not the sender, not another page', async () => {
    const { a, b } = servers
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
    const { a, b } = servers
    const tableSocket = await open(b, socketBase(b), 'wangfang', 'isolated')
    await a.notifier.publish({ userId: '', message: '{"cmd":"topic","msgId":"x","msgTxt":"t"}' })
    await new Promise((r) => setTimeout(r, 200))
    expect(tableSocket.messages).toEqual([])
  })
})
