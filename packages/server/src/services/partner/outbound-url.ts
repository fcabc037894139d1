import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'

/** Addresses a webhook may never reach in production: private, loopback, link-local, shared, reserved. */
const PRIVATE = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4')
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6')

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return PRIVATE.check(mapped[1]!, 'ipv4')
  return PRIVATE.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4')
}

export interface OutboundPolicy {
  /** Tests only (NODE_ENV=test): http://127.0.0.1 receivers are allowed. */
  allowLoopbackHttp: boolean
  /** Resolves a host name (default DNS). */
  resolve?: (host: string) => Promise<string[]>
}

export class OutboundRefused extends Error {
  override name = 'OutboundRefused'
}

const resolveAll = async (host: string) => (await lookup(host, { all: true })).map((a) => a.address)

/**
 * Where a webhook may go: https only, to a host whose every address is public (checked after DNS, so a name
 * pointing at 10.x is refused too). Answers the URL and the address to connect to, so the request cannot be sent
 * to another address than the one checked.
 */
export async function checkOutboundUrl(
  text: string,
  policy: OutboundPolicy,
): Promise<{ url: URL; address: string }> {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new OutboundRefused('URL格式不正确')
  }
  if (url.username || url.password) throw new OutboundRefused('URL不能包含用户名或密码')
  const host = url.hostname.replace(/^\[|\]$/g, '')
  const loopbackTest = policy.allowLoopbackHttp && (host === '127.0.0.1' || host === 'localhost')
  if (url.protocol !== 'https:' && !(loopbackTest && url.protocol === 'http:'))
    throw new OutboundRefused('回调地址须为 https')
  if (loopbackTest) return { url, address: '127.0.0.1' }
  let addresses: string[]
  try {
    addresses = isIP(host) ? [host] : await (policy.resolve ?? resolveAll)(host)
  } catch {
    throw new OutboundRefused(`无法解析主机 ${host}`)
  }
  if (addresses.length === 0) throw new OutboundRefused(`无法解析主机 ${host}`)
  const blocked = addresses.find(isPrivateAddress)
  if (blocked) throw new OutboundRefused(`回调地址不能指向内网或本机地址（${host} → ${blocked}）`)
  return { url, address: addresses[0]! }
}

/** GETs JSON from a public URL (checked as above; no redirects, 15 s at most); `what` names the source in errors. */
export async function fetchPublicJson(
  source: string,
  policy: OutboundPolicy,
  what: string,
): Promise<unknown> {
  const { url } = await checkOutboundUrl(source, policy)
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000), redirect: 'error' })
  if (!response.ok) throw new Error(`${what}返回HTTP ${response.status}`)
  try {
    return await response.json()
  } catch {
    throw new Error(`${what}返回的不是JSON`)
  }
}
