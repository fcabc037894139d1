import type { Db } from '../../db/client'
import type { logisticsParcel } from '../../db/schema'

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

/**
 * Until the sale plans of 客户绑定渠道 are served, no parcel has a sale price: generation lists every parcel as
 * "没有销售方案" rather than bill it at a made-up price.
 */
export const salePlanPricing: BillPricing = {
  async quote(_tx, parcel) {
    return { ok: false, reason: `渠道 ${parcel.channelCode} 没有该客户的有效销售方案` }
  },
  async rateToCny(_tx, currency, on) {
    if (currency === 'CNY') return { ok: true, value: '1' }
    return { ok: false, reason: `${currency} 在 ${on} 没有汇率` }
  },
}
