import type { Envelope, PublicTrackingResult } from '@portico/contract'
import { asc, eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  logisticsOrder,
  logisticsOutBatch,
  logisticsParcel,
  logisticsStation,
  logisticsSupplierBatch,
  parcelEvent,
  transportOverseasAgent,
} from '../../../src/db/schema'
import { writeParcels } from '../../../src/db/seed/ops-demo'
import { DEMO_EXCEPTION, demoParcel } from '../../../src/db/seed/ops-demo-data'
import { API, withTestApp } from '../../helpers/app'
import { orderedParcel } from '../../helpers/parcels'

const MIN_SOLVE_MS = 500
const t = withTestApp(
  {},
  { trackRateLimit: { burst: 2, windowMs: 60_000, maxPerHour: 8, minSolveMs: MIN_SOLVE_MS } },
)
const db = () => t.testDb.database.db

let address = 0
/** Each test asks from its own address, so the limits of one do not reach another. */
const nextAddress = () => `10.9.0.${++address}`

async function track(numbers: string[], remoteAddress: string, checkKey?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `${API}/track/query`,
    remoteAddress,
    payload: { numbers, ...(checkKey ? { checkKey } : {}) },
  })
  const body = response.json() as Envelope<PublicTrackingResult[] | null>
  return { status: response.statusCode, body, results: body.result ?? [] }
}

async function challenge(remoteAddress: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: `${API}/track/challenge`, remoteAddress })
  return (response.json() as Envelope<{ checkKey: string }>).result!.checkKey
}

/** A parcel that arrived abroad in a line-haul batch an overseas agent took over. */
async function arrivedParcel(n: number, agentCode: string) {
  const built = demoParcel(n, new Date(), 'public-track', '5')
  built.parcel.outBatchId = `pt-out-${n}`
  await writeParcels(db(), [built])
  await db()
    .insert(logisticsSupplierBatch)
    .values({
      id: `pt-sup-${n}`,
      batchNo: `PTSUP${n}`,
      channelCode: built.parcel.channelCode,
      transportNo: '784-12345675',
      carrier: 'Test Air',
      transportMode: 'AIR',
      departurePort: 'PVG',
      destinationPort: 'LAX',
      destinationCountry: built.parcel.destinationCountry,
      status: '3',
      overseasAgent: agentCode,
    })
  await db()
    .insert(logisticsOutBatch)
    .values({
      id: `pt-out-${n}`,
      batchNo: `PTOUT${n}`,
      channelCode: built.parcel.channelCode,
      status: '1',
      supplierBatchId: `pt-sup-${n}`,
    })
  return built.parcel
}

afterEach(() => {
  vi.useRealTimers()
})

describe('POST /track/query', () => {
  it('answers status, ordered events with local time and zone, and the last-mile carrier, and nothing else', async () => {
    const parcel = await arrivedParcel(880_001, 'OA-US-LAX')
    const [agent] = await db()
      .select()
      .from(transportOverseasAgent)
      .where(eq(transportOverseasAgent.code, 'OA-US-LAX'))
    const stored = await db()
      .select()
      .from(parcelEvent)
      .where(eq(parcelEvent.trackingNo, parcel.trackingNo))
      .orderBy(asc(parcelEvent.eventTime), asc(parcelEvent.id))
    const [order] = await db().select().from(logisticsOrder).where(eq(logisticsOrder.id, parcel.orderId!))

    const { status, body, results } = await track([` ${parcel.trackingNo.toLowerCase()} `], nextAddress())

    expect(status).toBe(200)
    const [result] = results
    expect(Object.keys(result).sort()).toEqual(['events', 'lastMile', 'status', 'trackingNo'])
    expect(result.trackingNo).toBe(parcel.trackingNo)
    expect(result.status).toBe('5')
    // The agent's name is in Latin letters: it is its own English name.
    expect(result.lastMile).toEqual({ carrier: agent.name, carrierEn: agent.name, trackingNo: null })
    expect(result.events.map((e) => e.eventCode)).toEqual(stored.map((e) => e.eventCode))
    expect(result.events.map((e) => e.eventTime)).toEqual(stored.map((e) => e.eventTime.toISOString()))
    const arrived = result.events.find((e) => e.eventCode === 'ARRIVED')!
    const zoneOffset = new Intl.DateTimeFormat('en-US', {
      timeZone: arrived.timeZone,
      timeZoneName: 'longOffset',
    })
      .formatToParts(new Date(arrived.eventTime))
      .find((p) => p.type === 'timeZoneName')!
      .value.replace('GMT', '')
    expect(arrived.utcOffset).toBe(zoneOffset || '+00:00')
    expect(Object.keys(arrived).sort()).toEqual(
      [
        'descriptionCn',
        'descriptionEn',
        'eventCode',
        'eventTime',
        'localTime',
        'location',
        'locationEn',
        'timeZone',
        'utcOffset',
      ].sort(),
    )
    // Nothing of the customer, the buyer, the goods' price or weight, or who scanned it.
    const text = JSON.stringify(body)
    for (const secret of [
      order.buyerName,
      order.buyerAddress,
      parcel.actualWeight,
      'zhangwei',
      'customerId',
    ]) {
      expect(text).not.toContain(String(secret))
    }
  })

  it('names each place and the last-mile carrier in English: a station by its English name, others by the dictionary', async () => {
    const parcel = await arrivedParcel(880_010, 'OA-JP-NRT')
    await db().insert(logisticsStation).values({
      id: 'pt-station-en',
      code: 'PT-HUB',
      name: '测试东莞转运中心',
      nameEn: 'Dongguan Test Hub',
      stationType: 'SORTING',
      address: '广东省东莞市',
    })
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 5, 1, minutes))
    const places = ['测试东莞转运中心', 'PT-HUB', '深圳宝安机场', 'KLIA Cargo', '没有英文名的小镇']
    await db()
      .insert(parcelEvent)
      .values(
        places.map((location, i) => ({
          parcelId: parcel.id,
          trackingNo: parcel.trackingNo,
          eventCode: 'DEPARTED',
          eventTime: at(i),
          timeZone: 'Asia/Shanghai',
          location,
          descriptionCn: '已离港',
          descriptionEn: 'Departed',
          operator: 'test',
        })),
      )

    const [result] = (await track([parcel.trackingNo], nextAddress())).results
    const named = new Map(result!.events.map((e) => [e.location, e.locationEn]))
    expect(places.map((place) => named.get(place))).toEqual([
      'Dongguan Test Hub',
      'Dongguan Test Hub',
      "Shenzhen Bao'an International Airport",
      'KLIA Cargo',
      null,
    ])
    expect(result!.lastMile).toEqual({
      carrier: '成田国際通関株式会社',
      carrierEn: 'Narita International Customs Brokerage',
      trackingNo: null,
    })
    // Whatever the demo's own steps stored (its cities), none reaches English in Chinese writing.
    for (const event of result!.events)
      expect(event.locationEn ?? '').not.toMatch(/[\u3040-\u30ff\u3400-\u9fff]/)
  })

  it('shows the standard text of a step, not the reason an operator wrote', async () => {
    const built = demoParcel(880_002, new Date(), 'public-track', '8')
    await writeParcels(db(), [built])
    expect(built.events.some((e) => e.descriptionCn === DEMO_EXCEPTION.cn)).toBe(true)

    const { body, results } = await track([built.parcel.trackingNo], nextAddress())

    const held = results[0].events.find((e) => e.eventCode === 'EXCEPTION')!
    expect(held.descriptionCn).toBe('包裹异常，暂扣处理')
    expect(held.descriptionEn).toBe('Held due to an exception')
    expect(JSON.stringify(body)).not.toContain('damaged packaging')
  })

  it('answers a number that does not exist exactly like one not scanned yet', async () => {
    const ordered = await orderedParcel(db(), 880_003, 'public-track')
    const [row] = await db().select().from(logisticsParcel).where(eq(logisticsParcel.id, ordered.id))
    expect(row.status).toBe('0')
    const unknown = 'LX999999999CN'

    const { status, results } = await track([ordered.trackingNo, unknown], nextAddress())

    expect(status).toBe(200)
    const [notScanned, notFound] = results
    expect({ ...notScanned, trackingNo: unknown }).toEqual(notFound)
    expect(notFound).toEqual({ trackingNo: unknown, status: null, events: [], lastMile: null })
  })

  it('refuses more than 20 numbers in the envelope', async () => {
    const numbers = Array.from({ length: 21 }, (_, i) => `NO${i}`)
    const { status, body } = await track(numbers, nextAddress())
    expect(status).toBe(400)
    expect(body).toMatchObject({ success: false, code: 400, message: '一次最多查询 20 个运单号' })
  })

  it('asks for the slider after a burst, and lets a passed, unused challenge through', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const from = nextAddress()
    expect((await track(['LX1CN'], from)).status).toBe(200)
    expect((await track(['LX1CN'], from)).status).toBe(200)

    const refused = await track(['LX1CN'], from)
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ success: false, code: 429, result: { captchaRequired: true } })

    // Passed faster than a person can drag: refused, and the challenge is spent.
    const tooFast = await challenge(from)
    expect((await track(['LX1CN'], from, tooFast)).status).toBe(429)
    vi.setSystemTime(Date.now() + MIN_SOLVE_MS)
    expect((await track(['LX1CN'], from, tooFast)).status).toBe(429)

    const passed = await challenge(from)
    vi.setSystemTime(Date.now() + MIN_SOLVE_MS)
    expect((await track(['LX1CN'], from, passed)).status).toBe(200)
    // A new burst starts; then the same challenge cannot be used twice.
    expect((await track(['LX1CN'], from)).status).toBe(200)
    expect((await track(['LX1CN'], from, passed)).status).toBe(429)
    // Another address is not affected.
    expect((await track(['LX1CN'], nextAddress())).status).toBe(200)
  })

  it('refuses any query past the hourly ceiling, slider or not', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const from = nextAddress()
    let answered = 0
    for (let i = 0; i < 10; i++) {
      const key = await challenge(from)
      vi.setSystemTime(Date.now() + MIN_SOLVE_MS)
      const { status, body } = await track(['LX1CN'], from, key)
      if (status === 200) answered++
      else expect(body.message).toBe('查询过于频繁，请稍后再试')
    }
    expect(answered).toBe(8)
  })
})
