import { createHmac } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customerBill, logisticsParcel, webhookDelivery } from '../../../src/db/schema'
import { recordParcelEvents } from '../../../src/services/logistics/trajectory'
import { call, withTestApp } from '../../helpers/app'
import { signedCall, startReceiver, type TestKey } from '../../helpers/partner'

/** 问题件 opened and resolved, and a bill issued: each reaches the customer's subscribed webhook endpoint. */
const t = withTestApp({ yunfan: 'yunfan', qihang: 'qihang', ops: 'zhangwei', admin: 'admin' })
const db = () => t.testDb.database.db
const run = Date.now().toString(36).toUpperCase()
const digits = String(Date.now()).slice(-9)

interface Payload {
  id: string
  type: string
  data: Record<string, unknown> & {
    trackingNo?: string
    problem?: { id: string; type: string; description: string | null; handling: string | null }
    bill?: Record<string, unknown>
  }
}

let receiver: Awaited<ReturnType<typeof startReceiver>>
let endpoint: { id: string; secret: string }
let key: TestKey
let customerId: number

beforeAll(async () => {
  receiver = await startReceiver()
  const created = await call<TestKey>(t.app, 'POST', '/customer/apiKey/add', t.yunfan, {
    name: 'ERP',
    scopes: ['orders:write'],
  })
  key = created.body.result!
  const added = await call<{ id: string; secret: string }>(t.app, 'POST', '/customer/webhook/add', t.yunfan, {
    url: receiver.url,
    events: ['problem.opened', 'problem.resolved', 'bill.issued'],
  })
  expect(added.status, added.body.message).toBe(200)
  endpoint = added.body.result!
  // Another customer listening to the same events hears nothing of yunfan's.
  const other = await call(t.app, 'POST', '/customer/webhook/add', t.qihang, {
    url: receiver.url,
    events: ['problem.opened', 'problem.resolved', 'bill.issued'],
  })
  expect(other.status, other.body.message).toBe(200)
})
afterAll(() => receiver.close())

/** A parcel of yunfan pushed through the API and scanned in, as the 问题件 steps expect. */
async function receivedParcel(n: number) {
  const pushed = await signedCall<{ trackingNo: string }>(t.app, key, 'POST', '/open/v1/orders', {
    orderNo: `EV-${run}-${n}`,
    trackingNo: `TW${digits}${String(n).padStart(3, '0')}`,
    country: 'TW',
    channelCode: 'SLS-TW-AIR',
    receiver: { name: 'Lin Mei', phone: '0912345678', address: 'No. 1, Zhongshan Rd', city: 'Taipei' },
    items: [{ name: 'Phone case', quantity: '1', price: '150.00', sku: 'PC-1' }],
  })
  expect(pushed.status, pushed.body.message).toBe(200)
  const [parcel] = await db()
    .select({
      id: logisticsParcel.id,
      trackingNo: logisticsParcel.trackingNo,
      customerId: logisticsParcel.customerId,
    })
    .from(logisticsParcel)
    .where(eq(logisticsParcel.trackingNo, pushed.body.result!.trackingNo))
  await db().transaction((tx) =>
    recordParcelEvents(tx as never, [parcel!], 'IN_STORE', { operator: 'scanner' }),
  )
  customerId = parcel!.customerId
  return parcel!
}

const queued = async (match: (payload: Payload) => boolean) =>
  (await db().select().from(webhookDelivery))
    .map((row) => ({ row, payload: row.payload as Payload }))
    .filter(({ payload }) => match(payload))

const aboutParcel = (trackingNo: string) => (payload: Payload) => payload.data.trackingNo === trackingNo

describe('问题件 webhooks', () => {
  it('queues 「problem.opened」 when 问题件扫描 registers one and 「problem.resolved」 with the handling', async () => {
    const parcel = await receivedParcel(1)
    const registered = await call<{ id: string }>(t.app, 'POST', '/question/scan/register', t.ops, {
      trackingNo: parcel.trackingNo,
      questionType: '1',
      description: 'Label unreadable',
    })
    expect(registered.status, registered.body.message).toBe(200)
    const id = registered.body.result!.id

    const opened = await queued(aboutParcel(parcel.trackingNo))
    expect(
      opened.map(({ row, payload }) => [row.endpointId, payload.type, payload.data.problem?.id]),
    ).toEqual([[endpoint.id, 'problem.opened', id]])
    expect(opened[0]!.payload.data).toMatchObject({
      orderNo: `EV-${run}-1`,
      problem: { type: '1', description: 'Label unreadable', handling: null },
    })

    const handled = await call(t.app, 'POST', '/question/scan/handle', t.ops, { id, handling: 'CONTACT' })
    expect(handled.status, handled.body.message).toBe(200)
    const both = await queued(aboutParcel(parcel.trackingNo))
    const resolved = both.filter(({ payload }) => payload.type === 'problem.resolved')
    expect(resolved.map(({ row, payload }) => [row.endpointId, payload.data.problem])).toEqual([
      [
        endpoint.id,
        { id, type: '1', description: 'Label unreadable', handling: 'CONTACT', time: expect.any(String) },
      ],
    ])
  })

  it('queues them from the 问题件 form too: added open, then edited to 已处理 (and nothing for an edit after)', async () => {
    const parcel = await receivedParcel(2)
    const added = await call<string>(t.app, 'POST', '/question/questionPiece/add', t.ops, {
      waybillNo: parcel.trackingNo,
      questionType: '1',
      description: 'Box crushed',
    })
    expect(added.status, added.body.message).toBe(200)
    const id = added.body.result!
    expect((await queued(aboutParcel(parcel.trackingNo))).map(({ payload }) => payload.type)).toEqual([
      'problem.opened',
    ])
    const record = await call<{ version: number }>(
      t.app,
      'GET',
      `/question/questionPiece/queryById?id=${id}`,
      t.ops,
    )
    const closed = await call(t.app, 'PUT', '/question/questionPiece/edit', t.ops, {
      id,
      waybillNo: parcel.trackingNo,
      questionType: '1',
      description: 'Box crushed',
      status: '2',
      version: record.body.result!.version,
    })
    expect(closed.status, closed.body.message).toBe(200)
    const again = await call<{ version: number }>(
      t.app,
      'GET',
      `/question/questionPiece/queryById?id=${id}`,
      t.ops,
    )
    const reworded = await call(t.app, 'PUT', '/question/questionPiece/edit', t.ops, {
      id,
      waybillNo: parcel.trackingNo,
      questionType: '1',
      description: 'Box crushed, contents fine',
      status: '2',
      version: again.body.result!.version,
    })
    expect(reworded.status, reworded.body.message).toBe(200)
    const types = (await queued(aboutParcel(parcel.trackingNo))).map(({ payload }) => payload.type).sort()
    expect(types).toEqual(['problem.opened', 'problem.resolved'])
  })

  it('queues nothing for a number no parcel has (it belongs to no customer)', async () => {
    const number = `NODATA${run}`
    const registered = await call(t.app, 'POST', '/question/scan/register', t.ops, {
      trackingNo: number,
      questionType: '1',
    })
    expect(registered.status, registered.body.message).toBe(200)
    expect(await queued((payload) => JSON.stringify(payload).includes(number))).toEqual([])
  })
})

describe('bill webhook', () => {
  it('queues 「bill.issued」 once when a draft is confirmed, and delivers it signed', async () => {
    if (customerId === undefined) await receivedParcel(3)
    const id = `BILL${run}`.slice(0, 32)
    const billNo = `ZD${run}`
    const periodStart = `${2100 + (Date.now() % 800)}-01-01`
    await db()
      .insert(customerBill)
      .values({
        id,
        billNo,
        customerId,
        periodStart,
        periodEnd: periodStart.replace('-01-01', '-01-31'),
        billDate: periodStart.replace('-01-01', '-02-01'),
        parcelCount: 3,
        freightAmount: '120.50',
        taxAmount: '10.00',
        feeAmount: '0.25',
        totalAmount: '130.75',
        status: '0',
        remark: 'internal: check rates',
      })
    const aboutBill = (payload: Payload) => payload.data.bill?.billNo === billNo

    const confirmed = await call(t.app, 'POST', '/bill/customerBill/status', t.admin, {
      id,
      action: 'confirm',
    })
    expect(confirmed.status, confirmed.body.message).toBe(200)
    const sent = await call(t.app, 'POST', '/bill/customerBill/status', t.admin, { id, action: 'send' })
    expect(sent.status, sent.body.message).toBe(200)

    const issued = await queued(aboutBill)
    expect(issued.map(({ row, payload }) => [row.endpointId, payload.type])).toEqual([
      [endpoint.id, 'bill.issued'],
    ])
    expect(issued[0]!.payload.data.bill).toEqual({
      billNo,
      periodStart,
      periodEnd: periodStart.replace('-01-01', '-01-31'),
      billDate: periodStart.replace('-01-01', '-02-01'),
      parcelCount: 3,
      freightAmount: '120.50',
      taxAmount: '10.00',
      feeAmount: '0.25',
      totalAmount: '130.75',
      status: '1',
    })

    receiver.state.status = 200
    const before = receiver.received.length
    const dispatcher = t.app.webhookDispatcher({ instance: 'events' })
    while ((await dispatcher.runOnce()) > 0);
    const got = receiver.received.slice(before).filter((r) => r.body.includes(billNo))
    expect(got).toHaveLength(1)
    const [, stamp, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(got[0]!.headers['x-portico-signature']))!
    expect(v1).toBe(createHmac('sha256', endpoint.secret).update(`${stamp}.${got[0]!.body}`).digest('hex'))
    expect(JSON.parse(got[0]!.body).type).toBe('bill.issued')
  })
})
