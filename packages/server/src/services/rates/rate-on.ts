import { and, desc, eq, lte } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { currencyRate } from '../../db/schema'
import { badRequest } from '../../http/envelope'

/** The base currency: every rate is CNY per unit. */
export const BASE_CURRENCY = 'CNY'

/**
 * CNY per unit of `currencyCode` on `date` (`yyyy-MM-dd`): the latest rate whose effective date is on or before it.
 * No such rate is a 400 naming the currency and the date.
 */
export async function rateOn(tx: Db, currencyCode: string, date: string): Promise<string> {
  if (currencyCode === BASE_CURRENCY) return '1'
  const [row] = await tx
    .select({ rate: currencyRate.rate })
    .from(currencyRate)
    .where(and(eq(currencyRate.currencyCode, currencyCode), lte(currencyRate.effectiveDate, date)))
    .orderBy(desc(currencyRate.effectiveDate))
    .limit(1)
  if (!row) throw badRequest(`${currencyCode} 在 ${date} 没有汇率`)
  return row.rate
}
