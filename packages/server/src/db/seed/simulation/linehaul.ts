import { CUSTOMS_STATUS, OUT_BATCH_STATUS, SUPPLIER_BATCH_STEPS } from '@portico/contract'
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm'
import { createSupplierBatch, stepSupplierBatch } from '../../../services/outbound/supplier-batches'
import { formatDateTime } from '../../../services/shared/dates'
import type { Db } from '../../client'
import { customsDeclaration, logisticsOutBatch, logisticsParcel, logisticsSupplierBatch } from '../../schema'
import type { SimDay } from './clock'
import type { Draws } from './random'

const DISPATCHER = 'liuyang'
const LAST_STEP = SUPPLIER_BATCH_STEPS.at(-1)!.status

/** Each channel's flight: carrier, airports, the destination's time zone and where the steps happen. */
const ROUTES: Record<
  string,
  {
    carrier: string
    flight: string
    from: string
    to: string
    country: string
    zone: string
    places: string[]
    /** Who takes the batch over at arrival (overseas agent) and at pick-up (local agent, its van and driver). */
    overseasAgent: string
    pickUp: { habitatAgent: string; carPlate: string; driver: string }
  }
> = {
  'SLS-TW-AIR': {
    carrier: '中华航空',
    flight: 'CI',
    from: 'SZX',
    to: 'TPE',
    country: 'TW',
    zone: 'Asia/Taipei',
    places: ['深圳宝安机场', '深圳宝安机场', '桃园国际机场', '桃园海关', '台北市'],
    overseasAgent: 'OA-TW-TPE',
    pickUp: { habitatAgent: 'HA-TW-TPE', carPlate: 'RAA-2031', driver: 'TW-A123456789' },
  },
  'LEX-MY': {
    carrier: 'AirAsia Cargo',
    flight: 'D7',
    from: 'SZX',
    to: 'KUL',
    country: 'MY',
    zone: 'Asia/Kuala_Lumpur',
    places: ['深圳宝安机场', '深圳宝安机场', 'KLIA Cargo', 'KLIA Customs', 'Kuala Lumpur'],
    overseasAgent: 'OA-MY-SZB',
    pickUp: { habitatAgent: 'HA-MY-KUL', carPlate: 'WXY 8821', driver: 'MY-D88123456' },
  },
}

/**
 * 12:00: outbound batches whose parcels customs has all released go on the channel's flight (one line-haul batch per
 * channel). A batch with a parcel customs held or sent back waits at the airport: the gate keeps it from flying.
 */
export async function bookFlights(db: Db, draws: Draws, day: SimDay): Promise<void> {
  const ready = await db
    .select({ id: logisticsOutBatch.id, channelCode: logisticsOutBatch.channelCode })
    .from(logisticsOutBatch)
    .where(
      and(
        eq(logisticsOutBatch.status, OUT_BATCH_STATUS.outStore),
        isNull(logisticsOutBatch.supplierBatchId),
        sql`not exists (select 1 from ${logisticsParcel} p left join ${customsDeclaration} d on d.parcel_id = p.id
          where p.out_batch_id = ${logisticsOutBatch.id} and (d.id is null or d.status <> ${CUSTOMS_STATUS.released}))`,
      ),
    )
    .orderBy(asc(logisticsOutBatch.batchNo))
  const byChannel = new Map<string, string[]>()
  for (const batch of ready)
    byChannel.set(batch.channelCode, [...(byChannel.get(batch.channelCode) ?? []), batch.id])
  for (const [channelCode, outBatchIds] of byChannel) {
    const route = ROUTES[channelCode]
    if (!route) continue
    const departure = day.at(22)
    await createSupplierBatch(
      db,
      {
        outBatchIds,
        transportNo: `${route.flight}${draws.int(100, 999)}`,
        carrier: route.carrier,
        transportMode: 'AIR',
        departurePort: route.from,
        destinationPort: route.to,
        destinationCountry: route.country,
        departureTime: formatDateTime(departure)!,
        eta: formatDateTime(new Date(departure.getTime() + 4 * 3600_000))!,
      },
      DISPATCHER,
      day.at(12),
    )
  }
}

/** 15:00: every line-haul batch on its way moves one step (handed over, departed, arrived, cleared, delivered). */
export async function advanceFlights(db: Db, day: SimDay): Promise<void> {
  const moving = await db
    .select({
      id: logisticsSupplierBatch.id,
      status: logisticsSupplierBatch.status,
      channelCode: logisticsSupplierBatch.channelCode,
    })
    .from(logisticsSupplierBatch)
    .where(
      and(
        ne(logisticsSupplierBatch.status, LAST_STEP),
        sql`${logisticsSupplierBatch.createTime} < ${day.at(15)}`,
      ),
    )
    .orderBy(asc(logisticsSupplierBatch.batchNo))
  for (const [index, batch] of moving.entries()) {
    const next = SUPPLIER_BATCH_STEPS[SUPPLIER_BATCH_STEPS.findIndex((s) => s.status === batch.status) + 1]!
    const route = ROUTES[batch.channelCode]!
    const abroad = Number(next.status) >= 3
    await stepSupplierBatch(
      db,
      batch.id,
      {
        status: next.status,
        time: formatDateTime(day.at(15 + index / 60))!,
        timeZone: abroad ? route.zone : 'Asia/Shanghai',
        location: route.places[Number(next.status) - 1] ?? null,
        ...(next.status === '3' ? { overseasAgent: route.overseasAgent } : {}),
        ...(next.status === '4' ? route.pickUp : {}),
      },
      DISPATCHER,
    )
  }
}
