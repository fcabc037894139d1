import { createHmac } from 'node:crypto'
import { s10Number } from '@portico/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { logisticsChannel, logisticsParcel, webhookDelivery } from '../../../src/db/schema'
import { recordParcelEvents } from '../../../src/services/logistics/trajectory'
import { call, withTestApp } from '../../helpers/app'
import { signedCall, startReceiver, type TestKey } from '../../helpers/partner'
import { expectRefused } from '../../helpers/refusals'

const t = withTestApp({ yunfan: 'yunfan', qihang: 'qihang', admin: 'admin' })
const db = () => t.testDb.database.db
const run = Date.now().toString(36).toUpperCase()
/** A number SLS-TW-AIR issues (^TW[0-9]{12}[A-Z]?$), different for each order of the run. */
const digits = String(Date.now()).slice(-9)
const trackingOf = (n: number) => `TW${digits}${String(n).padStart(3, '0')}`

async function createKey(token: string, scopes: string[], name = 'ERP') {
  const { status, body } = await call<TestKey & { scopes: string[] }>(
    t.app,
    'POST',
    '/customer/apiKey/add',
    token,
    {
      name,
      scopes,
    },
  )
  expect(status, body.message).toBe(200)
  return body.result!
}

const order = (n: number) => ({
  orderNo: `API-${run}-${n}`,
  trackingNo: trackingOf(n),
  country: 'TW',
  channelCode: 'SLS-TW-AIR',
  receiver: {
    name: 'Lin Mei',
    phone: '0912345678',
    address: 'No. 1, Section 2, Zhongshan Rd',
    city: 'Taipei',
  },
  items: [{ name: 'Phone case', quantity: '2', price: '150.00', sku: 'PC-1' }],
})

describe('partner API keys and signed requests', () => {
  let all: TestKey
  beforeAll(async () => {
    all = await createKey(t.yunfan, ['orders:write', 'tracking:read', 'bills:read'])
  })

  it('shows the secret once: the key list never carries it', async () => {
    expect(all.secret).toMatch(/^sk_[\w-]{40,}$/)
    const { body } = await call<Record<string, unknown>[]>(t.app, 'GET', '/customer/apiKey/list', t.yunfan)
    const listed = body.result!.find((k) => k.id === all.id)!
    expect(listed.scopes).toEqual(['orders:write', 'tracking:read', 'bills:read'])
    expect(JSON.stringify(body.result)).not.toContain(all.secret)
    expect(Object.keys(listed)).not.toContain('secretSealed')
  })

  it('answers a correctly signed request and records the key as used', async () => {
    const { status, body } = await signedCall(t.app, all, 'GET', '/open/v1/bills?pageNo=1&pageSize=5')
    expect(status, body.message).toBe(200)
    expect(body.success).toBe(true)
    const { body: list } = await call<{ id: string; lastUsedTime: string | null }[]>(
      t.app,
      'GET',
      '/customer/apiKey/list',
      t.yunfan,
    )
    expect(list.result!.find((k) => k.id === all.id)!.lastUsedTime).not.toBeNull()
  })

  it('refuses a wrong signature, an old timestamp and a replay, in the envelope', async () => {
    const wrong = await signedCall(t.app, all, 'GET', '/open/v1/bills', undefined, {
      secret: 'sk_not-the-secret',
    })
    expect([wrong.status, wrong.body.success, wrong.body.code]).toEqual([401, false, 401])
    expect(wrong.body.message).toContain('签名不正确')

    const old = Math.floor(Date.now() / 1000) - 6 * 60
    const stale = await signedCall(t.app, all, 'GET', '/open/v1/bills', undefined, { timestamp: old })
    expect(stale.status).toBe(401)
    expect(stale.body.message).toContain('5分钟')

    const first = await signedCall(t.app, all, 'GET', '/open/v1/bills', undefined, { nonce: `replay-${run}` })
    expect(first.status).toBe(200)
    const replay = await t.app.inject({
      method: 'GET',
      url: '/jeecg-boot/open/v1/bills',
      headers: first.headers,
    })
    expect(replay.statusCode).toBe(401)
    expect(replay.json().message).toContain('重放')
  })

  it('refuses a request without the headers and one whose body was changed after signing', async () => {
    const bare = await t.app.inject({ method: 'GET', url: '/jeecg-boot/open/v1/bills' })
    expect(bare.statusCode).toBe(401)
    expect(bare.json().message).toContain('X-Api-Key')
    const signed = await signedCall(t.app, all, 'POST', '/open/v1/orders', order(90), {
      nonce: `tamper-${run}`,
    })
    expect(signed.status).toBe(200)
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/jeecg-boot/open/v1/orders',
      headers: { ...signed.headers, 'x-nonce': `tamper2-${run}` },
      payload: JSON.stringify(order(91)),
    })
    expect(tampered.statusCode).toBe(401)
  })

  it('refuses a key without the route scope (403) and a revoked key (401)', async () => {
    const readOnly = await createKey(t.yunfan, ['tracking:read'])
    const push = await signedCall(t.app, readOnly, 'POST', '/open/v1/orders', order(1))
    expect(push.status).toBe(403)
    expect(push.body.message).toContain('orders:write')

    const revoke = await call(t.app, 'POST', '/customer/apiKey/revoke', t.yunfan, { id: readOnly.id })
    expect(revoke.status).toBe(200)
    const after = await signedCall(t.app, readOnly, 'GET', '/open/v1/tracking?trackingNo=X1')
    expect(after.status).toBe(401)
    expect(after.body.message).toContain('吊销')
  })

  it("keeps customers apart: another customer's key sees none of the parcels, nor may it revoke the key", async () => {
    const pushed = await signedCall<{ trackingNo: string }>(t.app, all, 'POST', '/open/v1/orders', order(2))
    expect(pushed.status, pushed.body.message).toBe(200)
    const trackingNo = pushed.body.result!.trackingNo
    const other = await createKey(t.qihang, ['tracking:read'])
    const seen = await signedCall<{ parcels: unknown[]; notFound: string[] }>(
      t.app,
      other,
      'GET',
      `/open/v1/tracking?trackingNo=${trackingNo}`,
    )
    expect(seen.status).toBe(200)
    expect(seen.body.result).toEqual({ parcels: [], notFound: [trackingNo] })
    const own = await signedCall<{ parcels: { trackingNo: string; events: { code: string }[] }[] }>(
      t.app,
      all,
      'GET',
      `/open/v1/tracking?trackingNo=${trackingNo}`,
    )
    expect(own.body.result!.parcels.map((p) => [p.trackingNo, p.events.map((e) => e.code)])).toEqual([
      [trackingNo, ['ORDER_CREATED']],
    ])
    const revoke = await call(t.app, 'POST', '/customer/apiKey/revoke', t.qihang, { id: all.id })
    expectRefused(revoke, 500) // the back office's 开放接口 screens follow the JeecgBoot policy
  })

  it('pushes an order once: the second push makes no parcel and names the same tracking number', async () => {
    const first = await signedCall<{ trackingNo: string; created: boolean }>(
      t.app,
      all,
      'POST',
      '/open/v1/orders',
      order(3),
    )
    const second = await signedCall<{ trackingNo: string; created: boolean }>(
      t.app,
      all,
      'POST',
      '/open/v1/orders',
      order(3),
    )
    expect(first.body.result).toEqual({ orderNo: `API-${run}-3`, trackingNo: trackingOf(3), created: true })
    expect(second.body.result).toEqual({ orderNo: `API-${run}-3`, trackingNo: trackingOf(3), created: false })
    expect(second.body.message).toContain('已存在')
    expect(second.body.message).toContain(trackingOf(3))
    const parcels = await db()
      .select()
      .from(logisticsParcel)
      .where(eq(logisticsParcel.trackingNo, trackingOf(3)))
    expect(parcels).toHaveLength(1)
  })

  it("refuses an order with the Shopee import's own messages, writing nothing", async () => {
    const bad = await signedCall(t.app, all, 'POST', '/open/v1/orders', { ...order(4), country: 'XX' })
    expect([bad.status, bad.body.message]).toEqual([400, 'Country「XX」不是Shopee站点'])
    const parcels = await db()
      .select()
      .from(logisticsParcel)
      .where(eq(logisticsParcel.trackingNo, trackingOf(4)))
    expect(parcels).toHaveLength(0)
  })

  it("refuses a number its channel does not issue, naming the channel's rule, and writes nothing", async () => {
    const pushedAs = async (n: number, trackingNo: string, channelCode = 'SLS-TW-AIR', country = 'TW') => {
      const reply = await signedCall(t.app, all, 'POST', '/open/v1/orders', {
        ...order(n),
        trackingNo,
        channelCode,
        country,
      })
      const parcels = await db()
        .select()
        .from(logisticsParcel)
        .where(eq(logisticsParcel.trackingNo, trackingNo))
      return [reply.status, reply.body.message, parcels.length]
    }
    const notTaiwan = `PT${digits}005`
    expect(await pushedAs(5, notTaiwan)).toEqual([
      400,
      `运单号「${notTaiwan}」不符合渠道 SLS-TW-AIR 的单号规则（须匹配 ^TW[0-9]{12}[A-Z]?$）`,
      0,
    ])
    // An S10 channel: the check digit and the channel's prefix, as 入库扫描 checks them.
    await db()
      .update(logisticsChannel)
      .set({ trackingFormat: 'S10', trackingPrefix: 'LX' })
      .where(eq(logisticsChannel.code, 'LEX-MY'))
    const valid = s10Number('LX', Number(digits.slice(-8)), 'CN')
    const wrongDigit = `${valid.slice(0, 10)}${(Number(valid[10]) + 1) % 10}CN`
    expect(await pushedAs(6, wrongDigit, 'LEX-MY', 'MY')).toEqual([
      400,
      `运单号「${wrongDigit}」不符合渠道 LEX-MY 的单号规则（S10格式，以 LX 开头）：S10运单号校验位错误`,
      0,
    ])
    const otherPrefix = s10Number('EA', Number(digits.slice(-8)), 'CN')
    expect(await pushedAs(7, otherPrefix, 'LEX-MY', 'MY')).toEqual([
      400,
      `运单号「${otherPrefix}」不符合渠道 LEX-MY 的单号规则（S10格式，以 LX 开头）：渠道 LEX-MY 的运单号应以 LX 开头`,
      0,
    ])
    expect(await pushedAs(8, valid, 'LEX-MY', 'MY')).toEqual([200, `订单已创建，运单号 ${valid}`, 1])
  })

  it('shows staff without a customer company no keys, and refuses them creating one', async () => {
    const list = await call(t.app, 'GET', '/customer/apiKey/list', t.admin)
    expect(list.body).toMatchObject({ success: true, result: [] })
    const { status, body } = await call(t.app, 'POST', '/customer/apiKey/add', t.admin, {
      name: 'ERP',
      scopes: ['bills:read'],
    })
    expectRefused({ status, body }, 500)
    expect(body.message).toContain('仅客户账号')
  })
})

describe('webhooks', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>
  let endpoint: { id: string; secret: string }
  let key: TestKey
  beforeAll(async () => {
    receiver = await startReceiver()
    key = await createKey(t.yunfan, ['orders:write'])
    const { status, body } = await call<{ id: string; secret: string }>(
      t.app,
      'POST',
      '/customer/webhook/add',
      t.yunfan,
      {
        url: receiver.url,
        events: ['parcel.received'],
      },
    )
    expect(status, body.message).toBe(200)
    endpoint = body.result!
  })
  afterAll(() => receiver.close())

  /** Pushes an order through the API and scans it in (IN_STORE through the lifecycle's entry). */
  async function receivedParcel(n: number) {
    const pushed = await signedCall<{ trackingNo: string }>(t.app, key, 'POST', '/open/v1/orders', order(n))
    expect(pushed.status, pushed.body.message).toBe(200)
    const [parcel] = await db()
      .select({ id: logisticsParcel.id, trackingNo: logisticsParcel.trackingNo })
      .from(logisticsParcel)
      .where(eq(logisticsParcel.trackingNo, pushed.body.result!.trackingNo))
    await db().transaction((tx) =>
      recordParcelEvents(tx as never, [parcel!], 'IN_STORE', { operator: 'scanner' }),
    )
    return parcel!
  }

  const deliveriesOf = (trackingNo: string) =>
    db()
      .select()
      .from(webhookDelivery)
      .then((rows) =>
        rows.filter((r) => (r.payload as { data: { trackingNo: string } }).data.trackingNo === trackingNo),
      )

  it('delivers the signed 「received」 event to the receiver with its event id', async () => {
    const parcel = await receivedParcel(10)
    receiver.state.status = 200
    const before = receiver.received.length
    const dispatcher = t.app.webhookDispatcher({ instance: 'a' })
    while ((await dispatcher.runOnce()) > 0);
    const got = receiver.received.slice(before).filter((r) => r.body.includes(parcel.trackingNo))
    expect(got).toHaveLength(1)
    const { headers, body } = got[0]!
    const payload = JSON.parse(body)
    expect(payload.type).toBe('parcel.received')
    expect(payload.data.trackingNo).toBe(parcel.trackingNo)
    expect(payload.data.orderNo).toBe(`API-${run}-10`)
    expect(headers['x-portico-event-id']).toBe(payload.id)
    const [, t1, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(headers['x-portico-signature']))!
    expect(v1).toBe(createHmac('sha256', endpoint.secret).update(`${t1}.${body}`).digest('hex'))
  })

  it('retries a failing receiver with exponential backoff, gives up after 24 h, and 重发 delivers it', async () => {
    const parcel = await receivedParcel(11)
    receiver.state.status = 503
    let now = Date.now()
    const dispatcher = t.app.webhookDispatcher({ instance: 'b', now: () => now })
    const attemptTimes: number[] = []
    // Walk the clock a second at a time through the first retries: an attempt happens only when it is due.
    const start = now
    for (let step = 0; step < 240; step++) {
      const claimed = await dispatcher.runOnce()
      if (claimed) attemptTimes.push(now - start)
      now += 1000
    }
    const [delivery] = await deliveriesOf(parcel.trackingNo)
    expect(attemptTimes.map((ms) => ms / 1000)).toEqual([0, 30, 90, 210])
    expect(delivery).toMatchObject({ status: '0', attempts: 4, lastStatusCode: 503 })

    now = start + 25 * 3600_000
    while ((await dispatcher.runOnce()) > 0) now += 1
    const [gaveUp] = await deliveriesOf(parcel.trackingNo)
    expect(gaveUp!.status).toBe('2')

    const list = await call<{ records: { id: string; status: string; attempts: number }[] }>(
      t.app,
      'GET',
      '/customer/webhook/deliveries?pageNo=1&pageSize=50',
      t.yunfan,
    )
    expect(list.body.result!.records.find((r) => r.id === gaveUp!.id)).toMatchObject({ status: '2' })
    const attempts = await call<{ statusCode: number }[]>(
      t.app,
      'GET',
      `/customer/webhook/attempts?id=${gaveUp!.id}`,
      t.yunfan,
    )
    expect(attempts.body.result!.length).toBe(gaveUp!.attempts)
    expect(attempts.body.result!.every((a) => a.statusCode === 503)).toBe(true)

    receiver.state.status = 200
    const before = receiver.received.length
    const resend = await call(t.app, 'POST', '/customer/webhook/resend', t.yunfan, { id: gaveUp!.id })
    expect(resend.status).toBe(200)
    const replayer = t.app.webhookDispatcher({ instance: 'c' })
    while ((await replayer.runOnce()) > 0);
    const got = receiver.received.slice(before).filter((r) => r.body.includes(parcel.trackingNo))
    expect(got.map((r) => r.headers['x-portico-event-id'])).toEqual([gaveUp!.eventId])
    const [delivered] = await deliveriesOf(parcel.trackingNo)
    expect(delivered!.status).toBe('1')
    const other = await call(t.app, 'POST', '/customer/webhook/resend', t.qihang, { id: gaveUp!.id })
    expectRefused(other, 500)
  })

  it('lets one of two dispatchers claiming at the same instant take a due event', async () => {
    const parcel = await receivedParcel(12)
    const [delivery] = await deliveriesOf(parcel.trackingNo)
    const at = delivery!.nextAttemptAt + 1
    const one = t.app.webhookDispatcher({ instance: 'one', now: () => at })
    const two = t.app.webhookDispatcher({ instance: 'two', now: () => at })
    const [a, b] = await Promise.all([one.claim(), two.claim()])
    const mine = (rows: { id: string }[]) => rows.filter((r) => r.id === delivery!.id).length
    expect(mine(a) + mine(b)).toBe(1)
  })

  it('refuses private and loopback targets in production mode, at registration and at delivery', async () => {
    const inner = await call(t.app, 'POST', '/customer/webhook/add', t.yunfan, {
      url: 'https://10.1.2.3/hooks',
      events: ['parcel.received'],
    })
    expectRefused(inner, 500)
    expect(inner.body.message).toContain('内网')
    const plain = await call(t.app, 'POST', '/customer/webhook/add', t.yunfan, {
      url: 'http://hooks.example.com/x',
      events: ['parcel.received'],
    })
    expect([plain.status, plain.body.code, plain.body.message]).toEqual([200, 500, '回调地址须为 https'])

    const parcel = await receivedParcel(13)
    receiver.state.status = 200
    const before = receiver.received.length
    const production = t.app.webhookDispatcher({ instance: 'prod', policy: { allowLoopbackHttp: false } })
    while ((await production.runOnce()) > 0);
    expect(receiver.received.slice(before).filter((r) => r.body.includes(parcel.trackingNo))).toHaveLength(0)
    const [delivery] = await deliveriesOf(parcel.trackingNo)
    expect(delivery).toMatchObject({ status: '0', attempts: 1, lastStatusCode: null })
    expect(delivery!.lastError).toContain('https')
  })
})

describe('the partner API document', () => {
  it('is public, generated from the route schemas, with the signature scheme and nothing but the partner API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/jeecg-boot/docs/partner.json' })
    expect(response.statusCode).toBe(200)
    const document = response.json()
    expect(Object.keys(document.paths).sort()).toEqual([
      '/jeecg-boot/open/v1/bills',
      '/jeecg-boot/open/v1/orders',
      '/jeecg-boot/open/v1/tracking',
    ])
    const push = document.paths['/jeecg-boot/open/v1/orders'].post
    expect(push.security).toEqual([{ partnerSignature: [] }])
    expect(push.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['orderNo', 'trackingNo', 'receiver', 'items']),
    )
    expect(document.components.securitySchemes.partnerSignature.description).toContain('HMAC-SHA256')
    expect(document.info.description).toContain('X-Portico-Signature')
  })
})
