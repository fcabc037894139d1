import { createHash, createHmac } from 'node:crypto'
import { API, type Api, refusalOf, summarize } from './api'
import type { Tally } from './harness'

interface Key {
  id: string
  secret: string
}

let nonce = 0

/** Signs as the partner API's documentation says: HMAC-SHA256 of method, path, timestamp, nonce, body SHA-256. */
function signed(
  key: Key,
  method: string,
  path: string,
  body: string,
  timestamp = Math.floor(Date.now() / 1000),
) {
  const n = `sec-${process.pid}-${nonce++}`
  const bodyHash = createHash('sha256').update(body).digest('hex')
  const signature = createHmac('sha256', key.secret)
    .update(`${method}\n${API}${path}\n${timestamp}\n${n}\n${bodyHash}`)
    .digest('hex')
  return { 'x-api-key': key.id, 'x-timestamp': String(timestamp), 'x-nonce': n, 'x-signature': signature }
}

/** Private, loopback, link-local and metadata targets a webhook must never be registered for. */
const PRIVATE_TARGETS = [
  'https://10.0.0.1/hooks',
  'https://192.168.1.20/hooks',
  'https://172.16.0.5/hooks',
  'https://169.254.169.254/latest/meta-data/',
  'https://[fd00::1]/hooks',
  'https://[::ffff:10.0.0.1]/hooks',
  'https://0.0.0.0/hooks',
  'http://hooks.example.com/plain-http',
]

/**
 * The partner API (issue 34): signed requests refused when the signature is wrong, old, replayed or made with a
 * revoked key; one customer's key reaching another's parcels or keys; webhook URLs aimed at private addresses.
 */
export async function checkPartnerApi(
  api: Api,
  tally: Tally,
  { customer, otherCustomer }: { customer: string; otherCustomer: string },
): Promise<void> {
  const createKey = async (token: string, scopes: string[]) => {
    const reply = await api.send<Key>('POST', '/customer/apiKey/add', {
      token,
      body: { name: 'security', scopes },
    })
    if (!reply.json?.success) throw new Error(`key: ${reply.status} ${reply.text.slice(0, 200)}`)
    return reply.json.result
  }
  const call = (key: Key, method: 'GET' | 'POST', path: string, payload?: object, timestamp?: number) => {
    const body = payload ? JSON.stringify(payload) : ''
    const headers = signed(key, method, path, body, timestamp)
    return payload
      ? api.send(method, path, { headers: { ...headers, 'content-type': 'application/json' }, body })
      : api.send(method, path, { headers })
  }
  const own = await createKey(customer, ['orders:write', 'tracking:read', 'bills:read'])
  const other = await createKey(otherCustomer, ['tracking:read'])

  await tally.check(
    'partner API: wrong signature, old timestamp, replay and revoked key are refused',
    async () => {
      const problems: string[] = []
      const expect401 = (what: string, reply: Awaited<ReturnType<typeof call>>) => {
        problems.push(...reply.issues)
        if (reply.status !== 401 || reply.json?.success !== false)
          problems.push(`${what}: ${summarize('GET', '/open/v1/bills', reply)}`)
      }
      const good = await call(own, 'GET', '/open/v1/bills')
      if (good.status !== 200) problems.push(`signed request: ${summarize('GET', '/open/v1/bills', good)}`)
      expect401('wrong signature', await call({ ...own, secret: `${own.secret}x` }, 'GET', '/open/v1/bills'))
      expect401(
        'old timestamp',
        await call(own, 'GET', '/open/v1/bills', undefined, Math.floor(Date.now() / 1000) - 600),
      )
      const headers = signed(own, 'GET', '/open/v1/bills', '')
      await api.send('GET', '/open/v1/bills', { headers })
      expect401('replay', await api.send('GET', '/open/v1/bills', { headers }))
      const doomed = await createKey(customer, ['bills:read'])
      await api.send('POST', '/customer/apiKey/revoke', { token: customer, body: { id: doomed.id } })
      expect401('revoked key', await call(doomed, 'GET', '/open/v1/bills'))
      expect401(
        'no signature with a session token',
        await api.send('GET', '/open/v1/bills', { token: customer }),
      )
      return problems
    },
  )

  await tally.check(
    "partner API: a key of another customer reaches none of the customer's parcels or keys",
    async () => {
      const problems: string[] = []
      // A number SLS-TW-AIR issues (^TW[0-9]{12}[A-Z]?$): the push applies the channel's rule.
      const trackingNo = `TW${String(Date.now()).slice(-12)}`
      const pushed = await call(own, 'POST', '/open/v1/orders', {
        orderNo: `SEC-${trackingNo}`,
        trackingNo,
        country: 'TW',
        channelCode: 'SLS-TW-AIR',
        receiver: { name: 'Lin Mei', address: 'No. 1 Zhongshan Rd' },
        items: [{ name: 'Phone case', quantity: '1', price: '99.00' }],
      })
      if (pushed.status !== 200) problems.push(`push: ${summarize('POST', '/open/v1/orders', pushed)}`)
      const path = `/open/v1/tracking?trackingNo=${trackingNo}`
      const theirs = await call(other, 'GET', path)
      const result = theirs.json?.result as { parcels: unknown[]; notFound: string[] } | undefined
      if (theirs.status !== 200 || result?.parcels.length !== 0 || result.notFound[0] !== trackingNo)
        problems.push(`other customer's tracking: ${theirs.status} ${theirs.text.slice(0, 200)}`)
      const revoke = await api.send('POST', '/customer/apiKey/revoke', {
        token: otherCustomer,
        body: { id: own.id },
      })
      if (refusalOf(revoke) !== 'refused')
        problems.push(`other customer revokes the key: ${summarize('POST', 'revoke', revoke)}`)
      const still = await call(own, 'GET', '/open/v1/bills')
      if (still.status !== 200)
        problems.push(`key after the other's revoke: ${summarize('GET', '/open/v1/bills', still)}`)
      return problems
    },
  )

  await tally.check('partner API: webhook URLs pointing at private addresses are refused', async () => {
    const problems: string[] = []
    for (const url of PRIVATE_TARGETS) {
      const reply = await api.send('POST', '/customer/webhook/add', {
        token: customer,
        body: { url, events: ['parcel.received'] },
      })
      problems.push(...reply.issues)
      if (refusalOf(reply) !== 'refused')
        problems.push(`${url}: ${summarize('POST', '/customer/webhook/add', reply)}`)
    }
    const list = await api.send<{ url: string }[]>('GET', '/customer/webhook/list', { token: customer })
    const kept = (list.json?.result ?? []).filter((e) => PRIVATE_TARGETS.includes(e.url))
    if (kept.length) problems.push(`registered anyway: ${kept.map((e) => e.url).join(', ')}`)
    return problems
  })
}
