import { OUTBOUND_NO_PREFIX, PARCEL_STATUS, sumDecimals } from '@portico/contract'
import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { logisticsBag, logisticsOutBatch, logisticsParcel } from '../../db/schema'
import { badRequest, conflict } from '../../http/envelope'
import { checkParcelAction } from '../logistics/lifecycle-guard'
import { openQuestionPieces } from '../logistics/question-pieces'
import { GUARDED_BAG, GUARDED_OUT_BATCH } from '../logistics/record-lifecycles'
import { recordParcelEvents } from '../logistics/trajectory'
import { newId } from '../shared/ids'
import { lockForAction, moveRecords } from '../shared/status-guard'
import { nextDailyNo } from './numbers'

export type OutBatchRow = typeof logisticsOutBatch.$inferSelect

/** Puts closed bags of one channel into a new outbound batch (待出库). */
export async function createOutBatch(
  db: Db,
  input: { bagIds: string[]; remark?: string | null },
  actor: string,
  at = new Date(),
): Promise<OutBatchRow> {
  const bagIds = [...new Set(input.bagIds)]
  if (bagIds.length === 0) throw badRequest('请选择已封袋的袋')
  return db.transaction(async (tx) => {
    const bags = await lockForAction(tx, GUARDED_BAG, bagIds, 'batch')
    const taken = bags.find((bag) => bag.outBatchId)
    if (taken) throw conflict(`袋 ${taken.bagNo} 已在其他出库批次中`)
    const parcels = await tx
      .select({ id: logisticsParcel.id, trackingNo: logisticsParcel.trackingNo })
      .from(logisticsParcel)
      .where(inArray(logisticsParcel.bagId, bagIds))
    await checkParcelAction(tx, parcels, 'OUT_BATCH')
    const channels = new Set(bags.map((bag) => bag.channelCode))
    if (channels.size > 1)
      throw badRequest(`一个出库批次只能有一个渠道的袋（选中了 ${[...channels].join('、')}）`)
    const now = at
    const id = newId()
    const batchNo = await nextDailyNo(
      tx,
      logisticsOutBatch,
      logisticsOutBatch.batchNo,
      OUTBOUND_NO_PREFIX.outBatch,
      now,
    )
    const [batch] = await tx
      .insert(logisticsOutBatch)
      .values({
        id,
        batchNo,
        channelCode: bags[0]!.channelCode,
        stationCode: bags[0]!.stationCode,
        bagCount: bags.length,
        parcelCount: bags.reduce((sum, bag) => sum + bag.parcelCount, 0),
        grossWeight: sumDecimals(bags.map((bag) => bag.grossWeight)),
        remark: input.remark ?? null,
        createBy: actor,
        createTime: now,
      })
      .returning()
    await tx.update(logisticsBag).set({ outBatchId: id }).where(inArray(logisticsBag.id, bagIds))
    await tx.update(logisticsParcel).set({ outBatchId: id }).where(inArray(logisticsParcel.bagId, bagIds))
    return batch!
  })
}

/**
 * 确认出库: every parcel of the batch leaves the station (OUT_STORE, status 3, outStoreTime), its bags become
 * 已出库. Refused while a parcel has an open 问题件 or is no longer bagged.
 */
export async function confirmOutStore(
  db: Db,
  batchId: string,
  actor: string,
  at = new Date(),
): Promise<OutBatchRow> {
  return db.transaction(async (tx) => {
    const batch = (await lockForAction(tx, GUARDED_OUT_BATCH, [batchId], 'confirm'))[0]!
    const parcels = await tx
      .select({
        id: logisticsParcel.id,
        trackingNo: logisticsParcel.trackingNo,
        status: logisticsParcel.status,
      })
      .from(logisticsParcel)
      .where(eq(logisticsParcel.outBatchId, batchId))
      .for('update')
    const open = await openQuestionPieces(
      tx,
      parcels.map((parcel) => parcel.trackingNo),
    )
    if (open.length > 0)
      throw badRequest(`${[...new Set(open.map((q) => q.waybillNo))].join('、')} 有未处理的问题件，不能出库`)
    const notBagged = parcels.filter((parcel) => parcel.status !== PARCEL_STATUS.bagged)
    if (notBagged.length > 0)
      throw badRequest(`${notBagged.map((p) => p.trackingNo).join('、')} 不是已装袋状态，不能出库`)
    const now = at
    await recordParcelEvents(tx, parcels, 'OUT_STORE', {
      time: now,
      operator: actor,
      location: batch.stationCode,
    })
    await tx
      .update(logisticsParcel)
      .set({ outStoreTime: now, stationCode: null })
      .where(eq(logisticsParcel.outBatchId, batchId))
    const bags = await tx
      .select({ id: logisticsBag.id })
      .from(logisticsBag)
      .where(eq(logisticsBag.outBatchId, batchId))
    const stamp = { updateBy: actor, updateTime: now }
    await moveRecords(
      tx,
      GUARDED_BAG,
      bags.map((bag) => bag.id),
      'dispatch',
      stamp,
    )
    const [done] = await moveRecords(tx, GUARDED_OUT_BATCH, [batchId], 'confirm', {
      outStoreBy: actor,
      outStoreTime: now,
      ...stamp,
    })
    return done!
  })
}

/** A batch's bags, each with its parcels (出库列表 detail). */
export async function outBatchDetail(db: Db, batchId: string) {
  const bags = await db
    .select()
    .from(logisticsBag)
    .where(eq(logisticsBag.outBatchId, batchId))
    .orderBy(logisticsBag.bagNo)
  const parcels = await db
    .select({
      id: logisticsParcel.id,
      bagId: logisticsParcel.bagId,
      trackingNo: logisticsParcel.trackingNo,
      destinationCountry: logisticsParcel.destinationCountry,
      billableWeight: logisticsParcel.billableWeight,
      status: logisticsParcel.status,
    })
    .from(logisticsParcel)
    .where(eq(logisticsParcel.outBatchId, batchId))
    .orderBy(logisticsParcel.trackingNo)
  return bags.map((bag) => ({ ...bag, parcels: parcels.filter((parcel) => parcel.bagId === bag.id) }))
}
