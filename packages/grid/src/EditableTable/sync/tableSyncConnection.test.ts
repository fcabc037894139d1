import { FakeClientSocket } from '@portico/ui/mocks'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EditableRow } from '../rows/rowOperations'
import type { TableSyncStatus } from './tableSync.types'
import {
  changedRows,
  connectTableSync,
  SYNC_HEARTBEAT_MS,
  SYNC_HEARTBEAT_TIMEOUT_MS,
  SYNC_RECONNECT_MS,
  SYNC_SEND_DELAY_MS,
  type TableSyncConnectionOptions,
} from './tableSyncConnection'

const HEARTBEAT = { type: 'heart_beat', data: '' }
const REPLY = { type: 'heart_beat', data: true }

describe('connectTableSync', () => {
  let sockets: FakeClientSocket[]
  let updates: EditableRow[]
  const start = (extra: Partial<TableSyncConnectionOptions> = {}) =>
    connectTableSync({
      url: 'ws://host/jeecg-boot/vxeSocket/u1/p1',
      token: 'tok',
      socketKey: 'parcels',
      caseId: 'me',
      onUpdate: (row) => updates.push(row),
      createSocket: (url, protocol) => {
        const socket = new FakeClientSocket(url, protocol)
        sockets.push(socket)
        return socket
      },
      ...extra,
    })
  const last = () => sockets[sockets.length - 1] as FakeClientSocket

  beforeEach(() => {
    vi.useFakeTimers()
    sockets = []
    updates = []
  })
  afterEach(() => vi.useRealTimers())

  it('connects with the token as sub-protocol, beats once on open and then every 10 s while answered', () => {
    start()
    expect(last().protocol).toBe('tok')
    last().open()
    expect(last().sentJson()).toEqual([HEARTBEAT])
    vi.advanceTimersByTime(1000)
    last().receive(REPLY)
    // The next beat is 10 s after the reply; no reconnect although 6 s pass.
    vi.advanceTimersByTime(SYNC_HEARTBEAT_MS - 1)
    expect(last().sentJson()).toEqual([HEARTBEAT])
    vi.advanceTimersByTime(1)
    expect(last().sentJson()).toEqual([HEARTBEAT, HEARTBEAT])
    last().receive(REPLY)
    vi.advanceTimersByTime(SYNC_HEARTBEAT_MS)
    expect(last().sentJson()).toEqual([HEARTBEAT, HEARTBEAT, HEARTBEAT])
    expect(sockets).toHaveLength(1)
  })

  it('without a reply within 6 s drops the socket and reconnects 5 s later', () => {
    start()
    sockets[0]?.open()
    sockets[0]?.receive(REPLY)
    vi.advanceTimersByTime(SYNC_HEARTBEAT_MS)
    vi.advanceTimersByTime(SYNC_HEARTBEAT_TIMEOUT_MS - 1)
    expect(sockets[0]?.closed).toBe(false)
    vi.advanceTimersByTime(1)
    expect(sockets[0]?.closed).toBe(true)
    vi.advanceTimersByTime(SYNC_RECONNECT_MS - 1)
    expect(sockets).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(sockets).toHaveLength(2)
    // The new socket beats as soon as it opens; unanswered, it is dropped 6 s later too.
    last().open()
    expect(last().sentJson()).toEqual([HEARTBEAT])
    vi.advanceTimersByTime(SYNC_HEARTBEAT_TIMEOUT_MS)
    expect(last().closed).toBe(true)
  })

  it('reconnects 5 s after a close or an error, once when both fire', () => {
    start()
    sockets[0]?.open()
    const first = sockets[0] as FakeClientSocket
    first.onerror?.({})
    first.onclose?.({ code: 1006, reason: '' })
    vi.advanceTimersByTime(SYNC_RECONNECT_MS - 1)
    expect(sockets).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(sockets).toHaveLength(2)
    // The dead socket's heartbeat stopped (only the one sent on open).
    vi.advanceTimersByTime(SYNC_HEARTBEAT_MS)
    expect(first.sentJson()).toEqual([HEARTBEAT])
    // A socket that never opened also reconnects after a close.
    last().onclose?.({})
    vi.advanceTimersByTime(SYNC_RECONNECT_MS)
    expect(sockets).toHaveLength(3)
  })

  it('reports connecting, online once the server answers, offline after a drop', () => {
    const statuses: TableSyncStatus[] = []
    start({ onStatus: (status) => statuses.push(status) })
    last().open()
    expect(statuses).toEqual([{ state: 'connecting' }])
    last().receive(REPLY)
    vi.advanceTimersByTime(SYNC_HEARTBEAT_MS)
    last().receive(REPLY)
    expect(statuses).toEqual([{ state: 'connecting' }, { state: 'online' }])
    last().onclose?.({ code: 1001, reason: 'going away' })
    vi.advanceTimersByTime(SYNC_RECONNECT_MS)
    last().open()
    last().receive(REPLY)
    expect(statuses.map((s) => s.state)).toEqual(['connecting', 'online', 'offline', 'connecting', 'online'])
  })

  it('stops for good when the server refuses the socket (1008), with its reason', () => {
    const statuses: TableSyncStatus[] = []
    const connection = start({ onStatus: (status) => statuses.push(status) })
    last().open()
    connection.sendRow({ id: '1', name: 'held' })
    last().onclose?.({ code: 1008, reason: 'forbidden: site:instore:edit' })
    expect(statuses.at(-1)).toEqual({ state: 'refused', reason: 'forbidden: site:instore:edit' })
    vi.advanceTimersByTime(SYNC_RECONNECT_MS * 3 + SYNC_SEND_DELAY_MS)
    expect(sockets).toHaveLength(1)
    connection.sendRow({ id: '2' })
    vi.advanceTimersByTime(SYNC_SEND_DELAY_MS)
    expect(last().sentJson()).toEqual([HEARTBEAT])
  })

  it('applies updates of its table from other cases only', () => {
    start()
    last().open()
    const update = (socketKey: string, row: unknown, caseId: string) => ({
      type: 'update_vxe_table',
      data: { socketKey, args: [row, caseId] },
    })
    last().receive(update('parcels', { id: '1', name: '远程' }, 'other'))
    last().receive(update('parcels', { id: '2' }, 'me'))
    last().receive(update('orders', { id: '3' }, 'other'))
    last().receive(update('parcels', { name: 'no id' }, 'other'))
    last().receive('not json')
    expect(updates).toEqual([{ id: '1', name: '远程' }])
  })

  it('sends an edited row once per window, the latest values, after the socket opens', () => {
    const connection = start()
    connection.sendRow({ id: '1', name: 'a' })
    connection.sendRow({ id: '1', name: 'ab' })
    connection.sendRow({ id: '2', name: 'x' })
    vi.advanceTimersByTime(SYNC_SEND_DELAY_MS)
    expect(last().sentJson()).toEqual([])
    last().open()
    expect(last().sentJson()).toEqual([
      HEARTBEAT,
      { type: 'update_vxe_table', data: { socketKey: 'parcels', args: [{ id: '1', name: 'ab' }, 'me'] } },
      { type: 'update_vxe_table', data: { socketKey: 'parcels', args: [{ id: '2', name: 'x' }, 'me'] } },
    ])
    connection.sendRow({ id: '1', name: 'abc' })
    vi.advanceTimersByTime(SYNC_SEND_DELAY_MS - 1)
    expect(last().sentJson()).toHaveLength(3)
    vi.advanceTimersByTime(1)
    expect(last().sentJson()).toHaveLength(4)
  })

  it('stops for good when closed', () => {
    const connection = start()
    sockets[0]?.open()
    connection.close()
    sockets[0]?.onclose?.({})
    vi.advanceTimersByTime(SYNC_RECONNECT_MS * 3 + SYNC_HEARTBEAT_MS)
    expect(sockets).toHaveLength(1)
    expect(sockets[0]?.closed).toBe(true)
    expect(sockets[0]?.sentJson()).toEqual([HEARTBEAT])
  })
})

describe('changedRows', () => {
  it('lists rows changed here, not new, remote or untouched ones', () => {
    const a = { id: '1', v: 1 }
    const b = { id: '2', v: 1 }
    const remote = new WeakSet<EditableRow>()
    const fromServer = { id: '2', v: 2 }
    remote.add(fromServer)
    const editedA = { id: '1', v: 2 }
    const added = { id: 'new_x', v: 1 }
    expect(changedRows([a, b], [editedA, b, added], remote, (id) => id.startsWith('new_'))).toEqual([editedA])
    expect(changedRows([a, b], [a, fromServer], remote, () => false)).toEqual([])
    const list = [a]
    expect(changedRows(list, list, remote, () => false)).toEqual([])
  })
})
