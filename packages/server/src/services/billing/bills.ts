import {
  BILL_STATUS,
  type BillTransition,
  moneyTimes,
  PARCEL_BILLABLE_STATES,
  sumMoney,
} from '@portico/contract'
import { and, asc, eq, gte, inArray, lt, lte, notExists, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  customerBill,
  customerBillCharge,
  customerBillLine,
  customerProfile,
  logisticsParcel,
} from '../../db/schema'
import { badRequest, conflict, HttpError, notFound } from '../../http/envelope'
import { isUniqueViolation } from '../../http/errors'
import { queueBillIssuedWebhook } from '../partner/record-webhooks'
import { newId } from '../shared/ids'
import { moveRecordsFrom } from '../shared/status-guard'
import { chargeTotals, priceCharges } from './charges'
import { GUARDED_BILL } from './guarded-bill'
import { chinaDay, nextDailyNo } from './numbers'
import { isIsoDate, periodRange } from './period'
import type { BillParcel, BillPricing } from './pricing'

export interface GenerateRequest {
  customerId: number
  /** yyyy-MM-dd, inclusive, China time. */
  periodStart: string
  periodEnd: string
  /** The date whose rates convert the lines (default: today, China time). */
  billDate?: string
  actor: string
  /** When the bill is made (default now). */
  at?: Date
}

export interface GenerationError {
  trackingNo: string
  reason: string
}

type LineValues = typeof customerBillLine.$inferInsert

const isoDay = (now: Date) => chinaDay(now).replace(/^(\d{4})(\d{2})(\d{2})$/, '$1-$2-$3')

function checkedPeriod(request: GenerateRequest) {
  const { from, until } = periodRange(request.periodStart, request.periodEnd)
  const billDate = request.billDate ?? isoDay(request.at ?? new Date())
  if (!isIsoDate(billDate)) throw badRequest('出账日期无效')
  return { from, until, billDate }
}

/**
 * Billable parcels of the customer (lifecycle: shipped, not held, customs-returned, returned or destroyed),
 * out-stored in [from, until), not on any bill yet.
 */
function billableParcels(tx: Db, customerId: number, from: Date, until: Date): Promise<BillParcel[]> {
  return tx
    .select()
    .from(logisticsParcel)
    .where(
      and(
        eq(logisticsParcel.customerId, customerId),
        inArray(logisticsParcel.status, [...PARCEL_BILLABLE_STATES]),
        gte(logisticsParcel.outStoreTime, from),
        lt(logisticsParcel.outStoreTime, until),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(customerBillLine)
            .where(eq(customerBillLine.parcelId, logisticsParcel.id)),
        ),
      ),
    )
    .orderBy(asc(logisticsParcel.outStoreTime), asc(logisticsParcel.trackingNo))
}

/** Each parcel priced into a line, or the reasons some cannot be. */
async function priceLines(
  tx: Db,
  pricing: BillPricing,
  billId: string,
  parcels: BillParcel[],
  billDate: string,
): Promise<{ lines: LineValues[]; errors: GenerationError[] }> {
  const lines: LineValues[] = []
  const errors: GenerationError[] = []
  for (const parcel of parcels) {
    if (!parcel.billableWeight) {
      errors.push({ trackingNo: parcel.trackingNo, reason: '没有计费重量' })
      continue
    }
    const quote = await pricing.quote(tx, parcel, billDate)
    if (!quote.ok) {
      errors.push({ trackingNo: parcel.trackingNo, reason: quote.reason })
      continue
    }
    const rate = await pricing.rateToCny(tx, quote.value.currency, billDate)
    if (!rate.ok) {
      errors.push({ trackingNo: parcel.trackingNo, reason: rate.reason })
      continue
    }
    const { currency, freight, registrationFee, surcharge } = quote.value
    const subtotal = sumMoney([freight, registrationFee, surcharge])
    const subtotalCny = moneyTimes(subtotal, rate.value)
    lines.push({
      id: newId(),
      billId,
      parcelId: parcel.id,
      trackingNo: parcel.trackingNo,
      channelCode: parcel.channelCode,
      destinationCountry: parcel.destinationCountry,
      outStoreTime: parcel.outStoreTime!,
      billableWeight: parcel.billableWeight,
      currency,
      freight,
      registrationFee,
      surcharge,
      subtotal,
      rate: rate.value,
      subtotalCny,
      amountCny: subtotalCny,
    })
  }
  return { lines, errors }
}

/**
 * Runs a bill's generation for the customer in one transaction, one at a time per customer across instances (an
 * advisory lock: the second sees the first's bill and is refused); a unique index caught anyway (a bill, a parcel
 * line or a deduction already taken) is the same refusal, never a failure.
 */
async function billOnce<T>(db: Db, customerId: number, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`customer_bill:${customerId}`}))`)
      return work(tx)
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('该客户该期间已出账（另一处刚刚生成），请刷新后查看')
    throw error
  }
}

/**
 * 生成账单: one draft bill of the customer's parcels shipped in the period, one line per parcel priced at its sale
 * plan and converted to CNY at the bill date's rate, plus one charge per customs deduction (扣款信息) made in the
 * period (advanced taxes and fees passed on, converted the same way). Refused when the customer already has a bill
 * overlapping the period, when nothing is to be billed, or when any parcel or deduction cannot be priced (the answer
 * lists them): a bill never leaves anything out silently. The unique parcel and deduction indexes are the last guard
 * against billing either twice.
 */
export async function generateBill(db: Db, pricing: BillPricing, request: GenerateRequest) {
  const { from, until, billDate } = checkedPeriod(request)
  const { customerId, periodStart, periodEnd } = request
  return billOnce(db, customerId, async (tx) => {
    const [profile] = await tx
      .select({ id: customerProfile.id })
      .from(customerProfile)
      .where(eq(customerProfile.customerId, customerId))
    if (!profile) throw badRequest('客户不存在')
    const [overlapping] = await tx
      .select({ billNo: customerBill.billNo })
      .from(customerBill)
      .where(
        and(
          eq(customerBill.customerId, customerId),
          lte(customerBill.periodStart, periodEnd),
          gte(customerBill.periodEnd, periodStart),
        ),
      )
      .limit(1)
    if (overlapping) throw conflict(`该客户该期间已出账（账单 ${overlapping.billNo}）`)
    const parcels = await billableParcels(tx, customerId, from, until)
    const billId = newId()
    const { lines, errors: lineErrors } = await priceLines(tx, pricing, billId, parcels, billDate)
    const period = { customerId, from, until, billDate }
    const { charges, errors: chargeErrors } = await priceCharges(tx, pricing, billId, period)
    if (lines.length === 0 && charges.length === 0 && lineErrors.length + chargeErrors.length === 0)
      throw badRequest('该客户在该期间没有已出库、未出账的包裹，也没有扣款')
    const errors = [...lineErrors, ...chargeErrors]
    if (errors.length) {
      const what = [
        lineErrors.length ? `${lineErrors.length}个包裹无法计价` : '',
        chargeErrors.length ? `${chargeErrors.length}笔扣款无法折算人民币` : '',
      ]
      throw new HttpError(400, `有${what.filter(Boolean).join('，')}，未生成账单`, { unpriced: errors })
    }
    const freightAmount = sumMoney(lines.map((l) => l.amountCny))
    const { taxAmount, feeAmount } = chargeTotals(charges)
    const amounts = {
      freightAmount,
      taxAmount,
      feeAmount,
      totalAmount: sumMoney([freightAmount, taxAmount, feeAmount]),
    }
    const now = request.at ?? new Date()
    const [bill] = await tx
      .insert(customerBill)
      .values({
        id: billId,
        billNo: await nextDailyNo(tx, customerBill, customerBill.billNo, 'ZD', now),
        customerId,
        periodStart,
        periodEnd,
        billDate,
        parcelCount: lines.length,
        ...amounts,
        status: '0',
        createBy: request.actor,
        createTime: now,
      })
      .returning()
    if (lines.length) await tx.insert(customerBillLine).values(lines)
    if (charges.length) await tx.insert(customerBillCharge).values(charges)
    return bill
  })
}

/** The lines of a bill, in the order they were shipped. */
export function billLines(db: Db, billId: string) {
  return db
    .select()
    .from(customerBillLine)
    .where(eq(customerBillLine.billId, billId))
    .orderBy(asc(customerBillLine.outStoreTime), asc(customerBillLine.trackingNo))
}

/** A bill the request may see (a customer's user: only its own), else 404. */
export async function visibleBill(db: Db, id: string, customerId: number | null) {
  const [bill] = await db
    .select()
    .from(customerBill)
    .where(
      and(eq(customerBill.id, id), customerId === null ? undefined : eq(customerBill.customerId, customerId)),
    )
  if (!bill) throw notFound('账单不存在')
  return bill
}

/** A status button: refused (409) unless the bill is in one of the statuses the action starts from. */
export async function moveBill(db: Db, id: string, action: BillTransition, actor: string, at = new Date()) {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db
    const { before, moved } = await moveRecordsFrom(tx, GUARDED_BILL, [id], action, {
      updateBy: actor,
      updateTime: at,
    })
    // Confirmed from draft: the bill is issued to the customer, whose system may now read it.
    if (before[0]!.status === BILL_STATUS.DRAFT && action === 'confirm')
      await queueBillIssuedWebhook(tx, id, at)
    return moved[0]
  })
}

/** Only a draft bill may be deleted (its parcels become billable again). */
export async function refuseDeletingFinalBills(tx: Db, ids: string[]) {
  const bills = await tx
    .select({ billNo: customerBill.billNo, status: customerBill.status })
    .from(customerBill)
    .where(inArray(customerBill.id, ids))
  const final = bills.filter((b) => b.status !== '0')
  if (final.length) throw conflict(`只能删除草稿账单：${final.map((b) => b.billNo).join('、')}`)
}
