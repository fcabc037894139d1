import { and, eq, gte, lt, type SQL, sql, sum } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { customerBill } from '../../db/schema'
import { chinaDate, chinaDayStart, chinaMonthStart } from '../shared/china-days'

/** A bill's revenue: freight and the other fees; advanced taxes are passed on to the customer, not revenue. */
const billRevenue = sql`${customerBill.freightAmount} + ${customerBill.feeAmount}`

/** Every customer's bills for the platform's staff, a customer's own for its users. */
const ofCustomer = (customerId: number | null): SQL | undefined =>
  customerId === null ? undefined : eq(customerBill.customerId, customerId)

/** Revenue (CNY, exact decimal text) of the bills dated in [from, until) (yyyy-MM-dd, GMT+8). */
async function billedBetween(db: Db, customerId: number | null, from: string, until: string) {
  const [row] = await db
    .select({ total: sum(billRevenue) })
    .from(customerBill)
    .where(and(ofCustomer(customerId), gte(customerBill.billDate, from), lt(customerBill.billDate, until)))
  return row?.total ?? '0.00'
}

/**
 * 本月营收: the revenue of the bills dated this month so far (bills are what the platform charges; the monthly job
 * dates them the 1st for the month before), last month's up to the same day, and the last `days` days' per day.
 */
export async function revenueOfMonth(db: Db, customerId: number | null, now: Date, days = 7) {
  const tomorrow = chinaDate(chinaDayStart(now, -1))
  const monthStart = chinaMonthStart(now)
  const lastMonthStart = chinaMonthStart(now, 1)
  // The same day of last month (its last day when shorter), included.
  const sameDayLastMonth = new Date(lastMonthStart.getTime() + (now.getTime() - monthStart.getTime()))
  const lastMonthUntil =
    sameDayLastMonth < monthStart ? chinaDate(chinaDayStart(sameDayLastMonth, -1)) : chinaDate(monthStart)
  const perDay = await db
    .select({ day: customerBill.billDate, total: sum(billRevenue) })
    .from(customerBill)
    .where(
      and(
        ofCustomer(customerId),
        gte(customerBill.billDate, chinaDate(chinaDayStart(now, days - 1))),
        lt(customerBill.billDate, tomorrow),
      ),
    )
    .groupBy(customerBill.billDate)
  return {
    thisMonth: await billedBetween(db, customerId, chinaDate(monthStart), tomorrow),
    lastMonth: await billedBetween(db, customerId, chinaDate(lastMonthStart), lastMonthUntil),
    perDay: new Map(perDay.map((r) => [r.day, r.total ?? '0.00'])),
  }
}
