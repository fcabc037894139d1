import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

export const sha256Hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex')

export const hmacHex = (secret: string, data: string): string =>
  createHmac('sha256', secret).update(data).digest('hex')

export interface SignedRequest {
  method: string
  /** Path and query exactly as sent, e.g. `/jeecg-boot/open/v1/tracking?trackingNo=LX1CN`. */
  path: string
  /** Unix seconds. */
  timestamp: string
  /** Optional, to send the same request twice within the window. */
  nonce: string
  body: string
}

/** What a partner signs: method, path with query, timestamp, nonce and the body's sha256, one per line. */
export const stringToSign = (request: SignedRequest): string =>
  [
    request.method.toUpperCase(),
    request.path,
    request.timestamp,
    request.nonce,
    sha256Hex(request.body),
  ].join('\n')

export const signRequest = (secret: string, request: SignedRequest): string =>
  hmacHex(secret, stringToSign(request))

/** Constant-time comparison of two hex signatures. */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8')
  const b = Buffer.from(given.toLowerCase(), 'utf8')
  return a.length === b.length && timingSafeEqual(a, b)
}
