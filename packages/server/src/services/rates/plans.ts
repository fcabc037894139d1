import {
  type BandPriceKind,
  type ParcelMeasure,
  type PlanQuote,
  PricingError,
  type PricingMode,
  quoteParcel,
  type RateTable,
} from '@portico/contract'
import { and, asc, eq, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { logisticsChannel, ratePlan, ratePlanBand } from '../../db/schema'
import { badRequest } from '../../http/envelope'
import { rateOn } from './rate-on'

export type PlanKind = 'cost' | 'sale'
export type RatePlanRow = typeof ratePlan.$inferSelect

/** Where a parcel goes and for whom: the plan that applies is found from these. */
export interface PlanTarget {
  kind: PlanKind
  channelCode: string
  country: string
  /** The customer's tenant id (sale plans). */
  customerId?: number | null
  /** `yyyy-MM-dd`: the plan must be valid on it. */
  date: string
}

/** SQL: the plan's zone (comma-separated countries) holds `country`. */
export const zoneHolds = (country: string): SQL =>
  sql`(',' || ${ratePlan.zoneCountries} || ',') like ${`%,${country},%`}`

/** The enabled plan valid on the date for the kind, channel, country (and customer); none → undefined. */
export async function findPlan(db: Db, target: PlanTarget): Promise<RatePlanRow | undefined> {
  const [row] = await db
    .select()
    .from(ratePlan)
    .where(
      and(
        eq(ratePlan.planKind, target.kind),
        eq(ratePlan.channelCode, target.channelCode),
        target.kind === 'sale' && target.customerId != null
          ? eq(ratePlan.customerId, target.customerId)
          : isNull(ratePlan.customerId),
        eq(ratePlan.status, '1'),
        zoneHolds(target.country),
        lte(ratePlan.validFrom, target.date),
        or(isNull(ratePlan.validTo), gte(ratePlan.validTo, target.date)),
      ),
    )
    .orderBy(asc(ratePlan.validFrom))
    .limit(1)
  return row
}

/** A plan row and its bands as the pricing function takes them. */
export async function rateTableOf(db: Db, plan: RatePlanRow): Promise<RateTable> {
  const bands = await db
    .select()
    .from(ratePlanBand)
    .where(eq(ratePlanBand.planId, plan.id))
    .orderBy(asc(ratePlanBand.orderNum), asc(ratePlanBand.fromKg))
  return {
    pricingMode: plan.pricingMode as PricingMode,
    firstWeight: plan.firstWeight,
    firstPrice: plan.firstPrice,
    additionalWeight: plan.additionalWeight,
    additionalPrice: plan.additionalPrice,
    registrationFee: plan.registrationFee,
    fuelSurchargePercent: plan.fuelSurchargePercent,
    currencyCode: plan.currencyCode,
    bands: bands.map((band) => ({
      fromKg: band.fromKg,
      toKg: band.toKg,
      priceKind: band.priceKind as BandPriceKind,
      price: band.price,
    })),
  }
}

const KIND_TEXT: Record<PlanKind, string> = { cost: '成本方案', sale: '销售方案' }

/**
 * Prices a parcel by the plan that applies to it on the date: billable weight by the channel, terms in the plan's
 * currency and in CNY at the date's rate. A missing channel, plan or rate, or a weight outside the plan, is a 400.
 */
export async function quoteByPlan(db: Db, target: PlanTarget, parcel: ParcelMeasure): Promise<PlanQuote> {
  const [channel] = await db
    .select()
    .from(logisticsChannel)
    .where(eq(logisticsChannel.code, target.channelCode))
  if (!channel) throw badRequest(`渠道 ${target.channelCode} 不存在`)
  const plan = await findPlan(db, target)
  if (!plan)
    throw badRequest(
      `渠道 ${target.channelCode} 到 ${target.country} 在 ${target.date} 没有有效的${KIND_TEXT[target.kind]}`,
    )
  const [table, rate] = await Promise.all([rateTableOf(db, plan), rateOn(db, plan.currencyCode, target.date)])
  try {
    const quote = quoteParcel(parcel, channel, table, rate)
    return { ...quote, planId: plan.id, planName: plan.name, date: target.date }
  } catch (error) {
    if (error instanceof PricingError) throw badRequest(error.message)
    throw error
  }
}
