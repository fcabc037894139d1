import type { InStoreScanResult, Page, ParcelRow } from '@portico/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Db } from '../src/db/client'
import { logisticsParcel, parcelEvent, questionPiece } from '../src/db/schema'
import { writeParcels } from '../src/db/seed/ops-demo'
import { demoParcel } from '../src/db/seed/ops-demo-data'
import { API, call, withTestApp } from './helpers/app'

const t = withTestApp({ admin: 'admin', ops: 'zhangwei', hr: 'wangfang' })
const db = () => t.testDb.database.db as Db

/** A fresh ordered parcel (status 0) of the channel at n % 4: 0 SLS-TW-AIR, 1 EUB-US, 2 EMS-JP, 3 LEX-MY. */
async function orderedParcel(n: number, trackingNo?: string) {
  const built = demoParcel(n, new Date(), 'scan-test', '0')
  if (trackingNo) {
    built.parcel.trackingNo = trackingNo
    for (const event of built.events) event.trackingNo = trackingNo
  }
  await writeParcels(db(), [built])
  return built.parcel
}
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
  it('weighs a parcel in: billable weight by the channel, station, IN_STORE; a second scan is a 重复扫描 问题件', async () => {
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
    expect(again.body.result).toMatchObject({ accepted: false, questionType: '8', parcel: { status: '8' } })
    expect(again.body.result!.message).toMatch(/重复扫描/)
    expect((await parcelOf(parcel.trackingNo)).billableWeight).toBe('1.100')
    expect(await questionsOf(parcel.trackingNo)).toHaveLength(1)
    // On hold with an open 问题件: refused again, nothing more raised.
    const third = await scan({ trackingNo: parcel.trackingNo, weight: '0.85' })
    expect(third.body.result!.message).toMatch(/待处理的问题件/)
    expect(await questionsOf(parcel.trackingNo)).toHaveLength(1)
    expect(await eventsOf(parcel.trackingNo)).toEqual([
      'ORDER_CREATED',
      'TRACKING_ASSIGNED',
      'IN_STORE',
      'EXCEPTION',
    ])
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
        parcel: await orderedParcel(5005, 'LX100050001CN'),
        body: { weight: '0.5' },
        type: '5',
        reason: /校验位/,
      },
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
      expect(status).toBe(400)
      expect(envelope).toMatchObject({ success: false })
      expect(envelope.message).toMatch(message)
    }
    expect((await scan({ trackingNo: parcel.trackingNo, weight: '1' }, t.hr)).status).toBe(403)
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
