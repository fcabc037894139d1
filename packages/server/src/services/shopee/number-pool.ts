import { PARCEL_STATUS, s10Number } from '@portico/contract'
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { channelNumberPool, logisticsParcel, parcelEvent } from '../../db/schema'
import { badRequest, conflict } from '../../http/envelope'
import { recordParcelEvents } from '../logistics/trajectory'

type PoolRow = typeof channelNumberPool.$inferSelect

const listNumbers = (pool: PoolRow) =>
  (pool.numbers ?? '')
    .split(/[\s,]+/)
    .map((n) => n.trim().toUpperCase())
    .filter(Boolean)

/** Numbers a pool can still issue. */
export function poolRemaining(pool: PoolRow): number {
  if (pool.kind === 'LIST') return Math.max(0, listNumbers(pool).length - pool.nextIndex)
  if (pool.nextSerial === null || pool.serialEnd === null) return 0
  return Math.max(0, pool.serialEnd - pool.nextSerial + 1)
}

/**
 * Takes `count` numbers from the channel's active pools, oldest pool first, inside the caller's transaction. The
 * pools' rows are locked (FOR UPDATE) until it commits, so two concurrent takers never get the same number.
 */
export async function takeNumbers(tx: Db, channelCode: string, count: number): Promise<string[]> {
  const pools = await tx
    .select()
    .from(channelNumberPool)
    .where(and(eq(channelNumberPool.channelCode, channelCode), eq(channelNumberPool.status, '1')))
    .orderBy(asc(channelNumberPool.createTime), asc(channelNumberPool.id))
    .for('update')
  const available = pools.reduce((sum, pool) => sum + poolRemaining(pool), 0)
  if (available < count)
    throw conflict(`渠道 ${channelCode} 的单号池余量不足：需要 ${count} 个，剩余 ${available} 个`)
  const numbers: string[] = []
  for (const pool of pools) {
    const take = Math.min(poolRemaining(pool), count - numbers.length)
    if (take === 0) continue
    if (pool.kind === 'LIST') {
      numbers.push(...listNumbers(pool).slice(pool.nextIndex, pool.nextIndex + take))
      await tx
        .update(channelNumberPool)
        .set({ nextIndex: pool.nextIndex + take })
        .where(eq(channelNumberPool.id, pool.id))
    } else {
      for (let i = 0; i < take; i++)
        numbers.push(s10Number(pool.servicePrefix!, pool.nextSerial! + i, pool.originCountry))
      await tx
        .update(channelNumberPool)
        .set({ nextSerial: pool.nextSerial! + take })
        .where(eq(channelNumberPool.id, pool.id))
    }
    if (numbers.length === count) break
  }
  return numbers
}

/**
 * 分配单号: gives each selected parcel (not yet in store, still on the platform's number) a number from its
 * channel's pool. The platform's number is kept in `platformTrackingNo`; the parcel's earlier events follow the new
 * number; a TRACKING_ASSIGNED event is written. All or nothing.
 */
export async function assignTrackingNumbers(
  db: Db,
  parcelIds: string[],
  actor: string,
  customerId: number | null,
): Promise<{ id: string; trackingNo: string; platformTrackingNo: string | null }[]> {
  const ids = [...new Set(parcelIds)]
  if (ids.length === 0) throw badRequest('请选择包裹')
  if (ids.length > 1000) throw badRequest('一次最多分配1000个包裹')
  return db.transaction(async (tx) => {
    const parcels = await tx
      .select()
      .from(logisticsParcel)
      .where(
        and(
          inArray(logisticsParcel.id, ids),
          customerId === null ? undefined : eq(logisticsParcel.customerId, customerId),
        ),
      )
      .orderBy(asc(logisticsParcel.createTime), asc(logisticsParcel.id))
      .for('update')
    if (parcels.length !== ids.length) throw badRequest('有包裹不存在，请刷新后重试')
    const assigned = parcels.filter((parcel) => parcel.trackingAssignedTime !== null)
    if (assigned.length > 0) throw conflict(`${assigned.map((p) => p.trackingNo).join('、')} 已分配过单号`)
    const late = parcels.filter((parcel) => parcel.status !== PARCEL_STATUS.ordered)
    if (late.length > 0) throw conflict(`${late.map((p) => p.trackingNo).join('、')} 已入库，不能再分配单号`)
    const byChannel = new Map<string, typeof parcels>()
    for (const parcel of parcels)
      byChannel.set(parcel.channelCode, [...(byChannel.get(parcel.channelCode) ?? []), parcel])
    const now = new Date()
    const result: { id: string; trackingNo: string; platformTrackingNo: string | null }[] = []
    for (const [channelCode, group] of byChannel) {
      const numbers = await takeNumbers(tx, channelCode, group.length)
      for (const [i, parcel] of group.entries()) {
        const trackingNo = numbers[i]!
        const platformTrackingNo = parcel.platformTrackingNo ?? parcel.trackingNo
        await tx
          .update(logisticsParcel)
          .set({ trackingNo, platformTrackingNo, trackingAssignedTime: now })
          .where(eq(logisticsParcel.id, parcel.id))
        await tx.update(parcelEvent).set({ trackingNo }).where(eq(parcelEvent.parcelId, parcel.id))
        result.push({ id: parcel.id, trackingNo, platformTrackingNo })
      }
      await recordParcelEvents(
        tx,
        group.map((parcel, i) => ({ id: parcel.id, trackingNo: numbers[i]! })),
        'TRACKING_ASSIGNED',
        { time: now, operator: actor },
      )
    }
    return result
  })
}

/** Parcels waiting for a number from the pool (Shopee工具 分配单号 tab). */
export const awaitingNumber = and(
  isNull(logisticsParcel.trackingAssignedTime),
  eq(logisticsParcel.status, PARCEL_STATUS.ordered),
)
