import { moneyTotal } from '@portico/contract'
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { customsDataBatch, customsDeclaration, logisticsOrder, logisticsParcel } from '../../db/schema'
import { badRequest, conflict } from '../../http/envelope'
import { GUARDED_OUT_BATCH } from '../logistics/record-lifecycles'
import type { ResourceHooks } from '../resources/service'
import { formatDateTime } from '../shared/dates'
import { newId } from '../shared/ids'
import { lockForAction } from '../shared/status-guard'

/** BJ + yyMMdd (GMT+8) + 4-digit sequence of the day; its declarations are QD + the same digits + 4-digit index. */
async function nextDataBatchNo(tx: Db, now: Date): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('customs_data_batch_no'))`)
  const prefix = `BJ${formatDateTime(now)!.slice(2, 10).replaceAll('-', '')}`
  const [row] = await tx
    .select({ last: sql<string | null>`max(${customsDataBatch.batchNo})` })
    .from(customsDataBatch)
    .where(like(customsDataBatch.batchNo, `${prefix}%`))
  const next = row?.last ? Number(row.last.slice(prefix.length)) + 1 : 1
  return `${prefix}${String(next).padStart(4, '0')}`
}

export interface DataBatchInput {
  outBatchIds: string[]
  customsMode: string
  remark?: string | null
}

/**
 * Makes one data batch from out-stored outbound batches of one channel: a declaration per parcel, its order data
 * copied, the waybill filled from the parcel and the payment from the order's platform payment. Refuses batches not
 * out-stored, of several channels or currencies, and parcels already declared — writing nothing.
 */
export async function createDataBatch(
  tx: Db,
  input: DataBatchInput,
  actor: string,
  at = new Date(),
): Promise<{ id: string; batchNo: string; declarationCount: number }> {
  const ids = [...new Set(input.outBatchIds)]
  if (ids.length === 0) throw badRequest('请选择出库批次')
  const batches = (await lockForAction(tx, GUARDED_OUT_BATCH, ids, 'declare')).sort((a, b) =>
    a.batchNo.localeCompare(b.batchNo),
  )
  const channels = [...new Set(batches.map((b) => b.channelCode))]
  if (channels.length > 1) throw conflict(`所选出库批次属于不同渠道（${channels.join('、')}），请分开申报`)

  const parcels = await tx
    .select({ parcel: logisticsParcel, order: logisticsOrder })
    .from(logisticsParcel)
    .leftJoin(logisticsOrder, eq(logisticsOrder.id, logisticsParcel.orderId))
    .where(inArray(logisticsParcel.outBatchId, ids))
    .orderBy(asc(logisticsParcel.trackingNo))
  if (parcels.length === 0) throw conflict('所选出库批次中没有包裹')
  const noOrder = parcels.find((p) => !p.order)
  if (noOrder) throw conflict(`包裹 ${noOrder.parcel.trackingNo} 没有关联订单，不能报关`)
  const currencies = [...new Set(parcels.map((p) => p.order!.currency))]
  if (currencies.length > 1) throw conflict(`订单币种不一致（${currencies.join('、')}），请分开申报`)
  const declared = await tx
    .select({ trackingNo: customsDeclaration.trackingNo })
    .from(customsDeclaration)
    .where(
      inArray(
        customsDeclaration.parcelId,
        parcels.map((p) => p.parcel.id),
      ),
    )
    .limit(1)
  if (declared.length) throw conflict(`包裹 ${declared[0].trackingNo} 已有报关单，不能重复申报`)

  const now = at
  const batchNo = await nextDataBatchNo(tx, now)
  const id = newId()
  const stamp = { createBy: actor, createTime: now }
  await tx.insert(customsDataBatch).values({
    id,
    batchNo,
    outBatchNos: batches.map((b) => b.batchNo).join(','),
    channelCode: channels[0],
    customsMode: input.customsMode,
    declarationCount: parcels.length,
    totalValue: moneyTotal(parcels.map((p) => p.order!.declaredValue)),
    currency: currencies[0],
    remark: input.remark ?? null,
    ...stamp,
  })
  await tx.insert(customsDeclaration).values(
    parcels.map(({ parcel, order }, index) => ({
      id: newId(),
      declarationNo: `QD${batchNo.slice(2)}${String(index + 1).padStart(4, '0')}`,
      dataBatchId: id,
      dataBatchNo: batchNo,
      parcelId: parcel.id,
      trackingNo: parcel.trackingNo,
      orderId: order!.id,
      platformOrderNo: order!.platformOrderNo,
      customerId: parcel.customerId,
      buyerName: order!.buyerName,
      orderAmount: order!.declaredValue,
      currency: order!.currency,
      paymentNo: `${order!.platform}-${order!.platformOrderNo}`,
      paymentAmount: order!.declaredValue,
      payerName: order!.buyerName,
      waybillNo: parcel.trackingNo,
      consigneeName: order!.buyerName,
      customsMode: input.customsMode,
      ...stamp,
    })),
  )
  return { id, batchNo, declarationCount: parcels.length }
}

/** A data batch goes (with its declarations) only while none of them is submitted. */
export const dataBatchHooks: ResourceHooks = {
  async beforeDelete({ tx, rows }) {
    const [sent] = await tx
      .select({ declarationNo: customsDeclaration.declarationNo, batchNo: customsDeclaration.dataBatchNo })
      .from(customsDeclaration)
      .where(
        and(
          inArray(
            customsDeclaration.dataBatchId,
            rows.map((r) => String(r.id)),
          ),
          sql`${customsDeclaration.status} <> '0'`,
        ),
      )
      .limit(1)
    if (sent) throw conflict(`批次 ${sent.batchNo} 的报关单 ${sent.declarationNo} 已申报，不能删除`)
  },
}
