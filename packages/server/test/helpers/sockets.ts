import type { LoginResult } from '@portico/contract'
import WebSocket from 'ws'
import type { PorticoServer } from '../../src/server'
import { attemptLogin } from './app'

/** Starts listening on an ephemeral port; returns the ws:// base of /jeecg-boot. */
export async function listen(app: PorticoServer): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address() as { port: number }
  return `ws://127.0.0.1:${address.port}/jeecg-boot`
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
