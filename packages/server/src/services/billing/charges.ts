import { ADVANCED_TAX_TYPES, moneyTimes, sumMoney } from '@portico/contract'
import { and, asc, eq, gte, lt, notExists, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { customerBillCharge, customsDeduction } from '../../db/schema'
import { newId } from '../shared/ids'
import type { BillPricing } from './pricing'

type ChargeValues = typeof customerBillCharge.$inferInsert

/** Deductions of the customer made in [from, until), on no bill yet: what the month passes on. */
function unbilledDeductions(tx: Db, customerId: number, from: Date, until: Date) {
  return tx
    .select()
    .from(customsDeduction)
    .where(
      and(
        eq(customsDeduction.customerId, customerId),
        gte(customsDeduction.deductTime, from),
        lt(customsDeduction.deductTime, until),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(customerBillCharge)
            .where(eq(customerBillCharge.deductionId, customsDeduction.id)),
        ),
      ),
    )
    .orderBy(asc(customsDeduction.deductTime), asc(customsDeduction.reference))
}

/**
 * The period's deductions as charges of the bill, each converted to CNY at the bill date's rate, or the reasons some
 * cannot be (a currency without a rate): like a parcel, a deduction is never left out silently.
 */
export async function priceCharges(
  tx: Db,
  pricing: BillPricing,
  billId: string,
  period: { customerId: number; from: Date; until: Date; billDate: string },
) {
  const deductions = await unbilledDeductions(tx, period.customerId, period.from, period.until)
  const charges: ChargeValues[] = []
  const errors: { trackingNo: string; reason: string }[] = []
  for (const deduction of deductions) {
    const rate = await pricing.rateToCny(tx, deduction.currency, period.billDate)
    if (!rate.ok) {
      errors.push({ trackingNo: deduction.trackingNo ?? deduction.reference, reason: rate.reason })
      continue
    }
    charges.push({
      id: newId(),
      billId,
      deductionId: deduction.id,
      reference: deduction.reference,
      deductType: deduction.deductType,
      declarationNo: deduction.declarationNo,
      trackingNo: deduction.trackingNo,
      deductTime: deduction.deductTime,
      currency: deduction.currency,
      amount: deduction.amount,
      rate: rate.value,
      amountCny: moneyTimes(deduction.amount, rate.value),
    })
  }
  return { charges, errors }
}

/** The charges' CNY split into advanced taxes and other fees. */
export function chargeTotals(charges: readonly ChargeValues[]) {
  const isTax = (c: ChargeValues) => ADVANCED_TAX_TYPES.includes(c.deductType)
  return {
    taxAmount: sumMoney(charges.filter(isTax).map((c) => c.amountCny)),
    feeAmount: sumMoney(charges.filter((c) => !isTax(c)).map((c) => c.amountCny)),
  }
}

/** The charges of a bill, in the order they were deducted. */
export function billCharges(db: Db, billId: string) {
  return db
    .select()
    .from(customerBillCharge)
    .where(eq(customerBillCharge.billId, billId))
    .orderBy(asc(customerBillCharge.deductTime), asc(customerBillCharge.reference))
}
