import { PARCEL_STATUS } from '@portico/contract'
import Decimal from 'decimal.js'
import { and, asc, eq, isNull } from 'drizzle-orm'
import { closeBag, openBag, scanIntoBag } from '../../../services/outbound/bags'
import { confirmOutStore, createOutBatch } from '../../../services/outbound/out-batches'
import type { Db } from '../../client'
import { logisticsParcel } from '../../schema'
import type { SimDay } from './clock'

const CLERK = 'lina'
/** A bag is closed once its parcels weigh this much (a postal sack holds about 30 kg). */
const BAG_LIMIT = new Decimal(25)

/**
 * 17:00–18:00: the day's in-store parcels are bagged by channel and station, each channel's bags go into one
 * outbound batch and leave the station. Answers the outbound batches made.
 */
export async function dispatchDay(db: Db, day: SimDay): Promise<string[]> {
  const inStore = await db
    .select({
      trackingNo: logisticsParcel.trackingNo,
      channelCode: logisticsParcel.channelCode,
      stationCode: logisticsParcel.stationCode,
      billableWeight: logisticsParcel.billableWeight,
    })
    .from(logisticsParcel)
    .where(and(eq(logisticsParcel.status, PARCEL_STATUS.inStore), isNull(logisticsParcel.bagId)))
    .orderBy(
      asc(logisticsParcel.channelCode),
      asc(logisticsParcel.inStoreTime),
      asc(logisticsParcel.trackingNo),
    )
  const groups = new Map<string, typeof inStore>()
  for (const parcel of inStore) {
    const key = `${parcel.channelCode}|${parcel.stationCode}`
    groups.set(key, [...(groups.get(key) ?? []), parcel])
  }
  const byChannel = new Map<string, string[]>()
  let minute = 0
  const at = () => day.at(17 + minute++ / 120)
  for (const parcels of groups.values()) {
    const { channelCode, stationCode } = parcels[0]!
    let bag: { id: string } | null = null
    let weight = new Decimal(0)
    const close = async () => {
      if (!bag) return
      await closeBag(db, bag.id, weight.plus('0.35').toFixed(3), CLERK, at())
      byChannel.set(channelCode, [...(byChannel.get(channelCode) ?? []), bag.id])
      bag = null
      weight = new Decimal(0)
    }
    for (const parcel of parcels) {
      const parcelWeight = new Decimal(parcel.billableWeight ?? '0')
      if (bag && weight.plus(parcelWeight).greaterThan(BAG_LIMIT)) await close()
      bag ??= await openBag(db, { channelCode, stationCode }, CLERK, at())
      await scanIntoBag(db, bag.id, parcel.trackingNo, CLERK, null, at())
      weight = weight.plus(parcelWeight)
    }
    await close()
  }
  const batches: string[] = []
  for (const bagIds of byChannel.values()) {
    const batch = await createOutBatch(db, { bagIds }, CLERK, day.at(17.8))
    await confirmOutStore(db, batch.id, CLERK, day.at(18))
    batches.push(batch.id)
  }
  return batches
}
