import type { Db } from '../../db/client'
import type { logisticsParcel } from '../../db/schema'
import { badRequest, HttpError } from '../../http/envelope'
import { quoteByPlan } from '../rates/plans'
import { rateOn } from '../rates/rate-on'

export type BillParcel = typeof logisticsParcel.$inferSelect

/** A parcel's sale price in its plan's currency, each term rounded to cents. */
export interface SaleQuote {
  currency: string
  freight: string
  registrationFee: string
  surcharge: string
}

export type Priced<T> = { ok: true; value: T } | { ok: false; reason: string }

/** Where bills take prices and exchange rates from (the sale plans and currency rates of 渠道管理). */
export interface BillPricing {
  /** The customer's sale price of the parcel on the date, or why it has none. */
  quote(tx: Db, parcel: BillParcel, on: string): Promise<Priced<SaleQuote>>
  /** CNY per unit of the currency on the date (latest rate effective on or before it), or why there is none. */
  rateToCny(tx: Db, currency: string, on: string): Promise<Priced<string>>
}

/** A refusal of the rates layer (a 400 naming what is missing) as a reason; anything else is a real failure. */
async function priced<T>(work: () => Promise<T>): Promise<Priced<T>> {
  try {
    return { ok: true, value: await work() }
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) return { ok: false, reason: error.message }
    throw error
  }
}

/**
 * Bills price each parcel by the customer's sale plan for its channel and destination valid on the billing date
 * (客户绑定渠道), and convert at that date's rate (币种管理). A parcel without a plan, a weight outside it or a
 * currency without a rate is listed with its reason, never billed at a made-up price.
 */
export const salePlanPricing: BillPricing = {
  quote: (tx, parcel, on) =>
    priced(async () => {
      if (!parcel.actualWeight) throw badRequest(`包裹 ${parcel.trackingNo} 尚未称重`)
      const quote = await quoteByPlan(
        tx,
        {
          kind: 'sale',
          channelCode: parcel.channelCode,
          country: parcel.destinationCountry,
          customerId: parcel.customerId,
          date: on,
        },
        {
          weightKg: parcel.actualWeight,
          lengthCm: parcel.lengthCm,
          widthCm: parcel.widthCm,
          heightCm: parcel.heightCm,
        },
      )
      return {
        currency: quote.terms.currency,
        freight: quote.terms.freight,
        registrationFee: quote.terms.registrationFee,
        surcharge: quote.terms.fuelSurcharge,
      }
    }),
  rateToCny: (tx, currency, on) => priced(() => rateOn(tx, currency, on)),
}
