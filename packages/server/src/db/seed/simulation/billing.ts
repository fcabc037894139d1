import { BILL_STATUS, moneyTimes } from '@portico/contract'
import Decimal from 'decimal.js'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { HttpError } from '../../../http/envelope'
import { generateBill, moveBill } from '../../../services/billing/bills'
import { billingMonth } from '../../../services/billing/monthly-job'
import { customerPaymentHooks } from '../../../services/billing/payments'
import { salePlanPricing } from '../../../services/billing/pricing'
import { newId } from '../../../services/shared/ids'
import type { Db } from '../../client'
import { customerBill, customerPayment } from '../../schema'
import type { SimDay } from './clock'
import { SIM_CUSTOMERS } from './orders'

const FINANCE = 'liuyang'

/** The previous month of the day, as the monthly job bills it. */
export const closedMonth = (day: SimDay) => billingMonth(null, day.at(12))

/**
 * The 1st, 02:00: the monthly job's work for the month just closed, one bill per customer (a customer who shipped
 * nothing gets none). The 2nd: finance confirms the bills; the 3rd: sends them.
 */
export async function monthlyBills(db: Db, day: SimDay): Promise<void> {
  if (day.dayOfMonth === 1) {
    const period = closedMonth(day)
    for (const customer of SIM_CUSTOMERS) {
      try {
        await generateBill(db, salePlanPricing, {
          ...period,
          customerId: customer.customerId,
          actor: 'system',
          at: day.at(2),
        })
      } catch (error) {
        if (!(error instanceof HttpError && error.statusCode === 400 && error.message.includes('没有')))
          throw error
      }
    }
  }
  const moves: Record<number, ['confirm' | 'send', string]> = {
    2: ['confirm', BILL_STATUS.DRAFT],
    3: ['send', BILL_STATUS.CONFIRMED],
  }
  const move = moves[day.dayOfMonth]
  if (!move) return
  const bills = await db
    .select({ id: customerBill.id })
    .from(customerBill)
    .where(eq(customerBill.status, move[1]))
    .orderBy(asc(customerBill.billNo))
  for (const [index, bill] of bills.entries())
    await moveBill(db, bill.id, move[0], FINANCE, day.at(10 + index / 60))
}

/** One 支付费用信息 record through its hooks (balance, bill status, number), as the form saves it. */
async function pay(db: Db, values: Record<string, unknown>, at: Date): Promise<void> {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db
    const derived = await customerPaymentHooks.beforeWrite!({
      tx,
      request: {} as FastifyRequest,
      actor: { username: FINANCE, tenantId: 1, customerId: null },
      form: values,
      action: 'add',
      values,
    })
    await tx.insert(customerPayment).values({
      id: newId(),
      ...(values as {
        customerId: number
        payType: string
        amount: string
        currency: string
        method: string
      }),
      ...(derived as { paymentNo: string; balanceEffect: string; balanceAfter: string }),
      payTime: at,
      createBy: FINANCE,
      createTime: at,
    })
  })
}

/**
 * The 8th: each customer tops up its account and pays the bills it was sent; the newest bill of 义乌's customer is
 * disputed instead (a weight it does not agree with), so 账单统计 shows an open amount.
 */
export async function collectPayments(db: Db, day: SimDay, lastMonth: boolean): Promise<void> {
  if (day.dayOfMonth !== 8) return
  const sent = await db
    .select()
    .from(customerBill)
    .where(
      and(
        eq(customerBill.status, BILL_STATUS.SENT),
        inArray(
          customerBill.customerId,
          SIM_CUSTOMERS.map((c) => c.customerId),
        ),
      ),
    )
    .orderBy(asc(customerBill.billNo))
  for (const [index, bill] of sent.entries()) {
    const at = day.at(9 + index / 6)
    if (lastMonth && bill.customerId === 1002) {
      await moveBill(db, bill.id, 'dispute', FINANCE, at)
      continue
    }
    const topUp = new Decimal(bill.totalAmount).dividedBy(1000).ceil().times(1000).toFixed(2)
    await pay(
      db,
      {
        customerId: bill.customerId,
        payType: 'RECHARGE',
        amount: topUp,
        currency: 'CNY',
        method: 'BANK',
        referenceNo: `TT${bill.billNo}`,
      },
      at,
    )
    await pay(
      db,
      {
        customerId: bill.customerId,
        payType: 'BILL',
        amount: moneyTimes(bill.totalAmount, 1),
        currency: 'CNY',
        method: 'BANK',
        billNo: bill.billNo,
      },
      new Date(at.getTime() + 5 * 60_000),
    )
  }
}
