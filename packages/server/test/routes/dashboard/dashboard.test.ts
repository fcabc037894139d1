import Decimal from 'decimal.js'
import { count, eq, gte } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  customerBill,
  customerBillLine,
  inStoreLine,
  logisticsParcel,
  recruitApplication,
} from '../../../src/db/schema'
import { chinaDate, chinaDayStart, chinaMonthStart } from '../../../src/services/shared/china-days'
import { call, withTestApp } from '../../helpers/app'
import { orderedParcel } from '../../helpers/parcels'
import { expectRefused } from '../../helpers/refusals'

const t = withTestApp({ admin: 'admin', ops: 'zhangwei', hr: 'wangfang', yunfan: 'yunfan' })

interface Card {
  key: string
  title: string
  available: boolean
  value: number | string | null
  previous: number | string | null
  comparedWith: string
  daily: { day: string; value: number | string }[]
  note?: string
}

const cards = async () => {
  const list = (await call<Card[]>(t.app, 'GET', '/dashboard/analysis/cards', t.ops)).body.result!
  return Object.fromEntries(list.map((c) => [c.key, c]))
}
let parcelNo = 0
/** 批量入库 lines entered today (GMT+8), whichever tenant. */
async function linesToday() {
  const [row] = await t.testDb.database.db
    .select({ n: count() })
    .from(inStoreLine)
    .where(gte(inStoreLine.createTime, chinaDayStart(new Date())))
  return Number(row!.n)
}
/** A parcel as the scan and outbound steps leave it (inserted directly: the steps have their own suites). */
async function addParcel(
  customerId: number,
  times: { status: string; inStoreTime: Date; outStoreTime?: Date; deliveredTime?: Date },
) {
  parcelNo += 1
  const id = `dash-parcel-${parcelNo}`
  await t.testDb.database.db.insert(logisticsParcel).values({
    id,
    trackingNo: `DP${String(parcelNo).padStart(8, '0')}CN`,
    customerId,
    channelCode: 'EUB-US',
    destinationCountry: 'US',
    createTime: times.inStoreTime,
    ...times,
  })
  return id
}
/**
 * A bill of one line for a shipped parcel, dated today (or `billDate`): `freightCny` and `feeCny` are revenue,
 * `taxCny` is passed on.
 */
async function addBillLine(
  customerId: number,
  parcelId: string,
  freightCny: string,
  taxCny: string,
  { billDate = chinaDate(new Date()), feeCny = '0.00', outStoreTime = new Date() } = {},
) {
  const { db } = t.testDb.database
  const billId = `dash-bill-${parcelId}`
  const total = new Decimal(freightCny).plus(taxCny).plus(feeCny).toFixed(2)
  await db.insert(customerBill).values({
    id: billId,
    billNo: `DB${parcelId}`,
    customerId,
    periodStart: billDate,
    periodEnd: billDate,
    billDate,
    parcelCount: 1,
    freightAmount: freightCny,
    taxAmount: taxCny,
    feeAmount: feeCny,
    totalAmount: total,
  })
  await db.insert(customerBillLine).values({
    id: `${billId}-1`,
    billId,
    parcelId,
    trackingNo: parcelId,
    channelCode: 'EUB-US',
    destinationCountry: 'US',
    outStoreTime,
    billableWeight: '1.000',
    currency: 'CNY',
    freight: freightCny,
    registrationFee: '0.00',
    surcharge: '0.00',
    subtotal: freightCny,
    rate: '1',
    subtotalCny: freightCny,
    amountCny: freightCny,
  })
}

type ChannelRank = { channel: string; name: string; parcels: number }
const topChannels = async (token: string, query = '') =>
  (
    await call<ChannelRank[]>(
      t.app,
      'GET',
      `/dashboard/analysis/top/channels${query ? `?${query}` : ''}`,
      token,
    )
  ).body.result!

let orderedNo = 7400
/** A 批量入库 batch of `parcels` ordered SLS-TW-AIR parcels (1.25 kg, 2 pieces each), completed or left open. */
async function inStore(parcels: number, complete: boolean) {
  const batch = (
    await call<{ id: string }>(t.app, 'POST', '/site/inStoreBatch/add', t.ops, { stationCode: 'SZ-SORT' })
  ).body.result!
  const lines = []
  for (let i = 0; i < parcels; i++) {
    orderedNo += 4 // n % 4 === 0: SLS-TW-AIR
    const parcel = await orderedParcel(t.testDb.database.db, orderedNo, 'dashboard-test')
    lines.push({
      trackingNo: parcel.trackingNo,
      weight: 1.25,
      pieces: 2,
      channel: 'SLS-TW-AIR',
      remark: null,
    })
  }
  const saved = await call(t.app, 'POST', '/site/inStoreBatch/saveLines', t.ops, { batchId: batch.id, lines })
  expect(saved.status, saved.body.message).toBe(200)
  if (!complete) return
  const done = await call(t.app, 'POST', '/site/inStoreBatch/complete', t.ops, { id: batch.id })
  expect(done.status, done.body.message).toBe(200)
}

describe('首页 analysis', () => {
  it('cards are SQL aggregates that follow the data', async () => {
    const before = await cards()
    expect(Object.keys(before)).toEqual([
      'parcelsToday',
      'inStore',
      'inTransit',
      'questionsOpen',
      'revenueMonth',
    ])
    expect(Object.values(before).every((c) => c.available)).toBe(true)
    expect(before.parcelsToday!.daily).toHaveLength(7)

    await inStore(3, true)
    await inStore(2, false)
    await call(t.app, 'POST', '/question/questionPiece/add', t.ops, {
      waybillNo: 'DB-0001',
      questionType: '1',
    })
    const after = await cards()
    expect(after.parcelsToday!.value).toBe(Number(before.parcelsToday!.value) + 5)
    expect(after.parcelsToday!.daily.at(-1)!.value).toBe(after.parcelsToday!.value)
    expect(after.questionsOpen!.value).toBe(Number(before.questionsOpen!.value) + 1)

    // The figures are the caller's tenant's: under tenant 2, none of tenant 1's in-store lines or question pieces count.
    const other = (
      await call<Card[]>(t.app, 'GET', '/dashboard/analysis/cards', t.admin, undefined, { tenant_id: '2' })
    ).body.result!
    const byKey = Object.fromEntries(other.map((c) => [c.key, c]))
    expect([byKey.parcelsToday!.value, byKey.questionsOpen!.value]).toEqual([
      Number(after.parcelsToday!.value) - (await linesToday()),
      0,
    ])
  })

  it("在库 and 运输中 follow the parcels' statuses; 本月营收 sums the billed parcels exactly; a customer sees its own", async () => {
    const before = await cards()
    const own = async () =>
      Object.fromEntries(
        (await call<Card[]>(t.app, 'GET', '/dashboard/analysis/cards', t.yunfan)).body.result!.map((c) => [
          c.key,
          c,
        ]),
      )
    const ownBefore = await own()
    const now = new Date()
    await addParcel(1001, { status: '1', inStoreTime: now })
    await addParcel(1003, { status: '8', inStoreTime: now })
    await addParcel(1003, { status: '4', inStoreTime: now, outStoreTime: now })
    const shipped = await addParcel(1001, {
      status: '7',
      inStoreTime: now,
      outStoreTime: now,
      deliveredTime: now,
    })
    const shipped2 = await addParcel(1003, { status: '3', inStoreTime: now, outStoreTime: now })
    await addBillLine(1001, shipped, '12.34', '5.00')
    await addBillLine(1003, shipped2, '0.06', '1.00')

    const after = await cards()
    expect(after.parcelsToday!.value).toBe(Number(before.parcelsToday!.value) + 5)
    expect(after.inStore!.value).toBe(Number(before.inStore!.value) + 2)
    expect(after.inTransit!.value).toBe(Number(before.inTransit!.value) + 2)
    expect(after.inTransit!.daily.at(-1)!.value).toBe(Number(before.inTransit!.daily.at(-1)!.value) + 3)
    // Money is exact decimal text: freight in CNY, the advanced taxes left out.
    expect(after.revenueMonth).toMatchObject({ unit: '元', comparedWith: '上月同期' })
    expect(new Decimal(after.revenueMonth!.value!).minus(before.revenueMonth!.value!).toFixed(2)).toBe(
      '12.40',
    )
    expect(String(after.revenueMonth!.value)).toMatch(/^\d+\.\d{2}$/)

    const ownAfter = await own()
    expect(ownAfter.inStore!.value).toBe(Number(ownBefore.inStore!.value) + 1)
    expect(ownAfter.inTransit!.value).toBe(ownBefore.inTransit!.value)
    expect(new Decimal(ownAfter.revenueMonth!.value!).minus(ownBefore.revenueMonth!.value!).toFixed(2)).toBe(
      '12.34',
    )
  })

  it("本月营收 is the revenue of this month's bills: the monthly bills of last month's parcels count, taxes do not", async () => {
    const revenue = async () => (await cards()).revenueMonth!.value as string
    const before = await revenue()
    // The monthly job dates a bill the 1st of this month for parcels that left last month.
    const lastMonth = new Date(chinaMonthStart(new Date()).getTime() - 3 * 24 * 3600_000)
    const shipped = await addParcel(1002, {
      status: '7',
      inStoreTime: lastMonth,
      outStoreTime: lastMonth,
      deliveredTime: lastMonth,
    })
    await addBillLine(1002, shipped, '100.25', '7.00', {
      billDate: chinaDate(chinaMonthStart(new Date())),
      feeCny: '3.50',
      outStoreTime: lastMonth,
    })
    // Freight 100.25 and fees 3.50; the 7.00 of advanced taxes are passed on.
    expect(new Decimal(await revenue()).minus(before).toFixed(2)).toBe('103.75')
    // A bill dated last month is last month's revenue.
    const older = await addParcel(1002, { status: '7', inStoreTime: lastMonth, outStoreTime: lastMonth })
    await addBillLine(1002, older, '50.00', '0.00', {
      billDate: chinaDate(lastMonth),
      outStoreTime: lastMonth,
    })
    expect(new Decimal(await revenue()).minus(before).toFixed(2)).toBe('103.75')
  })

  it('trend per day over a range, exact weights, top channels; bad ranges refused', async () => {
    type Trend = {
      days: { day: string; parcels: number; pieces: number; weight: string; questions: number }[]
      topChannels: { channel: string; name: string; parcels: number }[]
    }
    const trend = async (): Promise<Trend> => ({
      days: (await call<Trend>(t.app, 'GET', '/dashboard/analysis/trend', t.ops)).body.result!.days,
      topChannels: await topChannels(t.ops),
    })
    const before = await trend()
    expect(before.days).toHaveLength(30)
    await inStore(2, false)
    const after = await trend()
    const [was, now] = [before.days.at(-1)!, after.days.at(-1)!]
    expect(now.parcels - was.parcels).toBe(2)
    expect(now.pieces - was.pieces).toBe(4)
    // Weight is exact decimal text from SQL.
    expect(now.weight).toMatch(/^\d+\.\d{3}$/)
    expect(Math.round((Number(now.weight) - Number(was.weight)) * 1000)).toBe(2500)
    const sls = (of: Trend) => of.topChannels.find((c) => c.channel === 'SLS-TW-AIR')
    expect(sls(after)).toMatchObject({
      name: 'Shopee SLS 台湾 空运',
      parcels: (sls(before)?.parcels ?? 0) + 2,
    })
    const week = await call<{ days: unknown[] }>(
      t.app,
      'GET',
      '/dashboard/analysis/trend?from=2026-01-01&to=2026-01-07',
      t.ops,
    )
    expect(week.body.result!.days).toHaveLength(7)
    for (const [query, message] of [
      ['from=2026-13-45', '日期格式应为 yyyy-MM-dd'],
      ['from=2026-02-01&to=2026-01-01', '结束日期不能早于开始日期'],
      ['from=2020-01-01&to=2026-01-01', '日期范围最多366天'],
    ])
      for (const path of ['trend', 'top/channels', 'top/destinations', 'top/customers']) {
        const bad = await call(t.app, 'GET', `/dashboard/analysis/${path}?${query}`, t.ops)
        expectRefused(bad, 500, `${path}?${query}`)
        expect(bad.body.message).toBe(message)
      }
  })

  it('渠道排行 counts the parcels the trend counts over the same days: batch lines and parcels scanned in', async () => {
    const range = 'from=2021-01-01&to=2021-01-31'
    const trendTotal = async () =>
      (
        await call<{ days: { parcels: number }[] }>(t.app, 'GET', `/dashboard/analysis/trend?${range}`, t.ops)
      ).body.result!.days.reduce((n, d) => n + d.parcels, 0)
    const channels = () => topChannels(t.ops, range)
    // January 2021 holds only what this test puts there: 3 parcels scanned in under EUB-US, 2 under SLS-TW-AIR, and
    // a parcel created but never received (not counted). The old ranking counted batch lines only: none.
    expect([await trendTotal(), await channels()]).toEqual([0, []])
    const january = (day: number) => new Date(Date.UTC(2021, 0, day, 4))
    for (const [day, channelCode] of [
      [3, 'EUB-US'],
      [3, 'EUB-US'],
      [20, 'EUB-US'],
      [5, 'SLS-TW-AIR'],
      [31, 'SLS-TW-AIR'],
    ] as const) {
      const id = await addParcel(1001, { status: '1', inStoreTime: january(day) })
      await t.testDb.database.db
        .update(logisticsParcel)
        .set({ channelCode })
        .where(eq(logisticsParcel.id, id))
    }
    await addParcel(1001, { status: '0', inStoreTime: january(7) }).then((id) =>
      t.testDb.database.db
        .update(logisticsParcel)
        .set({ inStoreTime: null })
        .where(eq(logisticsParcel.id, id)),
    )
    expect(await trendTotal()).toBe(5)
    expect(await channels()).toEqual([
      { channel: 'EUB-US', name: expect.any(String), parcels: 3 },
      { channel: 'SLS-TW-AIR', name: 'Shopee SLS 台湾 空运', parcels: 2 },
    ])
  })
})

describe('首页 top destinations and customers', () => {
  type Top = {
    topDestinations: { country: string; name: string; parcels: number }[]
    topCustomers: { customerId: number; name: string; parcels: number }[]
  }
  const tops = async (token: string): Promise<Top> => ({
    topDestinations: (
      await call<Top['topDestinations']>(t.app, 'GET', '/dashboard/analysis/top/destinations', token)
    ).body.result!,
    topCustomers: (await call<Top['topCustomers']>(t.app, 'GET', '/dashboard/analysis/top/customers', token))
      .body.result!,
  })
  let n = 0
  const addParcels = (customerId: number, country: string, count: number) =>
    t.testDb.database.db.insert(logisticsParcel).values(
      Array.from({ length: count }, () => {
        n += 1
        return {
          id: `top-parcel-${n}`,
          trackingNo: `TP${String(n).padStart(8, '0')}CN`,
          customerId,
          channelCode: 'EUB-US',
          destinationCountry: country,
          status: '0',
          createTime: new Date(),
        }
      }),
    )

  it('counts the parcels of the range by destination and by customer; a customer sees only their own', async () => {
    const before = await tops(t.ops)
    const of = <T extends { parcels: number }>(rows: T[], pick: (row: T) => boolean) =>
      rows.find(pick)?.parcels ?? 0
    await addParcels(1003, 'IS', 4)
    await addParcels(1002, 'IS', 1)
    const after = await tops(t.ops)
    expect(of(after.topDestinations, (r) => r.country === 'IS')).toBe(
      of(before.topDestinations, (r) => r.country === 'IS') + 5,
    )
    expect(of(after.topCustomers, (r) => r.customerId === 1003)).toBe(
      of(before.topCustomers, (r) => r.customerId === 1003) + 4,
    )
    expect(after.topCustomers.find((r) => r.customerId === 1003)!.name).toBe('广州市南沙优选供应链有限公司')
    const counts = after.topCustomers.map((r) => r.parcels)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))

    const own = await tops(t.yunfan)
    expect(own.topCustomers.map((r) => r.customerId)).toEqual([1001])
    expect(own.topDestinations.find((r) => r.country === 'IS')).toBeUndefined()
  })
})

describe('监控页 and 工作台', () => {
  it('监控页 shows request throughput, error rate, scans per minute and this instance up', async () => {
    const { body } = await call<{
      perSecond: { requests: number }[]
      requestsLastMinute: number
      errorRate: number
      scansPerMinute: { time: number; scans: number }[]
      instances: { pid: number; current: boolean }[]
    }>(t.app, 'GET', '/dashboard/monitor/live', t.hr)
    const live = body.result!
    expect(live.perSecond).toHaveLength(60)
    expect(live.requestsLastMinute).toBeGreaterThan(0)
    expect(live.errorRate).toBeGreaterThanOrEqual(0)
    expect(live.scansPerMinute.reduce((n, m) => n + m.scans, 0)).toBeGreaterThanOrEqual(5)
    expect(live.instances).toContainEqual(expect.objectContaining({ pid: process.pid, current: true }))
  })

  it('工作台 lists open question pieces for who may see them, and my own recent activity', async () => {
    const ops = (
      await call<{
        todo: { questionPieces: { total: number; records: { waybillNo: string }[] } | null }
        activity: { logContent: string; method: string }[]
      }>(t.app, 'GET', '/dashboard/workplace', t.ops)
    ).body.result!
    expect(ops.todo.questionPieces!.records.map((r) => r.waybillNo)).toContain('DB-0001')
    expect(ops.activity.length).toBeGreaterThan(0)
    expect(ops.activity.some((a) => a.method.includes('/site/inStoreBatch/saveLines'))).toBe(true)
    const hr = (
      await call<{ todo: { questionPieces: unknown }; activity: { method: string }[] }>(
        t.app,
        'GET',
        '/dashboard/workplace',
        t.hr,
      )
    ).body.result!
    expect(hr.todo.questionPieces).toBeNull()
    // HR may have no activity at all; none of it is the operator's.
    expect(hr.activity.filter((a) => a.method.includes('inStoreBatch'))).toEqual([])
  })

  it('工作台 lists bills to confirm for finance and applications to screen for HR; not for a customer', async () => {
    type Todo = {
      billsToConfirm: { total: number; records: { billNo: string; totalAmount: string }[] } | null
      applicationsToScreen: { total: number; records: { name: string; jobName: string }[] } | null
    }
    const todoOf = async (token: string) =>
      (await call<{ todo: Todo }>(t.app, 'GET', '/dashboard/workplace', token)).body.result!.todo
    const parcel = await addParcel(1002, { status: '3', inStoreTime: new Date(), outStoreTime: new Date() })
    await addBillLine(1002, parcel, '30.10', '2.00')
    await t.testDb.database.db.insert(recruitApplication).values({
      id: 'dash-application-1',
      intervieweeId: 'dash-interviewee-1',
      jobId: 'dash-job-1',
      resume: {},
      name: '待筛选的应聘者',
      jobName: '仓库操作员',
      phone: '13800000000',
      createTime: new Date(),
    })

    const admin = await todoOf(t.admin)
    expect(admin.billsToConfirm!.records).toContainEqual(
      expect.objectContaining({ billNo: `DB${parcel}`, totalAmount: '32.10' }),
    )
    const hr = await todoOf(t.hr)
    expect(hr.billsToConfirm).toBeNull()
    expect(hr.applicationsToScreen!.records).toContainEqual(
      expect.objectContaining({ name: '待筛选的应聘者', jobName: '仓库操作员' }),
    )
    const before = hr.applicationsToScreen!.total
    const moved = await call(t.app, 'PUT', '/recruit/admin/application/status', t.hr, {
      id: 'dash-application-1',
      status: 'passed',
    })
    expect(moved.status, moved.body.message).toBe(200)
    expect((await todoOf(t.hr)).applicationsToScreen!.total).toBe(before - 1)
    const customer = await todoOf(t.yunfan)
    expect([customer.billsToConfirm, customer.applicationsToScreen]).toEqual([null, null])
  })

  it('needs a signed-in user with the dashboard permissions', async () => {
    for (const path of [
      '/dashboard/analysis/cards',
      '/dashboard/analysis/top/channels',
      '/dashboard/monitor/live',
      '/dashboard/workplace',
    ])
      expect((await call(t.app, 'GET', path)).status, path).toBe(401)
  })
})
