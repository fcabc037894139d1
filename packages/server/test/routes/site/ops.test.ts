import {
  type InStoreScanResult,
  type OrderPasteResult,
  type Page,
  type ParcelDetail,
  type ParcelRow,
  type ParcelTrajectory,
  type QuestionScanLookup,
  stationResource,
} from '@portico/contract'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../../src/db/client'
import {
  logisticsOrder,
  logisticsParcel,
  parcelEvent,
  questionPiece,
  sysUser,
  sysUserRole,
} from '../../../src/db/schema'
import { roleId } from '../../../src/db/seed'
import { seedId } from '../../../src/services/shared/ids'
import { API, call, login, withTestApp } from '../../helpers/app'
import { orderedParcel as orderedParcelOf } from '../../helpers/parcels'
import { expectRefused } from '../../helpers/refusals'
import { describeResource } from '../../helpers/resource-suite'

const t = withTestApp({ admin: 'admin', ops: 'zhangwei', hr: 'wangfang' })

describeResource(t, {
  resource: stationResource,
  sample: (n) => ({
    code: `ST-${String(n).padStart(3, '0')}`,
    name: `测试站点${n}`,
    stationType: 'PICKUP',
    areaCode: '440305',
    address: '广东省深圳市南山区科技园南区',
    manager: 'zhangwei',
    phone: '0755-86001234',
    openingHours: '09:00-18:00',
    timeZone: 'Asia/Shanghai',
    status: '1',
  }),
  change: { stationType: 'SORTING', openingHours: '全天 24 小时', status: '0' },
  owner: 'admin',
  outsider: 'hr',
})
const db = () => t.testDb.database.db as Db
let customer: string
/** The customer's user acts for tenant 1001. */
const asCustomer = <T>(path: string, method: 'GET' | 'POST' = 'GET', body?: object) =>
  call<T>(t.app, method, path, customer, body, { tenant_id: '1001' })

const parcels = async (where: { customerId?: number; status?: string } = {}) =>
  (await db().select().from(logisticsParcel)).filter(
    (p) =>
      (where.customerId === undefined || p.customerId === where.customerId) &&
      (where.status === undefined || p.status === where.status),
  )

beforeAll(async () => {
  // A user of the customer company 1001 (the demo's 云帆跨境), with the operations role's permissions.
  const [staff] = await db().select().from(sysUser).where(eq(sysUser.username, 'zhangwei'))
  const id = seedId('user:yunfan-test')
  await db()
    .insert(sysUser)
    .values({
      ...staff!,
      id,
      username: 'yunfan-ops',
      realname: '云帆客服',
      phone: '18600001001',
      email: 'yf@example.com',
      workNo: 'C1001',
      relTenantIds: '1001',
    })
  await db()
    .insert(sysUserRole)
    .values({ userId: id, roleId: roleId('ops') })
  customer = await login(t.app, 'yunfan-ops')
})

describe('包裹轨迹 GET /logistics/package/trajectory', () => {
  it('answers each number in the order asked, its events in time order with local time and zone', async () => {
    const delivered = (await parcels({ status: '7' }))[0]!
    const ordered = (await parcels({ status: '0' }))[0]!
    const { status, body } = await call<ParcelTrajectory[]>(
      t.app,
      'GET',
      `/logistics/package/trajectory?trackingNo=${delivered.trackingNo},NOPE0000,${ordered.trackingNo.toLowerCase()}`,
      t.ops,
    )
    expect(status).toBe(200)
    const [first, missing, last] = body.result!
    expect(first).toMatchObject({
      trackingNo: delivered.trackingNo,
      found: true,
      status: '7',
      status_dictText: '已签收',
    })
    expect(first!.events.map((e) => e.eventCode)).toEqual([
      'ORDER_CREATED',
      'TRACKING_ASSIGNED',
      'IN_STORE',
      'BAGGED',
      'OUT_STORE',
      'EXPORT_DECLARED',
      'EXPORT_RELEASED',
      'HANDED_OVER',
      'DEPARTED',
      'ARRIVED',
      'IMPORT_CLEARED',
      'OUT_FOR_DELIVERY',
      'DELIVERED',
    ])
    const times = first!.events.map((e) => e.eventTime)
    expect([...times].sort()).toEqual(times)
    const inStore = first!.events[2]!
    expect(inStore).toMatchObject({
      timeZone: 'Asia/Shanghai',
      utcOffset: '+08:00',
      descriptionEn: 'Arrived at the processing centre',
    })
    const shanghai = new Date(new Date(inStore.eventTime).getTime() + 8 * 3600_000)
      .toISOString()
      .slice(0, 19)
      .replace('T', ' ')
    expect(inStore.localTime).toBe(shanghai)
    expect(first!.events.at(-1)!.timeZone).not.toBe('Asia/Shanghai')
    expect(missing).toEqual({ trackingNo: 'NOPE0000', found: false, status: null, events: [] })
    expect(last).toMatchObject({ trackingNo: ordered.trackingNo, found: true, status: '0' })
  })

  it('takes at most 100 numbers, needs its permission, and shows a customer only their own parcels', async () => {
    const numbers = Array.from({ length: 101 }, (_, i) => `LX${String(i).padStart(9, '0')}CN`)
    const tooMany = await call(
      t.app,
      'GET',
      `/logistics/package/trajectory?trackingNo=${numbers.join(',')}`,
      t.ops,
    )
    expectRefused(tooMany, 500)
    expect(tooMany.body.message).toMatch(/最多查询 100/)
    expect(
      (
        await call(
          t.app,
          'GET',
          `/logistics/package/trajectory?trackingNo=${numbers.slice(0, 100).join(',')}`,
          t.ops,
        )
      ).status,
    ).toBe(200)
    expectRefused(await call(t.app, 'GET', '/logistics/package/trajectory?trackingNo=X1234', t.hr), 510)
    const own = (await parcels({ customerId: 1001 }))[0]!
    const other = (await parcels({ customerId: 1002 }))[0]!
    const { body } = await asCustomer<ParcelTrajectory[]>(
      `/logistics/package/trajectory?trackingNo=${own.trackingNo},${other.trackingNo}`,
    )
    expect(body.result!.map((r) => r.found)).toEqual([true, false])
    expect(body.result![1]!.events).toEqual([])
  })
})

describe('订单查询', () => {
  it('finds pasted tracking and platform order numbers in the order pasted, and lists the ones not found', async () => {
    const [a, b] = await parcels({ customerId: 1002 })
    const [order] = await db().select().from(logisticsOrder).where(eq(logisticsOrder.id, b!.orderId!))
    const numbers = `${a!.trackingNo.toLowerCase()}\n${order!.platformOrderNo}, NOT-THERE-1 NOT-THERE-2\n\n${a!.trackingNo}`
    const { status, body } = await call<OrderPasteResult>(t.app, 'POST', '/order/search/byNumbers', t.ops, {
      numbers,
    })
    expect(status).toBe(200)
    expect(body.result!.records.map((r) => r.trackingNo)).toEqual([a!.trackingNo, b!.trackingNo])
    expect(body.result!.records[1]).toMatchObject({
      platformOrderNo: order!.platformOrderNo,
      customerName: '义乌市启航电子商务有限公司',
    })
    expect(body.result!.notFound).toEqual(['NOT-THERE-1', 'NOT-THERE-2'])
    // A customer's user: another customer's numbers are not found.
    const mine = await asCustomer<OrderPasteResult>('/order/search/byNumbers', 'POST', { numbers })
    expect(mine.body.result!.records).toEqual([])
    expect(mine.body.result!.notFound).toHaveLength(5)
    const tooMany = Array.from({ length: 1001 }, (_, i) => `N${i}`).join('\n')
    expectRefused(await call(t.app, 'POST', '/order/search/byNumbers', t.ops, { numbers: tooMany }), 500)
  })

  it('filters by status and customer, paged; a customer sees only their own; the detail has goods and trajectory', async () => {
    const { body } = await call<Page<ParcelRow>>(
      t.app,
      'GET',
      '/order/search/list?status=7&pageSize=5',
      t.ops,
    )
    expect(body.result!.total).toBe((await parcels({ status: '7' })).length)
    expect(body.result!.records.length).toBeLessThanOrEqual(5)
    expect(body.result!.records.length).toBeGreaterThan(0)
    expect(body.result!.records.every((r) => r.status === '7')).toBe(true)
    const mine = await asCustomer<Page<ParcelRow>>('/order/search/list?pageSize=1000&customerId=1002')
    expect(mine.body.result!.records).toEqual([])
    const all = await asCustomer<Page<ParcelRow>>('/logistics/package/list?pageSize=1000')
    expect(all.body.result!.total).toBe((await parcels({ customerId: 1001 })).length)
    expect(all.body.result!.records.length).toBeGreaterThan(0)
    expect(all.body.result!.records.every((r) => r.customerId === 1001)).toBe(true)
    const bad = await call(t.app, 'GET', '/order/search/list?createTime_begin=yesterday', t.ops)
    expectRefused(bad, 500)
    // By the order's platform number, with status and channel: one row and its count.
    const [order] = await db()
      .select()
      .from(logisticsOrder)
      .where(eq(logisticsOrder.id, (await parcels({ status: '7' }))[0]!.orderId!))
    const query = `platformOrderNo=${order!.platformOrderNo}&status=7&channelCode=${order!.channelCode}`
    const byOrder = await call<Page<ParcelRow>>(t.app, 'GET', `/logistics/package/list?${query}`, t.ops)
    expect(byOrder.body.result).toMatchObject({
      total: 1,
      records: [{ platformOrderNo: order!.platformOrderNo }],
    })
    const otherStatus = await call<Page<ParcelRow>>(
      t.app,
      'GET',
      `/logistics/package/list?platformOrderNo=${order!.platformOrderNo}&status=1`,
      t.ops,
    )
    expect(otherStatus.body.result).toMatchObject({ total: 0, records: [] })

    const other = (await parcels({ customerId: 1002 }))[0]!
    const detail = await call<ParcelDetail>(
      t.app,
      'GET',
      `/logistics/package/queryById?id=${other.id}`,
      t.ops,
    )
    expect(detail.body.result!.items.length).toBeGreaterThan(0)
    expect(detail.body.result!.events[0]!.eventCode).toBe('ORDER_CREATED')
    expectRefused(await asCustomer(`/logistics/package/queryById?id=${other.id}`), 500)
  })
})

describe('问题件扫描', () => {
  it('registers a 问题件 (the parcel goes on hold) and handles it: re-label releases it, return ends it', async () => {
    const [first, second] = await parcels({ status: '1' })
    const register = (trackingNo: string) =>
      call<{ id: string }>(t.app, 'POST', '/question/scan/register', t.ops, {
        trackingNo,
        questionType: '1',
        description: '外箱压损',
      })
    const lookup = async (trackingNo: string) =>
      (await call<QuestionScanLookup>(t.app, 'GET', `/question/scan/lookup?trackingNo=${trackingNo}`, t.ops))
        .body.result!
    const handle = (id: string, handling: string) =>
      call(t.app, 'POST', '/question/scan/handle', t.ops, { id, handling })

    const raised = await register(first!.trackingNo)
    expect(raised.status).toBe(200)
    const seen = await lookup(first!.trackingNo.toLowerCase())
    expect(seen.parcel).toMatchObject({ status: '8' })
    expect(seen.open).toMatchObject([
      { id: raised.body.result!.id, questionType_dictText: '破损', status: '0' },
    ])
    expect((await handle(raised.body.result!.id, 'RELABEL')).status).toBe(200)
    const after = await lookup(first!.trackingNo)
    expect(after).toMatchObject({
      parcel: { status: '1' },
      open: [],
      handled: [{ handling: 'RELABEL', status: '2' }],
    })
    expectRefused(await handle(raised.body.result!.id, 'RETURN'), 500)

    const other = await register(second!.trackingNo)
    expectRefused(await handle(other.body.result!.id, 'BURN'), 500)
    await handle(other.body.result!.id, 'RETURN')
    expect((await lookup(second!.trackingNo)).parcel).toMatchObject({ status: '9' })
    const trail = await call<ParcelTrajectory[]>(
      t.app,
      'GET',
      `/logistics/package/trajectory?trackingNo=${second!.trackingNo}`,
      t.ops,
    )
    expect(trail.body.result![0]!.events.slice(-3).map((e) => e.eventCode)).toEqual([
      'EXCEPTION',
      'EXCEPTION_HANDLED',
      'RETURNED',
    ])
    expectRefused(
      await call(t.app, 'POST', '/question/scan/register', t.hr, { trackingNo: 'X1234', questionType: '1' }),
      510,
    )
  })
})

const orderedParcel = (n: number, trackingNo?: string) => orderedParcelOf(db(), n, 'scan-test', trackingNo)
const scan = (body: object, token = t.ops) =>
  call<InStoreScanResult>(t.app, 'POST', '/site/inStoreScan/scan', token, { stationCode: 'SZ-SORT', ...body })
const parcelOf = async (trackingNo: string) =>
  (await db().select().from(logisticsParcel).where(eq(logisticsParcel.trackingNo, trackingNo)))[0]!
const eventsOf = async (trackingNo: string) =>
  (await db().select().from(parcelEvent).where(eq(parcelEvent.trackingNo, trackingNo))).map(
    (e) => e.eventCode,
  )
const questionsOf = async (trackingNo: string) =>
  db().select().from(questionPiece).where(eq(questionPiece.waybillNo, trackingNo))

describe('入库扫描', () => {
  it('weighs a parcel in: billable weight by the channel, station, IN_STORE; a second scan is answered as 重复扫描', async () => {
    const parcel = await orderedParcel(5001) // EUB-US: divisor 6000, 0.1 kg
    const { status, body } = await scan({
      trackingNo: parcel.trackingNo.toLowerCase(),
      weight: '0.85',
      lengthCm: '30',
      widthCm: '20',
      heightCm: '10.5',
    })
    expect(status, body.message).toBe(200)
    expect(body.result).toMatchObject({
      accepted: true,
      parcel: {
        actualWeight: '0.850',
        volumetricWeight: '1.050',
        billableWeight: '1.100',
        status: '1',
        stationCode: 'SZ-SORT',
        stationName: '深圳宝安分拣中心',
        inStoreBy: 'zhangwei',
      },
    })
    expect(await eventsOf(parcel.trackingNo)).toEqual(['ORDER_CREATED', 'TRACKING_ASSIGNED', 'IN_STORE'])

    const again = await scan({ trackingNo: parcel.trackingNo, weight: '0.85' })
    expect(again.body.result).toMatchObject({ accepted: false, parcel: { status: '1' } })
    expect(again.body.result!.message).toMatch(/^重复扫描/)
    expect((await parcelOf(parcel.trackingNo)).billableWeight).toBe('1.100')
    expect(await questionsOf(parcel.trackingNo)).toHaveLength(0)
    expect(await eventsOf(parcel.trackingNo)).toEqual(['ORDER_CREATED', 'TRACKING_ASSIGNED', 'IN_STORE'])
  })

  it('dates a repeated scan by the first scan in China time, where the UTC day is the day before', async () => {
    const parcel = await orderedParcel(5041)
    expect((await scan({ trackingNo: parcel.trackingNo, weight: '0.5' })).body.result!.accepted).toBe(true)
    // 17:30 UTC on the 27th is 01:30 on the 28th in Shanghai (UTC+8, no daylight saving).
    await db()
      .update(logisticsParcel)
      .set({ inStoreTime: new Date('2026-11-27T17:30:00Z') })
      .where(eq(logisticsParcel.trackingNo, parcel.trackingNo))
    const again = await scan({ trackingNo: parcel.trackingNo, weight: '0.5' })
    expect(again.body.result!.message).toBe('重复扫描：该包裹已于 2026-11-28 01:30:00 入库')
  })

  it('rounds up to the channel increment from the actual weight when no size is given', async () => {
    const parcel = await orderedParcel(5002) // EMS-JP: 0.5 kg increment
    const { body } = await scan({ trackingNo: parcel.trackingNo, weight: '1.21' })
    expect(body.result).toMatchObject({
      accepted: true,
      parcel: { billableWeight: '1.500', volumetricWeight: null },
    })
  })

  it('refuses each problem with its reason, raises a 问题件 and holds the parcel without weighing it in', async () => {
    const cases = [
      {
        parcel: await orderedParcel(5008, 'TW12345'),
        body: { weight: '0.5' },
        type: '5',
        reason: /单号规则/,
      },
      {
        parcel: await orderedParcel(5009),
        body: { weight: '2.001' },
        type: '7',
        reason: /超重：2.001kg 超过渠道 EUB-US 限重 2kg/,
      },
      {
        parcel: await orderedParcel(5013),
        body: { weight: '1', lengthCm: '61', widthCm: '10', heightCm: '10' },
        type: '7',
        reason: /最长边 61cm/,
      },
      {
        parcel: await orderedParcel(5017),
        body: { weight: '1', lengthCm: '40', widthCm: '30', heightCm: '25' },
        type: '7',
        reason: /三边和 95cm/,
      },
    ]
    for (const { parcel, body, type, reason } of cases) {
      const { status, body: envelope } = await scan({ trackingNo: parcel.trackingNo, ...body })
      expect(status).toBe(200)
      expect(envelope.result, parcel.trackingNo).toMatchObject({ accepted: false, questionType: type })
      expect(envelope.result!.message).toMatch(reason)
      const stored = await parcelOf(parcel.trackingNo)
      expect(stored).toMatchObject({
        status: '8',
        inStoreTime: null,
        billableWeight: null,
        actualWeight: null,
      })
      expect(await eventsOf(parcel.trackingNo)).toEqual(['ORDER_CREATED', 'TRACKING_ASSIGNED', 'EXCEPTION'])
      const [question] = await questionsOf(parcel.trackingNo)
      expect(question).toMatchObject({ questionType: type, status: '0', createBy: 'zhangwei' })
    }
    const unknown = await scan({ trackingNo: 'LX999999995CN', weight: '1' })
    expect(unknown.body.result).toMatchObject({ accepted: false, questionType: '6' })
    expect(await questionsOf('LX999999995CN')).toHaveLength(1)
  })

  it('answers bad input with a 400 and writes nothing; only holders of the scan permission may scan', async () => {
    const parcel = await orderedParcel(5021)
    for (const [body, message] of [
      [{ weight: '0' }, /重量须为大于0/],
      [{ weight: '-1' }, /重量须为大于0/],
      [{ weight: '1', lengthCm: '10' }, /长宽高须同时填写/],
      [{ weight: '1', stationCode: 'NOPE' }, /站点 NOPE 不存在/],
    ] as const) {
      const { status, body: envelope } = await scan({ trackingNo: parcel.trackingNo, ...body })
      expectRefused({ status, body: envelope }, 500)
      expect(envelope).toMatchObject({ success: false })
      expect(envelope.message).toMatch(message)
    }
    expectRefused(await scan({ trackingNo: parcel.trackingNo, weight: '1' }, t.hr), 510)
    expect(await parcelOf(parcel.trackingNo)).toMatchObject({ status: '0', inStoreTime: null })
    expect(await questionsOf(parcel.trackingNo)).toHaveLength(0)
    expect(await eventsOf(parcel.trackingNo)).toEqual(['ORDER_CREATED', 'TRACKING_ASSIGNED'])
  })

  it('lists the parcels scanned in, newest scan first, filtered by station', async () => {
    const { body } = await call<Page<ParcelRow>>(
      t.app,
      'GET',
      '/site/inStoreScan/list?stationCode=SZ-SORT&pageSize=100',
      t.ops,
    )
    const rows = body.result!.records
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((r) => r.stationCode === 'SZ-SORT' && r.inStoreTime)).toBe(true)
    const times = rows.map((r) => r.inStoreTime!)
    expect([...times].sort().reverse()).toEqual(times)
    const exported = await t.app.inject({
      method: 'GET',
      url: `${API}/site/inStoreScan/exportXls?stationCode=SZ-SORT`,
      headers: { 'x-access-token': t.ops },
    })
    expect(exported.statusCode).toBe(200)
    expect(exported.headers['content-type']).toMatch(/spreadsheetml/)
  })
})
