import type { NoticeSocketMessage } from '@portico/contract'
import { FakeClientSocket } from '@portico/ui/mocks'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connectNoticeSocket, HEARTBEAT_MS, RECONNECT_MS } from './noticeSocket'

describe('connectNoticeSocket', () => {
  let sockets: FakeClientSocket[]
  let messages: NoticeSocketMessage[]
  const start = () =>
    connectNoticeSocket({
      url: 'ws://host/jeecg-boot/websocket/u1',
      token: 'tok',
      onMessage: (m) => messages.push(m),
      createSocket: (url, protocol) => {
        const socket = new FakeClientSocket(url, protocol)
        sockets.push(socket)
        return socket
      },
    })

  beforeEach(() => {
    vi.useFakeTimers()
    sockets = []
    messages = []
  })
  afterEach(() => vi.useRealTimers())

  it('connects with the token as sub-protocol and sends HeartBeat every 20 s', () => {
    start()
    expect(sockets[0].protocol).toBe('tok')
    sockets[0].open()
    vi.advanceTimersByTime(HEARTBEAT_MS - 1)
    expect(sockets[0].sent).toEqual([])
    vi.advanceTimersByTime(1)
    expect(sockets[0].sent).toEqual(['HeartBeat'])
    vi.advanceTimersByTime(HEARTBEAT_MS)
    expect(sockets[0].sent).toEqual(['HeartBeat', 'HeartBeat'])
  })

  it('passes JSON messages with a cmd and ignores anything else', () => {
    start()
    sockets[0].open()
    sockets[0].onmessage?.({ data: JSON.stringify({ cmd: 'user', msgId: 'a1', msgTxt: '新消息' }) })
    sockets[0].onmessage?.({ data: 'not json' })
    sockets[0].onmessage?.({ data: JSON.stringify({ nocmd: true }) })
    expect(messages).toEqual([{ cmd: 'user', msgId: 'a1', msgTxt: '新消息' }])
  })

  it('reconnects 5 s after a close, once even when error and close both fire', () => {
    start()
    sockets[0].open()
    sockets[0].onerror?.({})
    sockets[0].onclose?.({})
    vi.advanceTimersByTime(RECONNECT_MS - 1)
    expect(sockets).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(sockets).toHaveLength(2)
    // The dead socket's heartbeat stopped.
    vi.advanceTimersByTime(HEARTBEAT_MS)
    expect(sockets[0].sent).toEqual([])
  })

  it('stops for good when closed', () => {
    const connection = start()
    sockets[0].open()
    connection.close()
    sockets[0].onclose?.({})
    vi.advanceTimersByTime(RECONNECT_MS * 3)
    expect(sockets).toHaveLength(1)
    expect(sockets[0].readyState).toBe(3)
  })
})
