import {
  type InStoreBatch,
  type InStoreLine,
  type InStoreLineInput,
  type InStoreSaveResult,
  inStoreSyncPageId,
  type Page,
} from '@portico/contract'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inStoreBatch, logisticsChannel, logisticsParcel, parcelEvent } from '../../../src/db/schema'
import { seedDatabase } from '../../../src/db/seed'
import { DEMO_IN_STORE_BATCH_ID } from '../../../src/db/seed/in-store'
import { batchNoPrefix } from '../../../src/services/in-store/batches'
import { call, login, startTestApp, type TestApp } from '../../helpers/app'
import { orderedParcel } from '../../helpers/parcels'
import { expectRefused } from '../../helpers/refusals'
import { removePageButtons } from '../../helpers/seed'
import { listen, loginResult, NoticeClient } from '../../helpers/sockets'

const BASE = '/site/inStoreBatch'

let t: TestApp
let admin: string
let ops: string
let hr: string
let counter = 0
/** Tracking numbers unique across the whole test file (they are unique across batches). */
const trackingNo = () => `TS${Date.now().toString(36).toUpperCase()}${String(counter++).padStart(4, '0')}`

beforeAll(async () => {
  t = await startTestApp()
  admin = await login(t.app, 'admin')
  ops = await login(t.app, 'zhangwei')
  hr = await login(t.app, 'wangfang')
})
afterAll(async () => {
  await t?.close()
})
const db = () => t.testDb.database.db

const line = (values: Partial<InStoreLineInput> = {}): InStoreLineInput => ({
  trackingNo: trackingNo(),
  weight: 1.5,
  pieces: 1,
  channel: 'SLS-TW-AIR',
  remark: null,
  ...values,
})
const createBatch = async (token = ops, body: object = { remark: '测试批次', stationCode: 'SZ-SORT' }) => {
  const { status, body: envelope } = await call<InStoreBatch>(t.app, 'POST', `${BASE}/add`, token, body)
  expect(status, envelope.message).toBe(200)
  return envelope.result!
}
const linesOf = async (batchId: string, token = ops) =>
  (await call<InStoreLine[]>(t.app, 'GET', `${BASE}/queryInStoreLineByMainId?id=${batchId}`, token)).body
    .result!
const batchOf = async (batchId: string) =>
  (await call<InStoreBatch>(t.app, 'GET', `${BASE}/queryById?id=${batchId}`, ops)).body.result!
const save = (batchId: string, lines: object[], deleteIds: string[] = [], token = ops) =>
  call<InStoreSaveResult>(t.app, 'POST', `${BASE}/saveLines`, token, { batchId, lines, deleteIds })
const saved = async (batchId: string, lines: object[], deleteIds: string[] = []) => {
  const { status, body } = await save(batchId, lines, deleteIds)
  expect(status, body.message).toBe(200)
  return body.result!
}
/** A line as the page sends it back: its values without the display fields. */
const asInput = ({ id, trackingNo, weight, pieces, channel, remark }: InStoreLine): InStoreLineInput => ({
  id,
  trackingNo,
  weight,
  pieces,
  channel,
  remark,
})

describe('in-store batches', () => {
  it('lists the demo batch for staff holding site:instore:list, newest first, with totals and texts', async () => {
    const { status, body } = await call<Page<InStoreBatch>>(t.app, 'GET', `${BASE}/list`, ops)
    expect(status).toBe(200)
    const demo = body.result!.records.find((b) => b.id === DEMO_IN_STORE_BATCH_ID)!
    const lines = await linesOf(DEMO_IN_STORE_BATCH_ID)
    expect(demo).toMatchObject({
      batchNo: `${batchNoPrefix(new Date())}001`,
      status: '0',
      status_dictText: '录入中',
      stationCode: 'SZ-SORT',
      stationCode_dictText: '深圳宝安分拣中心',
      defaultChannel: lines[0]!.channel,
      lineCount: 5,
      totalPieces: 8,
      totalWeight: 5.08,
    })
    // Each line is an ordered parcel waiting to be received, under its own channel (named from our channel table).
    const channels = new Map((await db().select().from(logisticsChannel)).map((c) => [c.code, c.name]))
    for (const line of lines) {
      const [parcel] = await db()
        .select()
        .from(logisticsParcel)
        .where(eq(logisticsParcel.trackingNo, line.trackingNo))
      expect(parcel, line.trackingNo).toMatchObject({
        status: '0',
        channelCode: line.channel,
        inStoreTime: null,
      })
      expect(line.channel_dictText).toBe(channels.get(line.channel))
    }
    expect(lines.map((l) => [l.orderNum, l.weight, l.pieces])).toEqual([
      [1, 0.45, 1],
      [2, 1.25, 2],
      [3, 0.68, 1],
      [4, 1.8, 3],
      [5, 0.9, 1],
    ])
  })

  it('numbers new batches RK<day>-nnn in sequence and checks the form', async () => {
    const first = await createBatch(ops, {
      remark: '下午批次',
      stationCode: 'SZ-SORT',
      defaultChannel: 'EMS-JP',
    })
    const second = await createBatch()
    const prefix = batchNoPrefix(new Date())
    expect(first.batchNo.startsWith(prefix)).toBe(true)
    expect(Number(second.batchNo.slice(prefix.length))).toBe(Number(first.batchNo.slice(prefix.length)) + 1)
    expect(first).toMatchObject({
      status: '0',
      remark: '下午批次',
      stationCode_dictText: '深圳宝安分拣中心',
      defaultChannel_dictText: '国际EMS 日本',
      lineCount: 0,
      totalWeight: 0,
      revision: 0,
      createBy: 'zhangwei',
    })
    const bad = await call(t.app, 'POST', `${BASE}/add`, ops, {
      stationCode: 'SZ-SORT',
      defaultChannel: 'SF',
    })
    expectRefused(bad, 500)
    expect(bad.body.message).toBe('默认渠道「SF」不存在')
    const noStation = await call(t.app, 'POST', `${BASE}/add`, ops, { remark: '无站点' })
    expect(noStation.body).toMatchObject({ success: false, code: 500, message: '请选择入库站点!' })
    const long = await call(t.app, 'POST', `${BASE}/add`, ops, {
      stationCode: 'SZ-SORT',
      remark: 'x'.repeat(201),
    })
    expect(long.body).toMatchObject({ success: false, code: 500, message: '备注最多200个字符' })
  })

  it('guards every route by permission: hr gets 403, no token 401, delete is admin only', async () => {
    const batch = await createBatch()
    const routes: ['GET' | 'POST' | 'DELETE', string, object?][] = [
      ['GET', `${BASE}/list`],
      ['GET', `${BASE}/queryById?id=${batch.id}`],
      ['GET', `${BASE}/queryInStoreLineByMainId?id=${batch.id}`],
      ['POST', `${BASE}/add`, {}],
      ['POST', `${BASE}/saveLines`, { batchId: batch.id, lines: [] }],
      ['POST', `${BASE}/complete`, { id: batch.id }],
      ['DELETE', `${BASE}/delete?id=${batch.id}`],
    ]
    for (const [method, path, body] of routes) {
      expectRefused(await call(t.app, method, path, hr, body), 510, path)
      expect((await call(t.app, method, path, undefined, body)).status, path).toBe(401)
    }
    expectRefused(await call(t.app, 'DELETE', `${BASE}/delete?id=${batch.id}`, ops), 510)
    expect(await batchOf(batch.id)).toMatchObject({ id: batch.id })
  })
})

describe('POST /site/inStoreBatch/saveLines', () => {
  it('adds, edits and deletes lines in one save, in the order sent, and keeps the totals', async () => {
    const batch = await createBatch()
    const first = await saved(batch.id, [
      line({ trackingNo: 'sf-lower-0001', weight: '2.125', pieces: '2' }),
      line({ weight: 1 }),
      line({ weight: 0.5, channel: 'EMS-JP', remark: '易碎' }),
    ])
    expect(first.batch).toMatchObject({ lineCount: 3, totalPieces: 4, totalWeight: 3.625, revision: 1 })
    expect(first.lines.map((l) => [l.orderNum, l.trackingNo, l.weight, l.pieces])).toEqual([
      [1, 'SF-LOWER-0001', 2.125, 2],
      [2, expect.any(String), 1, 1],
      [3, expect.any(String), 0.5, 1],
    ])
    expect(new Set(first.lines.map((l) => l.id)).size).toBe(3)

    const [a, b, c] = first.lines as [InStoreLine, InStoreLine, InStoreLine]
    const added = line({ weight: 4 })
    const second = await saved(batch.id, [asInput(c), { ...asInput(a), weight: 3 }, added], [b.id])
    expect(second.lines.map((l) => [l.id, l.orderNum, l.weight])).toEqual([
      [c.id, 1, 0.5],
      [a.id, 2, 3],
      [expect.any(String), 3, 4],
    ])
    expect(second.lines[2]!.trackingNo).toBe(added.trackingNo)
    expect(second.batch).toMatchObject({ lineCount: 3, totalPieces: 4, totalWeight: 7.5, revision: 2 })
    expect(await linesOf(batch.id)).toEqual(second.lines)
  })

  it('keeps lines a colleague saved meanwhile (neither sent nor deleted) after the sent ones', async () => {
    const batch = await createBatch()
    const mine = (await saved(batch.id, [line(), line()])).lines
    // A colleague, whose screen had the same two lines, adds one.
    const theirs = line({ remark: '同事录入' })
    await saved(batch.id, [...mine.map(asInput), theirs])
    // This screen still has only its two lines and saves an edit of the second.
    const after = await saved(batch.id, [asInput(mine[0]!), { ...asInput(mine[1]!), pieces: 5 }])
    expect(after.lines.map((l) => [l.trackingNo, l.orderNum > 2, l.pieces])).toEqual([
      [mine[0]!.trackingNo, false, 1],
      [mine[1]!.trackingNo, false, 5],
      [theirs.trackingNo, true, 1],
    ])
    expect(after.batch.lineCount).toBe(3)
  })

  it.each([
    [{ trackingNo: '' }, '第2行：请输入运单号'],
    [{ trackingNo: 'AB 123456' }, '第2行：运单号只能是6-40位字母、数字或短横线'],
    [{ trackingNo: 'A1234' }, '第2行：运单号只能是6-40位字母、数字或短横线'],
    [{ weight: null }, '第2行：请输入重量(kg)'],
    [{ weight: 0 }, '第2行：重量须大于0且不超过9999.999kg（最多3位小数）'],
    [{ weight: '1.2345' }, '第2行：重量须大于0且不超过9999.999kg（最多3位小数）'],
    [{ weight: 10000 }, '第2行：重量须大于0且不超过9999.999kg（最多3位小数）'],
    [{ weight: 'abc' }, '第2行：重量须大于0且不超过9999.999kg（最多3位小数）'],
    [{ pieces: 0 }, '第2行：件数须为1-999的整数'],
    [{ pieces: 1.5 }, '第2行：件数须为1-999的整数'],
    [{ pieces: 1000 }, '第2行：件数须为1-999的整数'],
    [{ channel: '' }, '第2行：请选择渠道'],
    [{ remark: 'x'.repeat(201) }, '第2行：备注最多200个字符'],
  ])('refuses %o with "%s" and writes nothing', async (bad, message) => {
    const batch = await createBatch()
    const before = (await saved(batch.id, [line()])).lines
    const { status, body } = await save(batch.id, [asInput(before[0]!), { ...line(), ...bad }], [])
    expectRefused({ status, body }, 500)
    expect(body).toMatchObject({ success: false, code: 500, message })
    expect(await linesOf(batch.id)).toEqual(before)
    expect((await batchOf(batch.id)).revision).toBe(1)
  })

  it('refuses an unknown channel listing the valid ones, duplicates (any case) and oversized requests', async () => {
    const batch = await createBatch()
    const channel = await save(batch.id, [line({ channel: 'SF' })])
    const names = (await db().select({ name: logisticsChannel.name }).from(logisticsChannel)).map(
      (c) => c.name,
    )
    expect(channel.body.message).toMatch(/^第1行：渠道无效，可选：/)
    expect(new Set(channel.body.message.slice('第1行：渠道无效，可选：'.length).split('、'))).toEqual(
      new Set(names),
    )
    const dup = await save(batch.id, [
      line({ trackingNo: 'DUP-000001' }),
      line(),
      line({ trackingNo: 'dup-000001' }),
    ])
    expect(dup.body.message).toBe('第3行：运单号 DUP-000001 与第1行重复')
    const many = await save(
      batch.id,
      Array.from({ length: 2001 }, () => line()),
    )
    expect(many.body).toMatchObject({ code: 500, message: '一次最多保存2000行' })
    const both = await saved(batch.id, [line()])
    const conflicting = await save(batch.id, [asInput(both.lines[0]!)], [both.lines[0]!.id])
    expect(conflicting.body.message).toBe('第1行既在保存的行中又在删除的行中')
    for (const body of [{ batchId: batch.id, lines: 'x' }, { batchId: batch.id }, { lines: [] }]) {
      expectRefused(await call(t.app, 'POST', `${BASE}/saveLines`, ops, body), 500)
    }
    expect(await linesOf(batch.id)).toEqual(both.lines)
  })

  it('answers 409 for a line deleted meanwhile and for a tracking number used elsewhere; nothing written', async () => {
    const batch = await createBatch()
    const before = (await saved(batch.id, [line(), line()])).lines
    const [a, b] = before as [InStoreLine, InStoreLine]
    // A colleague deleted b; this screen still has it and edits it.
    const elsewhere = await createBatch()
    await saved(elsewhere.id, [line({ trackingNo: 'TAKEN-0000001' })])
    const taken = await save(batch.id, [asInput(a), line({ trackingNo: 'taken-0000001' })])
    expectRefused(taken, 500)
    expect(taken.body.message).toBe(`第2行：运单号 TAKEN-0000001 已在入库批次 ${elsewhere.batchNo} 中`)

    const colleague = await saved(batch.id, [asInput(a)], [b.id])
    const stale = await save(batch.id, [asInput(a), { ...asInput(b), pieces: 9 }, line()])
    expectRefused(stale, 500)
    expect(stale.body.message).toBe(
      `第2行（运单号 ${b.trackingNo}）已不在本批次中，可能已被他人删除，请刷新后重试`,
    )
    // The colleague's new line (not on this screen) holds a number this screen types again.
    const theirs = line()
    await saved(batch.id, [asInput(a), theirs])
    const again = await save(batch.id, [asInput(a), line({ trackingNo: theirs.trackingNo })])
    expect(again.body).toMatchObject({
      code: 500,
      message: `第2行：运单号 ${theirs.trackingNo} 已在本批次中（他人刚录入），请刷新后再保存`,
    })
    expect((await linesOf(batch.id)).map((l) => l.trackingNo)).toEqual([a.trackingNo, theirs.trackingNo])
    expect(colleague.lines).toHaveLength(1)
  })

  it('two batches saving the same new tracking number at once: one wins, the other gets a 409', async () => {
    const [x, y] = [await createBatch(), await createBatch()]
    const shared = line()
    const results = await Promise.all([save(x.id, [shared]), save(y.id, [shared])])
    expect(results.map((r) => r.body.code).sort()).toEqual([200, 500])
    const lines = [...(await linesOf(x.id)), ...(await linesOf(y.id))]
    expect(lines.map((l) => l.trackingNo)).toEqual([shared.trackingNo])
  })

  it('404 for a missing batch; a completed batch is read only and cannot be deleted', async () => {
    expect((await save('nope', [line()])).body).toMatchObject({
      code: 500,
      message: '入库批次不存在，可能已被删除',
    })
    const batch = await createBatch()
    const empty = await call(t.app, 'POST', `${BASE}/complete`, ops, { id: batch.id })
    expect(empty.body).toMatchObject({ code: 500, message: `批次 ${batch.batchNo} 还没有明细，不能完成入库` })
    const parcel = await orderedParcel(db(), 7000, 'in-store-test')
    const { lines } = await saved(batch.id, [line({ trackingNo: parcel.trackingNo, weight: 0.5 })])
    const done = await call<InStoreBatch>(t.app, 'POST', `${BASE}/complete`, ops, { id: batch.id })
    expect(done.body).toMatchObject({
      success: true,
      message: '入库完成！',
      result: { status: '1', status_dictText: '已入库', completeBy: 'zhangwei', revision: 2 },
    })
    const locked = await save(batch.id, [{ ...asInput(lines[0]!), pieces: 2 }])
    expect(locked.body).toMatchObject({ code: 500, message: `批次 ${batch.batchNo} 已完成入库，不能再修改` })
    expectRefused(await call(t.app, 'POST', `${BASE}/complete`, ops, { id: batch.id }), 500)
    const removed = await call(t.app, 'DELETE', `${BASE}/delete?id=${batch.id}`, admin)
    expect(removed.body).toMatchObject({ code: 500, message: `批次 ${batch.batchNo} 已完成入库，不能删除` })
    expect(await linesOf(batch.id)).toEqual(lines)
  })

  it('deleting an open batch removes its lines (their tracking numbers are free again)', async () => {
    const batch = await createBatch()
    const { lines } = await saved(batch.id, [line()])
    expect((await call(t.app, 'DELETE', `${BASE}/delete?id=${batch.id}`, admin)).body.message).toBe(
      '删除成功!',
    )
    expectRefused(await call(t.app, 'GET', `${BASE}/queryById?id=${batch.id}`, ops), 500)
    const next = await createBatch()
    expect((await saved(next.id, [asInput({ ...lines[0]!, id: '' })])).lines[0]!.trackingNo).toBe(
      lines[0]!.trackingNo,
    )
  })
})

describe('完成入库 receives every line’s parcel', () => {
  const complete = (id: string) => call<InStoreBatch>(t.app, 'POST', `${BASE}/complete`, ops, { id })
  const parcelOf = async (trackingNo: string) =>
    (await db().select().from(logisticsParcel).where(eq(logisticsParcel.trackingNo, trackingNo)))[0]!
  const eventsOf = async (trackingNo: string) =>
    db()
      .select()
      .from(parcelEvent)
      .where(eq(parcelEvent.trackingNo, trackingNo))
      .orderBy(asc(parcelEvent.eventTime), asc(parcelEvent.id))

  it('sets each parcel’s weights, station and in-store time and records IN_STORE, as a scan does', async () => {
    const tw = await orderedParcel(db(), 7100, 'in-store-test') // SLS-TW-AIR: 0.1 kg steps
    const us = await orderedParcel(db(), 7101, 'in-store-test') // EUB-US: 0.1 kg steps, S10
    const jp = await orderedParcel(db(), 7102, 'in-store-test') // EMS-JP: 0.5 kg steps, S10
    const batch = await createBatch()
    await saved(batch.id, [
      line({ trackingNo: tw.trackingNo, weight: '0.35', channel: 'SLS-TW-AIR' }),
      line({ trackingNo: us.trackingNo.toLowerCase(), weight: '0.85', channel: 'EUB-US' }),
      line({ trackingNo: jp.trackingNo, weight: '1.21', pieces: 2, channel: 'EMS-JP' }),
    ])
    const done = await complete(batch.id)
    expect(done.body, done.body.message).toMatchObject({ success: true, result: { status: '1' } })
    const completed = await db().select().from(inStoreBatch).where(eq(inStoreBatch.id, batch.id))
    for (const [parcel, actual, billable] of [
      [tw, '0.350', '0.400'],
      [us, '0.850', '0.900'],
      [jp, '1.210', '1.500'],
    ] as const) {
      expect(await parcelOf(parcel.trackingNo), parcel.trackingNo).toMatchObject({
        status: '1',
        actualWeight: actual,
        volumetricWeight: null,
        billableWeight: billable,
        stationCode: 'SZ-SORT',
        inStoreBy: 'zhangwei',
        inStoreTime: completed[0]!.completeTime,
      })
      const events = await eventsOf(parcel.trackingNo)
      expect(events.map((e) => e.eventCode)).toEqual(['ORDER_CREATED', 'TRACKING_ASSIGNED', 'IN_STORE'])
      expect(events.at(-1)).toMatchObject({ location: '深圳宝安分拣中心', operator: 'zhangwei' })
    }
  })

  it('refuses the batch with every bad line and its reason, and receives nothing until they are fixed', async () => {
    const good = await orderedParcel(db(), 7200, 'in-store-test')
    const badDigit = await orderedParcel(db(), 7201, 'in-store-test', 'LX100072011CN') // check digit is 9
    const heavy = await orderedParcel(db(), 7205, 'in-store-test') // EUB-US: 2 kg limit
    const otherChannel = await orderedParcel(db(), 7206, 'in-store-test') // EMS-JP
    const scanned = await orderedParcel(db(), 7204, 'in-store-test') // SLS-TW-AIR, received by 入库扫描 first
    const scan = await call(t.app, 'POST', '/site/inStoreScan/scan', ops, {
      trackingNo: scanned.trackingNo,
      weight: '0.5',
      stationCode: 'SZ-SORT',
    })
    expect(scan.body.result).toMatchObject({ accepted: true })

    const batch = await createBatch()
    const sent = [
      line({ trackingNo: good.trackingNo }),
      line({ trackingNo: 'TW999999999999' }),
      line({ trackingNo: 'LX999999990CN', channel: 'EUB-US' }), // unknown, and its check digit is 5
      line({ trackingNo: badDigit.trackingNo, channel: 'EUB-US' }),
      line({ trackingNo: heavy.trackingNo, weight: '2.5', channel: 'EUB-US' }),
      line({ trackingNo: otherChannel.trackingNo, channel: 'SLS-TW-AIR' }),
      line({ trackingNo: scanned.trackingNo }),
    ]
    await saved(batch.id, sent)
    const refused = await complete(batch.id)
    const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10)
    expectRefused(refused, 500)
    expect(refused.body.result).toEqual([
      { row: 2, trackingNo: 'TW999999999999', reason: '无数据：系统中没有这个运单号' },
      { row: 3, trackingNo: 'LX999999990CN', reason: 'S10运单号校验位错误' },
      { row: 4, trackingNo: 'LX100072011CN', reason: 'S10运单号校验位错误' },
      { row: 5, trackingNo: heavy.trackingNo, reason: '超重：2.5kg 超过渠道 EUB-US 限重 2kg' },
      {
        row: 6,
        trackingNo: otherChannel.trackingNo,
        reason: '渠道不符：该包裹的渠道为 国际EMS 日本（EMS-JP）',
      },
      { row: 7, trackingNo: scanned.trackingNo, reason: `重复入库：该包裹已于 ${day} 入库` },
    ])
    expect(refused.body.message).toMatch(
      /^有6行不能入库，请修改或删除后再完成入库：第2行 TW999999999999：无数据/,
    )
    for (const parcel of [good, badDigit, heavy, otherChannel])
      expect(await parcelOf(parcel.trackingNo)).toMatchObject({
        status: '0',
        inStoreTime: null,
        billableWeight: null,
      })
    expect((await eventsOf(good.trackingNo)).map((e) => e.eventCode)).not.toContain('IN_STORE')
    expect(await batchOf(batch.id)).toMatchObject({ status: '0', revision: 1 })

    // The bad lines removed (and the heavy one re-weighed), the rest goes in.
    const lines = await linesOf(batch.id)
    await saved(
      batch.id,
      [asInput(lines[0]!), { ...asInput(lines[4]!), weight: 1.95 }],
      [lines[1]!.id, lines[2]!.id, lines[3]!.id, lines[5]!.id, lines[6]!.id],
    )
    expect((await complete(batch.id)).body.success).toBe(true)
    expect(await parcelOf(good.trackingNo)).toMatchObject({ status: '1', billableWeight: '1.500' })
    expect(await parcelOf(heavy.trackingNo)).toMatchObject({ status: '1', billableWeight: '2.000' })
  })

  it('needs the batch’s station', async () => {
    const parcel = await orderedParcel(db(), 7300, 'in-store-test')
    const batch = await createBatch()
    await saved(batch.id, [line({ trackingNo: parcel.trackingNo })])
    await db().update(inStoreBatch).set({ stationCode: null }).where(eq(inStoreBatch.id, batch.id))
    expect((await complete(batch.id)).body).toMatchObject({
      code: 500,
      message: `批次 ${batch.batchNo} 还没有入库站点，请先编辑批次选择站点`,
    })
    expect((await parcelOf(parcel.trackingNo)).status).toBe('0')
  })
})

describe('a batch page’s screens hear about saves', () => {
  it('a save sends common_send_date instore-batch-saved to the batch’s sync page', async () => {
    const base = await listen(t.app)
    const batch = await createBatch()
    const viewer = await loginResult(t.app, 'liuyang')
    const socket = new NoticeClient(
      `${base}/vxeSocket/${viewer.userInfo.id}/${inStoreSyncPageId(batch.id)}`,
      [viewer.token],
    )
    try {
      await socket.opened()
      socket.socket.send(JSON.stringify({ type: 'heart_beat', data: '' }))
      await socket.waitFor((m) => m.includes('heart_beat'))
      const lina = await login(t.app, 'lina')
      await call(t.app, 'POST', `${BASE}/saveLines`, lina, { batchId: batch.id, lines: [line(), line()] })
      const notice = JSON.parse(await socket.waitFor((m) => m.includes('common_send_date')))
      expect(notice).toEqual({
        type: 'common_send_date',
        data: {
          key: 'instore-batch-saved',
          args: [{ batchId: batch.id, revision: 1, status: '0', savedBy: '李娜', lineCount: 2 }],
        },
      })
    } finally {
      socket.close()
    }
  })
})

describe('a database seeded before the page existed', () => {
  it('gets the page buttons and their grants on the next start', async () => {
    expect(await removePageButtons(t.testDb.database, 'site:instore:%')).toBe(6)

    expect(await seedDatabase(t.testDb.database, { demoPasswords: true })).toEqual({ seeded: false })

    const token = await login(t.app, 'zhangwei')
    expect((await call(t.app, 'GET', `${BASE}/list`, token)).status).toBe(200)
    expectRefused(await call(t.app, 'DELETE', `${BASE}/delete?id=x`, token), 510)
  })
})
