import type { LoginResult } from '@portico/contract'
import { afterAll, beforeAll } from 'vitest'
import WebSocket from 'ws'
import type { PorticoServer } from '../../src/server'
import { attemptLogin, call, type TestApp, withTestApp } from './app'

/** The ws:// base of /jeecg-boot of a server that listens already. */
export function socketBase(app: PorticoServer): string {
  const address = app.server.address() as { port: number }
  return `ws://127.0.0.1:${address.port}/jeecg-boot`
}

/** Starts listening on an ephemeral port; returns the ws:// base of /jeecg-boot. */
export async function listen(app: PorticoServer): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  return socketBase(app)
}

export async function loginResult(app: PorticoServer, username: string): Promise<LoginResult> {
  const { body } = await attemptLogin(app, username)
  if (!body.result) throw new Error(body.message)
  return body.result
}

/** A client socket that records every text message and how it closed. */
export class NoticeClient {
  readonly messages: string[] = []
  closed: { code: number; reason: string } | null = null
  readonly socket: WebSocket

  constructor(url: string, protocols?: string[]) {
    this.socket = new WebSocket(url, protocols)
    this.socket.on('message', (data) => this.messages.push(data.toString()))
    this.socket.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() }
    })
    this.socket.on('error', () => {})
  }

  opened(): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.socket.readyState === WebSocket.OPEN) return resolve()
      this.socket.once('open', () => resolve())
      this.socket.once('error', reject)
    })
  }

  async waitFor(predicate: (message: string) => boolean, timeoutMs = 2000): Promise<string> {
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      const found = this.messages.find(predicate)
      if (found) return found
      await new Promise((r) => setTimeout(r, 20))
    }
    throw new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(this.messages)}`)
  }

  async waitClosed(timeoutMs = 2000): Promise<{ code: number; reason: string }> {
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      if (this.closed) return this.closed
      await new Promise((r) => setTimeout(r, 20))
    }
    throw new Error('socket not closed')
  }

  close(): void {
    this.socket.close()
  }
}

/** The client sockets a test file opens, closed together after it. */
export class SocketClients {
  private readonly all: NoticeClient[] = []

  open(url: string, protocols?: string[]): NoticeClient {
    const client = new NoticeClient(url, protocols)
    this.all.push(client)
    return client
  }

  closeAll(): void {
    for (const client of this.all) client.close()
  }
}

/**
 * Logs `username` in on `app` and opens the table-sync socket of page `pageId` at `base`, with the token in the
 * Sec-WebSocket-Protocol header or a single-use `?ticket=`. Resolves once the server has registered the socket (the
 * token check is asynchronous: a heartbeat reply proves it), with no message recorded yet.
 */
export async function openTableSync(
  clients: SocketClients,
  { app, base }: { app: PorticoServer; base: string },
  username: string,
  pageId: string,
  tokenIn: 'protocol' | 'ticket' = 'protocol',
): Promise<NoticeClient> {
  const user = await loginResult(app, username)
  const url = `${base}/vxeSocket/${user.userInfo.id}/${pageId}`
  const client =
    tokenIn === 'protocol'
      ? clients.open(url, [user.token])
      : clients.open(
          `${url}?ticket=${(await call<string>(app, 'GET', '/sys/websocket/ticket', user.token)).body.result}`,
        )
  await client.opened()
  client.socket.send(JSON.stringify({ type: 'heart_beat', data: '' }))
  await client.waitFor((m) => m.includes('heart_beat'))
  client.messages.length = 0
  return client
}

const TABLE_HEARTBEAT = JSON.stringify({ type: 'heart_beat', data: '' })
const isTableHeartbeat = (m: string) => m.includes('"heart_beat"')

/**
 * What the table-sync socket received before now, heartbeat replies left out. The positive signal that nothing else
 * is on its way: the server answers a heartbeat after everything it already sent on that connection.
 */
export async function settledMessages(client: NoticeClient): Promise<string[]> {
  const before = client.messages.length
  client.socket.send(TABLE_HEARTBEAT)
  await client.waitFor((m) => isTableHeartbeat(m) && client.messages.lastIndexOf(m) >= before)
  return client.messages.filter((m) => !isTableHeartbeat(m))
}

export interface ListeningApp extends TestApp {
  /** The ws:// base of /jeecg-boot. */
  base: string
  /** Sockets the tests open; closed after the file. */
  clients: SocketClients
}

/** A test app listening on an ephemeral port for the file's tests; closed, with its sockets, after them. */
export function withListeningApp(): ListeningApp {
  const fixture = Object.assign(withTestApp(), { base: '', clients: new SocketClients() })
  beforeAll(async () => {
    fixture.base = await listen(fixture.app)
  })
  // After-hooks run in reverse: the sockets close before the app.
  afterAll(() => fixture.clients.closeAll())
  return fixture
}
