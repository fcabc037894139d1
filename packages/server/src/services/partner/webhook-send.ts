import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import { isIP } from 'node:net'
import { checkOutboundUrl, type OutboundPolicy, OutboundRefused } from './outbound-url'

export interface SendOutcome {
  statusCode: number | null
  error: string | null
}

const TIMEOUT_MS = 10_000

/** Connects to the checked address only, whatever the name resolves to by the time the request is made. */
function pinnedLookup(address: string): LookupFunction {
  const family = isIP(address) === 6 ? 6 : 4
  return ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address, family }])
    else callback(null, address, family)
  }) as unknown as LookupFunction
}

/**
 * POSTs one webhook: to the registered URL after the outbound checks, never following a redirect (a 3xx is a
 * failed attempt), within 10 s. The receiver's answer body is not read.
 */
export async function sendWebhook(
  target: string,
  body: string,
  headers: Record<string, string>,
  policy: OutboundPolicy,
): Promise<SendOutcome> {
  let checked: Awaited<ReturnType<typeof checkOutboundUrl>>
  try {
    checked = await checkOutboundUrl(target, policy)
  } catch (error) {
    if (error instanceof OutboundRefused) return { statusCode: null, error: error.message }
    throw error
  }
  const { url, address } = checked
  const client = url.protocol === 'https:' ? https : http
  return new Promise<SendOutcome>((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        lookup: pinnedLookup(address),
        timeout: TIMEOUT_MS,
      },
      (response) => {
        response.resume()
        const code = response.statusCode ?? 0
        const error =
          code >= 200 && code < 300
            ? null
            : code >= 300 && code < 400
              ? `HTTP ${code}: 不跟随重定向`
              : `HTTP ${code}`
        resolve({ statusCode: code, error })
      },
    )
    request.on('timeout', () => request.destroy(new Error('超时（10秒）')))
    request.on('error', (error) => resolve({ statusCode: null, error: error.message.slice(0, 300) }))
    request.end(body)
  })
}
