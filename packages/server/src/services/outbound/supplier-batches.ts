import {
  OUTBOUND_NO_PREFIX,
  type SupplierBatchStep,
  sumDecimals,
  supplierBatchActionTo,
} from '@portico/contract'
import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { logisticsOutBatch, logisticsParcel, logisticsSupplierBatch } from '../../db/schema'
import { badRequest, conflict } from '../../http/envelope'
import { GUARDED_OUT_BATCH, GUARDED_SUPPLIER_BATCH } from '../logistics/record-lifecycles'
import { recordParcelEvents } from '../logistics/trajectory'
import { parseChinaDateTime } from '../shared/dates'
import { newId } from '../shared/ids'
import { lockForAction, moveRecords } from '../shared/status-guard'
import { type LineHaulPartners, partnersOfStep } from './line-haul-partners'
import { nextDailyNo } from './numbers'

export type SupplierBatchRow = typeof logisticsSupplierBatch.$inferSelect

export interface SupplierBatchInput {
  outBatchIds: string[]
  transportNo: string
  carrier: string
  transportMode: string
  departurePort: string
  destinationPort: string
  destinationCountry: string
  departureTime?: string | null
  eta?: string | null
  remark?: string | null
}

/** A time as JeecgBoot sends it: `yyyy-MM-dd HH:mm:ss` in the platform's zone (Asia/Shanghai). */
const optionalDate = (text: string | null | undefined, label: string): Date | null => {
  if (!text) return null
  const date = parseChinaDateTime(text)
  if (!date) throw badRequest(`${label}格式不正确，应为 yyyy-MM-dd HH:mm:ss`)
  return date
}

/** A line-haul batch over out-stored (已出库) outbound batches of one channel, not yet carried by another. */
export async function createSupplierBatch(
  db: Db,
  input: SupplierBatchInput,
  actor: string,
  at = new Date(),
): Promise<SupplierBatchRow> {
  const ids = [...new Set(input.outBatchIds)]
  if (ids.length === 0) throw badRequest('请选择出库批次')
  const departureTime = optionalDate(input.departureTime, '起飞/开航时间')
  const eta = optionalDate(input.eta, '预计到达时间')
  if (departureTime && eta && eta < departureTime) throw badRequest('预计到达时间不能早于起飞/开航时间')
  return db.transaction(async (tx) => {
    const batches = await lockForAction(tx, GUARDED_OUT_BATCH, ids, 'carry')
    const carried = batches.find((batch) => batch.supplierBatchId)
    if (carried) throw conflict(`出库批次 ${carried.batchNo} 已在其他供应商批次中`)
    const channels = new Set(batches.map((batch) => batch.channelCode))
    if (channels.size > 1)
      throw badRequest(`一个供应商批次只能有一个渠道（选中了 ${[...channels].join('、')}）`)
    const now = at
    const id = newId()
    const batchNo = await nextDailyNo(
      tx,
      logisticsSupplierBatch,
      logisticsSupplierBatch.batchNo,
      OUTBOUND_NO_PREFIX.supplierBatch,
      now,
    )
    const [created] = await tx
      .insert(logisticsSupplierBatch)
      .values({
        id,
        batchNo,
        channelCode: batches[0]!.channelCode,
        transportNo: input.transportNo.trim(),
        carrier: input.carrier.trim(),
        transportMode: input.transportMode,
        departurePort: input.departurePort.trim().toUpperCase(),
        destinationPort: input.destinationPort.trim().toUpperCase(),
        destinationCountry: input.destinationCountry,
        departureTime,
        eta,
        outBatchCount: batches.length,
        bagCount: batches.reduce((sum, batch) => sum + batch.bagCount, 0),
        parcelCount: batches.reduce((sum, batch) => sum + batch.parcelCount, 0),
        grossWeight: sumDecimals(batches.map((batch) => batch.grossWeight)),
        steps: JSON.stringify([
          {
            status: '0',
            time: now.toISOString(),
            timeZone: 'Asia/Shanghai',
            location: null,
            operator: actor,
          },
        ] satisfies SupplierBatchStep[]),
        remark: input.remark ?? null,
        createBy: actor,
        createTime: now,
      })
      .returning()
    await tx.update(logisticsOutBatch).set({ supplierBatchId: id }).where(inArray(logisticsOutBatch.id, ids))
    return created!
  })
}

const wholeSeconds = (date: Date) => Math.floor(date.getTime() / 1000)

export interface StepInput extends LineHaulPartners {
  /** The status to move to: exactly the next one. */
  status: string
  time?: string | null
  timeZone?: string | null
  location?: string | null
}

/**
 * Moves a line-haul batch one step forward and writes the step's event for every parcel in it, in one transaction
 * (one insert per 5,000 parcels, not one per parcel). Skipping a step or going back is refused. Arrival names the
 * overseas agent taking the batch over, clearance the local agent, car and driver picking it up (`partnersOfStep`).
 */
export async function stepSupplierBatch(
  db: Db,
  id: string,
  input: StepInput,
  actor: string,
): Promise<SupplierBatchRow> {
  const action = supplierBatchActionTo(input.status)
  if (!action) throw badRequest('无效的批次状态')
  const time = optionalDate(input.time, '时间') ?? new Date()
  if (time.getTime() > Date.now() + 5 * 60_000) throw badRequest('时间不能晚于现在')
  const timeZone = input.timeZone?.trim() || 'Asia/Shanghai'
  if (!isTimeZone(timeZone)) throw badRequest(`时区「${timeZone}」无效`)
  return db.transaction(async (tx) => {
    const batch = (await lockForAction(tx, GUARDED_SUPPLIER_BATCH, [id], action))[0]!
    const steps = JSON.parse(batch.steps) as SupplierBatchStep[]
    const last = steps.at(-1)
    // Step times are entered to the second, so a step taken within the second of the one before is not earlier.
    if (last && wholeSeconds(time) < wholeSeconds(new Date(last.time)))
      throw badRequest('步骤时间不能早于上一步')
    const partners = await partnersOfStep(tx, batch, action, input)
    const parcels = await tx
      .select({ id: logisticsParcel.id, trackingNo: logisticsParcel.trackingNo })
      .from(logisticsParcel)
      .innerJoin(logisticsOutBatch, eq(logisticsOutBatch.id, logisticsParcel.outBatchId))
      .where(eq(logisticsOutBatch.supplierBatchId, id))
    const location = input.location?.trim() || null
    await recordParcelEvents(tx, parcels, action, { time, timeZone, location, operator: actor })
    if (action === 'DELIVERED')
      await tx
        .update(logisticsParcel)
        .set({ deliveredTime: time })
        .where(
          inArray(
            logisticsParcel.outBatchId,
            tx
              .select({ id: logisticsOutBatch.id })
              .from(logisticsOutBatch)
              .where(eq(logisticsOutBatch.supplierBatchId, id)),
          ),
        )
    steps.push({ status: input.status, time: time.toISOString(), timeZone, location, operator: actor })
    const [moved] = await moveRecords(tx, GUARDED_SUPPLIER_BATCH, [id], action, {
      ...partners,
      steps: JSON.stringify(steps),
      departureTime: action === 'DEPARTED' ? time : batch.departureTime,
      updateBy: actor,
      updateTime: time,
    })
    return moved!
  })
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}
