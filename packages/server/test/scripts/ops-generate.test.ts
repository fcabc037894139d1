import { PARCEL_EVENT_TYPES } from '@portico/contract'
import Decimal from 'decimal.js'
import { asc, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { logisticsOrder, logisticsOrderItem, logisticsParcel, parcelEvent } from '../../src/db/schema'
import { PATHS } from '../../src/db/seed/ops-demo-data'
import { generateParcels } from '../../src/db/seed/ops-generate'
import { seedId } from '../../src/services/shared/ids'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { expectedBillable, expectedVolumetric, hasValidS10CheckDigit } from '../helpers/parcel-checks'

let testDb: TestDatabase
const db = () => testDb.database.db
const now = new Date('2026-12-01T08:00:00Z')

beforeAll(async () => {
  testDb = await createTestDatabase({ seeded: true })
})
afterAll(() => testDb.drop())

describe('the benchmark generator', () => {
  it('writes parcels like the demo: valid numbers, weights by the channel, their steps in order', async () => {
    const structure = async () => {
      const result = await db().execute<{ name: string }>(sql`
        SELECT indexname AS name FROM pg_indexes WHERE tablename IN ('logistics_parcel', 'parcel_event')
        UNION ALL SELECT conname FROM pg_constraint WHERE contype = 'f'
          AND conrelid IN ('logistics_parcel'::regclass, 'parcel_event'::regclass, 'logistics_order_item'::regclass)
        ORDER BY 1`)
      return (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name)
    }
    const before = await structure()
    expect(before).toContain('idx_parcel_event_tracking_time')
    const progress: number[] = []
    await generateParcels(db(), 120, { batch: 50, start: 7, now, onProgress: (n) => progress.push(n) })
    expect(progress).toEqual([50, 100, 120])
    // Its indexes and foreign keys, dropped for the load, are all back.
    expect(await structure()).toEqual(before)
    const ids = Array.from({ length: 120 }, (_, i) => seedId(`bench-parcel:${1007 + i}`))
    const ours = await db().select().from(logisticsParcel).where(inArray(logisticsParcel.id, ids))
    expect(ours).toHaveLength(120)
    const divisor: Record<string, [number, string]> = {
      'SLS-TW-AIR': [6000, '0.1'],
      'EUB-US': [6000, '0.1'],
      'EMS-JP': [6000, '0.5'],
      'LEX-MY': [5000, '0.5'],
    }
    const events = await db()
      .select()
      .from(parcelEvent)
      .where(
        inArray(
          parcelEvent.parcelId,
          ours.map((p) => p.id),
        ),
      )
      .orderBy(asc(parcelEvent.eventTime), asc(parcelEvent.id))
    const statuses = new Set(ours.map((p) => p.status))
    expect(statuses.size).toBeGreaterThanOrEqual(8)
    for (const parcel of ours) {
      if (parcel.channelCode === 'EUB-US' || parcel.channelCode === 'EMS-JP')
        expect(hasValidS10CheckDigit(parcel.trackingNo), parcel.trackingNo).toBe(true)
      const trail = events.filter((e) => e.parcelId === parcel.id)
      expect(trail.map((e) => e.eventCode)).toEqual(PATHS[parcel.status as keyof typeof PATHS])
      const last = [...trail].reverse().find((e) => 'status' in PARCEL_EVENT_TYPES[e.eventCode as 'IN_STORE'])
      expect(PARCEL_EVENT_TYPES[last!.eventCode as 'IN_STORE'].status).toBe(parcel.status)
      expect(trail.length).toBeGreaterThan(0)
      expect(trail.every((e) => e.eventTime.getTime() <= now.getTime())).toBe(true)
      const inStore = trail.find((e) => e.eventCode === 'IN_STORE')
      expect(parcel.inStoreTime?.getTime() ?? null).toBe(inStore?.eventTime.getTime() ?? null)
      if (!inStore) {
        expect(parcel.billableWeight).toBeNull()
        continue
      }
      const [div, increment] = divisor[parcel.channelCode]!
      const volumetric = expectedVolumetric(parcel.lengthCm!, parcel.widthCm!, parcel.heightCm!, div)
      expect(parcel.volumetricWeight).toBe(volumetric)
      expect(parcel.billableWeight).toBe(expectedBillable(parcel.actualWeight!, volumetric, increment))
    }
    const orders = await db()
      .select()
      .from(logisticsOrder)
      .where(
        inArray(
          logisticsOrder.id,
          ours.map((p) => p.orderId!),
        ),
      )
    expect(orders).toHaveLength(120)
    const items = await db()
      .select()
      .from(logisticsOrderItem)
      .where(
        inArray(
          logisticsOrderItem.orderId,
          orders.map((o) => o.id),
        ),
      )
    for (const order of orders) {
      const lines = items.filter((i) => i.orderId === order.id)
      expect(lines.length).toBeGreaterThanOrEqual(1)
      const sum = lines.reduce(
        (total, line) => total.plus(new Decimal(line.unitValue).times(line.quantity)),
        new Decimal(0),
      )
      expect(order.declaredValue).toBe(sum.toFixed(2))
    }

    // More later, numbered on: nothing collides with what is there.
    await generateParcels(db(), 30, { start: 127, now })
    const more = await db()
      .select({ id: logisticsParcel.id })
      .from(logisticsParcel)
      .where(inArray(logisticsParcel.id, [seedId('bench-parcel:1127'), seedId('bench-parcel:1156')]))
    expect(more).toHaveLength(2)
  })
})
