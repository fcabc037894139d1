import { billableWeight, volumetricWeight } from '@portico/contract'
import Decimal from 'decimal.js'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type logisticsChannel, logisticsParcel, logisticsStation } from '../../db/schema'
import { badRequest } from '../../http/envelope'
import { recordParcelEvents } from './trajectory'

type Channel = typeof logisticsChannel.$inferSelect
export type Station = typeof logisticsStation.$inferSelect

/** An open station by code, or a 400. */
export async function openStation(tx: Db, code: string): Promise<Station> {
  const [station] = await tx.select().from(logisticsStation).where(eq(logisticsStation.code, code))
  if (!station) throw badRequest(`站点 ${code} 不存在`)
  if (station.status !== '1') throw badRequest(`站点 ${station.name} 已停用`)
  return station
}

/** What the scale and the tape measured (checked by `measuredValues`). */
export interface Measured {
  weight: string
  sizes: [string, string, string] | null
}

/**
 * Receives a checked parcel at a station, in the caller's transaction: its actual, volumetric and billable weights
 * (by the channel's divisor and increment), sizes, station and in-store time are set and IN_STORE is recorded.
 * 入库扫描 and 批量入库 both receive through here.
 */
export async function receiveParcel(
  tx: Db,
  parcel: { id: string; trackingNo: string },
  channel: Channel,
  { weight, sizes }: Measured,
  station: Station,
  operator: string,
  now: Date,
): Promise<void> {
  const volumetric = sizes ? volumetricWeight(...sizes, channel.volumetricDivisor) : null
  await tx
    .update(logisticsParcel)
    .set({
      actualWeight: new Decimal(weight).toFixed(3),
      lengthCm: sizes?.[0] ?? null,
      widthCm: sizes?.[1] ?? null,
      heightCm: sizes?.[2] ?? null,
      volumetricWeight: volumetric,
      billableWeight: billableWeight(weight, volumetric, channel.billingIncrement),
      stationCode: station.code,
      inStoreTime: now,
      inStoreBy: operator,
    })
    .where(eq(logisticsParcel.id, parcel.id))
  await recordParcelEvents(tx, [parcel], 'IN_STORE', {
    time: now,
    operator,
    location: station.name,
    timeZone: station.timeZone,
  })
}
