import {
  nextParcelState,
  OUTBOUND_NO_PREFIX,
  PARCEL_STATUS,
  sumDecimals,
  weightProblem,
} from '@portico/contract'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { logisticsBag, logisticsChannel, logisticsParcel } from '../../db/schema'
import { badRequest, conflict } from '../../http/envelope'
import { openQuestionPieces } from '../logistics/question-pieces'
import { GUARDED_BAG } from '../logistics/record-lifecycles'
import { recordParcelEvents } from '../logistics/trajectory'
import { newId } from '../shared/ids'
import { lockForAction, moveRecords } from '../shared/status-guard'
import { nextDailyNo } from './numbers'

export type BagRow = typeof logisticsBag.$inferSelect

/** The heaviest bag a clerk may close (kg): a postal bag (M-bag / sack) holds up to about 30 kg. */
export const MAX_BAG_WEIGHT = '50'

/** Opens a bag for a channel (启用 channels only), numbered BG + yyMMdd + sequence. */
export async function openBag(
  db: Db,
  input: { channelCode: string; stationCode?: string | null },
  actor: string,
  at = new Date(),
): Promise<BagRow> {
  const [channel] = await db
    .select({ status: logisticsChannel.status })
    .from(logisticsChannel)
    .where(eq(logisticsChannel.code, input.channelCode))
  if (!channel) throw badRequest(`渠道「${input.channelCode}」不存在`)
  if (channel.status !== '1') throw badRequest(`渠道「${input.channelCode}」已停用，不能开袋`)
  return db.transaction(async (tx) => {
    const now = at
    const bagNo = await nextDailyNo(tx, logisticsBag, logisticsBag.bagNo, OUTBOUND_NO_PREFIX.bag, now)
    const [bag] = await tx
      .insert(logisticsBag)
      .values({
        id: newId(),
        bagNo,
        channelCode: input.channelCode,
        stationCode: input.stationCode ?? null,
        createBy: actor,
        createTime: now,
      })
      .returning()
    return bag!
  })
}

export interface ScanResult {
  bag: BagRow
  parcel: { id: string; trackingNo: string; billableWeight: string | null }
}

/**
 * Scans a parcel into an open bag: refused (with the reason) when the parcel is unknown, of another channel, already
 * in a bag, not in store, or has an open 问题件. Bagging writes its BAGGED event and adds to the bag's totals.
 */
export async function scanIntoBag(
  db: Db,
  bagId: string,
  trackingNo: string,
  actor: string,
  customerId: number | null,
  at = new Date(),
): Promise<ScanResult> {
  const number = trackingNo.trim().toUpperCase()
  if (number === '') throw badRequest('请扫描运单号')
  return db.transaction(async (tx) => {
    const bag = (await lockForAction(tx, GUARDED_BAG, [bagId], 'scan'))[0]!
    const [parcel] = await tx
      .select()
      .from(logisticsParcel)
      .where(
        and(
          eq(logisticsParcel.trackingNo, number),
          customerId === null ? undefined : eq(logisticsParcel.customerId, customerId),
        ),
      )
      .for('update')
    if (!parcel) throw badRequest(`运单号 ${number} 不存在`)
    if (parcel.bagId === bag.id) throw conflict(`${number} 已在本袋中`)
    if (parcel.bagId) {
      const [other] = await tx
        .select({ bagNo: logisticsBag.bagNo })
        .from(logisticsBag)
        .where(eq(logisticsBag.id, parcel.bagId))
      throw conflict(`${number} 已装入袋 ${other?.bagNo ?? parcel.bagId}，不能重复装袋`)
    }
    if (parcel.channelCode !== bag.channelCode)
      throw badRequest(`${number} 属于渠道 ${parcel.channelCode}，不能装入渠道 ${bag.channelCode} 的袋`)
    const refused = nextParcelState(parcel.status, 'BAGGED', parcel.heldFromStatus).refused
    // A held parcel's reason is its 问题件, not its status.
    if (refused && parcel.status !== PARCEL_STATUS.onHold) throw badRequest(`${number} ${refused}`)
    if ((await openQuestionPieces(tx, [number])).length > 0)
      throw badRequest(`${number} 有未处理的问题件，处理后才能出库`)
    if (refused) throw badRequest(`${number} ${refused}`)

    const weight = parcel.billableWeight ?? parcel.actualWeight ?? '0'
    await tx.update(logisticsParcel).set({ bagId: bag.id }).where(eq(logisticsParcel.id, parcel.id))
    await recordParcelEvents(tx, [parcel], 'BAGGED', {
      time: at,
      operator: actor,
      location: bag.stationCode,
      descriptionCn: `包裹已装袋（袋号 ${bag.bagNo}）`,
      descriptionEn: `Bagged for dispatch (bag ${bag.bagNo})`,
    })
    const [updated] = await tx
      .update(logisticsBag)
      .set({
        parcelCount: sql`${logisticsBag.parcelCount} + 1`,
        parcelWeight: sumDecimals([bag.parcelWeight, weight]),
        updateBy: actor,
        updateTime: at,
        version: sql`${logisticsBag.version} + 1`,
      })
      .where(eq(logisticsBag.id, bag.id))
      .returning()
    return {
      bag: updated!,
      parcel: { id: parcel.id, trackingNo: parcel.trackingNo, billableWeight: parcel.billableWeight },
    }
  })
}

/** Closes (封袋) an open bag holding at least one parcel, with its weighed gross weight in kg. */
export async function closeBag(
  db: Db,
  bagId: string,
  grossWeight: string,
  actor: string,
  at = new Date(),
): Promise<BagRow> {
  const problem = weightProblem(grossWeight, MAX_BAG_WEIGHT)
  if (problem) throw badRequest(`袋重：${problem}`)
  return db.transaction(async (tx) => {
    const bag = (await lockForAction(tx, GUARDED_BAG, [bagId], 'close'))[0]!
    if (bag.parcelCount === 0) throw badRequest(`袋 ${bag.bagNo} 还没有包裹，不能封袋`)
    const [closed] = await moveRecords(tx, GUARDED_BAG, [bagId], 'close', {
      grossWeight: sumDecimals([grossWeight.trim()]),
      closeBy: actor,
      closeTime: at,
      updateBy: actor,
      updateTime: at,
    })
    return closed!
  })
}

/** The parcels of a bag, in scan order. */
export async function bagParcels(db: Db, bagId: string) {
  return db
    .select({
      id: logisticsParcel.id,
      trackingNo: logisticsParcel.trackingNo,
      customerId: logisticsParcel.customerId,
      destinationCountry: logisticsParcel.destinationCountry,
      billableWeight: logisticsParcel.billableWeight,
      status: logisticsParcel.status,
    })
    .from(logisticsParcel)
    .where(eq(logisticsParcel.bagId, bagId))
    .orderBy(logisticsParcel.updateTime)
}
