import {
  BILL_TRANSITIONS,
  type BillTransition,
  billTransitionProblem,
  moneyTimes,
  sumMoney,
} from '@portico/contract'
import { and, asc, eq, gte, inArray, lt, lte, notExists, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { customerBill, customerBillLine, customerProfile, logisticsParcel } from '../../db/schema'
import { badRequest, conflict, HttpError, notFound } from '../../http/envelope'
import { newId } from '../shared/ids'
import { chinaDay, nextDailyNo } from './numbers'
import { isIsoDate, periodRange } from './period'
import type { BillParcel, BillPricing } from './pricing'
import { taxesAdvanced } from './taxes'

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

/** Shipped parcels of the customer, out-stored in [from, until), not on any bill yet. */
function billableParcels(tx: Db, customerId: number, from: Date, until: Date): Promise<BillParcel[]> {
  return tx
    .select()
    .from(logisticsParcel)
    .where(
      and(
        eq(logisticsParcel.customerId, customerId),
        sql`cast(${logisticsParcel.status} as integer) >= 3`,
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
  const taxes = await taxesAdvanced(
    tx,
    parcels.map((p) => p.id),
  )
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
    const taxCny = taxes.get(parcel.id) ?? '0.00'
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
      taxCny,
      amountCny: sumMoney([subtotalCny, taxCny]),
    })
  }
  return { lines, errors }
}

/**
 * 生成账单: one draft bill of the customer's parcels shipped in the period, one line per parcel priced at its sale
 * plan and converted to CNY at the bill date's rate. Refused when the customer already has a bill overlapping the
 * period, when nothing is to be billed, or when any parcel cannot be priced (the answer lists them): a bill never
 * leaves out a parcel silently. The unique parcel line index is the last guard against billing a parcel twice.
 */
export async function generateBill(db: Db, pricing: BillPricing, request: GenerateRequest) {
  const { from, until, billDate } = checkedPeriod(request)
  const { customerId, periodStart, periodEnd } = request
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`customer_bill:${customerId}`}))`)
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
    if (parcels.length === 0) throw badRequest('该客户在该期间没有已出库、未出账的包裹')
    const billId = newId()
    const { lines, errors } = await priceLines(tx, pricing, billId, parcels, billDate)
    if (errors.length)
      throw new HttpError(400, `有${errors.length}个包裹无法计价，未生成账单`, { unpriced: errors })
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
        taxAmount: sumMoney(lines.map((l) => l.taxCny)),
        totalAmount: sumMoney(lines.map((l) => l.amountCny)),
        status: '0',
        createBy: request.actor,
        createTime: now,
      })
      .returning()
    await tx.insert(customerBillLine).values(lines)
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
    const [bill] = await tx.select().from(customerBill).where(eq(customerBill.id, id)).for('update')
    if (!bill) throw notFound('账单不存在')
    const problem = billTransitionProblem(action, bill.status)
    if (problem) throw conflict(problem)
    const [moved] = await tx
      .update(customerBill)
      .set({
        status: BILL_TRANSITIONS[action].to,
        updateBy: actor,
        updateTime: at,
        version: sql`${customerBill.version} + 1`,
      })
      .where(eq(customerBill.id, id))
      .returning()
    return moved
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
