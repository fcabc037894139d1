import { createHash, createHmac } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Envelope } from '@portico/contract'
import type { PorticoServer } from '../../src/server'
import { API } from './app'

export interface TestKey {
  id: string
  secret: string
}

export interface SignOptions {
  /** Unix seconds (default now). */
  timestamp?: number
  nonce?: string
  /** Sign with this secret instead of the key's. */
  secret?: string
  /** Further request headers (not signed), e.g. Accept-Language. */
  headers?: Record<string, string>
}

let nonceCounter = 0

/**
 * A partner API call signed as the documentation says (written here from the spec, not with the server's helper):
 * hex HMAC-SHA256 of METHOD, path with query, timestamp, nonce and the body's hex SHA-256, joined by newlines.
 */
export function signedHeaders(
  key: TestKey,
  method: string,
  path: string,
  body: string,
  options: SignOptions = {},
) {
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000))
  const nonce = options.nonce ?? `n${nonceCounter++}`
  const bodyHash = createHash('sha256').update(body).digest('hex')
  const signature = createHmac('sha256', options.secret ?? key.secret)
    .update(`${method}\n${path}\n${timestamp}\n${nonce}\n${bodyHash}`)
    .digest('hex')
  return { 'x-api-key': key.id, 'x-timestamp': timestamp, 'x-nonce': nonce, 'x-signature': signature }
}

export async function signedCall<T = unknown>(
  app: PorticoServer,
  key: TestKey,
  method: 'GET' | 'POST',
  path: string,
  payload?: object,
  options: SignOptions = {},
) {
  const url = `${API}${path}`
  const body = payload ? JSON.stringify(payload) : ''
  const headers = {
    ...signedHeaders(key, method, url, body, options),
    ...(payload ? { 'content-type': 'application/json' } : {}),
    ...options.headers,
  }
  const response = await app.inject({ method, url, headers, ...(payload ? { payload: body } : {}) })
  return { status: response.statusCode, body: response.json() as Envelope<T>, headers }
}

export interface Received {
  headers: IncomingHttpHeaders
  body: string
}

/** A webhook receiver on 127.0.0.1 answering `status` (changeable), keeping what it got. */
export async function startReceiver() {
  const received: Received[] = []
  const state = { status: 200 }
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') })
      response.statusCode = state.status
      response.end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hooks/portico`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
