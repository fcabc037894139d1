import Decimal from 'decimal.js'
import { billableWeight, volumetricWeight } from './weights'

/** How a rate table prices a weight: 首重+续重, or per-kg / fixed-price weight bands. */
export const PRICING_MODES = { FIRST_ADDITIONAL: '首重+续重', BANDS: '重量段' } as const
export type PricingMode = keyof typeof PRICING_MODES
export const BAND_PRICE_KINDS = { PER_KG: '按公斤', FIXED: '固定价' } as const
export type BandPriceKind = keyof typeof BAND_PRICE_KINDS

/** A weight band: weights over `fromKg` up to and including `toKg`. */
export interface RateBand {
  fromKg: string
  toKg: string
  priceKind: BandPriceKind
  price: string
}

/** What pricing needs of a plan (the rate_plan row and its bands); amounts are decimal strings. */
export interface RateTable {
  pricingMode: PricingMode
  firstWeight?: string | null
  firstPrice?: string | null
  additionalWeight?: string | null
  additionalPrice?: string | null
  bands?: readonly RateBand[]
  registrationFee: string
  /** Percent of the freight. */
  fuelSurchargePercent: string
  currencyCode: string
}

/** The shown terms of a price; `total` is the sum of the other three, each already rounded. */
export interface PriceTerms {
  freight: string
  registrationFee: string
  fuelSurcharge: string
  total: string
  currency: string
}

/** A price that cannot be computed (no band for the weight, a plan without its parameters). */
export class PricingError extends Error {}

/** Money as shown: HALF_UP to 2 decimals. */
export const money = (value: Decimal.Value): string =>
  new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2)

const dec = (value: string | null | undefined) => new Decimal(value ?? 0)
const blank = (value: string | null | undefined) => value === null || value === undefined || value === ''

/** Problems of a rate table (nothing when it can price): missing parameters, negative prices, band gaps and overlaps. */
export function rateTableProblems(table: RateTable): string[] {
  const problems: string[] = []
  const negative = (value: string | null | undefined, label: string) => {
    if (!blank(value) && dec(value).isNegative()) problems.push(`${label}不能为负数`)
  }
  negative(table.registrationFee, '挂号费')
  negative(table.fuelSurchargePercent, '燃油附加费率')
  if (table.pricingMode === 'FIRST_ADDITIONAL') {
    const needed: [keyof RateTable, string][] = [
      ['firstWeight', '首重'],
      ['firstPrice', '首重价格'],
      ['additionalWeight', '续重单位'],
      ['additionalPrice', '续重价格'],
    ]
    for (const [key, label] of needed) {
      const value = table[key] as string | null | undefined
      if (blank(value)) problems.push(`请输入${label}`)
      else negative(value, label)
    }
    if (!blank(table.firstWeight) && !dec(table.firstWeight).isPositive()) problems.push('首重须大于0')
    if (!blank(table.additionalWeight) && !dec(table.additionalWeight).isPositive())
      problems.push('续重单位须大于0')
    return problems
  }
  const bands = table.bands ?? []
  if (bands.length === 0) problems.push('重量段方案至少需要一个重量段')
  bands.forEach((band, index) => {
    const row = `第${index + 1}段`
    const from = dec(band.fromKg)
    const to = dec(band.toKg)
    if (from.isNegative()) problems.push(`${row}起始重量不能为负数`)
    if (!to.greaterThan(from)) problems.push(`${row}截止重量须大于起始重量`)
    if (dec(band.price).isNegative()) problems.push(`${row}价格不能为负数`)
    if (index > 0) {
      const previousTo = dec(bands[index - 1].toKg)
      if (from.greaterThan(previousTo))
        problems.push(`${row}与上一段之间有空档（${previousTo.toFixed(3)}–${from.toFixed(3)}kg）`)
      if (from.lessThan(previousTo))
        problems.push(`${row}与上一段重叠（起始重量应为${previousTo.toFixed(3)}kg）`)
    }
  })
  return problems
}

/** The band a weight falls in: over fromKg, up to and including toKg. */
export function bandFor(bands: readonly RateBand[], weightKg: string): RateBand | undefined {
  const weight = new Decimal(weightKg)
  return bands.find((band) => weight.greaterThan(band.fromKg) && weight.lessThanOrEqualTo(band.toKg))
}

function freightOf(table: RateTable, weightKg: string): Decimal {
  const weight = new Decimal(weightKg)
  if (table.pricingMode === 'FIRST_ADDITIONAL') {
    const first = dec(table.firstWeight)
    if (weight.lessThanOrEqualTo(first)) return dec(table.firstPrice)
    const steps = weight.minus(first).dividedBy(dec(table.additionalWeight)).ceil()
    return dec(table.firstPrice).plus(steps.times(dec(table.additionalPrice)))
  }
  const band = bandFor(table.bands ?? [], weightKg)
  if (!band) throw new PricingError(`重量 ${weight.toFixed(3)}kg 不在方案的任何重量段内`)
  return band.priceKind === 'FIXED' ? new Decimal(band.price) : weight.times(band.price)
}

/** The price of a billable weight by a rate table, each term rounded as shown and the total their sum. */
export function priceByTable(table: RateTable, billableWeightKg: string): PriceTerms {
  const problems = rateTableProblems(table)
  if (problems.length > 0) throw new PricingError(problems.join('；'))
  const freight = money(freightOf(table, billableWeightKg))
  const fuelSurcharge = money(new Decimal(freight).times(table.fuelSurchargePercent).dividedBy(100))
  const registrationFee = money(table.registrationFee)
  return {
    freight,
    registrationFee,
    fuelSurcharge,
    total: money(new Decimal(freight).plus(registrationFee).plus(fuelSurcharge)),
    currency: table.currencyCode,
  }
}

/** The same terms in CNY at `rate` (CNY per unit): each term converted and rounded, the total their sum. */
export function termsInCny(terms: PriceTerms, rate: string): PriceTerms {
  const convert = (value: string) => money(new Decimal(value).times(rate))
  const freight = convert(terms.freight)
  const registrationFee = convert(terms.registrationFee)
  const fuelSurcharge = convert(terms.fuelSurcharge)
  return {
    freight,
    registrationFee,
    fuelSurcharge,
    total: money(new Decimal(freight).plus(registrationFee).plus(fuelSurcharge)),
    currency: 'CNY',
  }
}

/** A parcel to price: actual weight (kg) and optional sizes (cm). */
export interface ParcelMeasure {
  weightKg: string
  lengthCm?: string | null
  widthCm?: string | null
  heightCm?: string | null
}

/** The channel's weight rules: volumetric divisor and billing increment (kg), and its limits (kg, cm; blank: none). */
export interface ChannelWeighing {
  volumetricDivisor: number
  billingIncrement: string
  maxWeight?: string | null
  maxLength?: string | null
  maxDimensionSum?: string | null
}

const plain = (value: string) => new Decimal(value).toString()

/**
 * Why the channel does not carry the parcel (actual weight over its limit, longest side or the sum of the three
 * sides over its size limits), or null when it does. Sizes are checked only when all three are given.
 */
export function channelLimitProblem(parcel: ParcelMeasure, channel: ChannelWeighing): string | null {
  const { maxWeight, maxLength, maxDimensionSum } = channel
  if (!blank(maxWeight) && new Decimal(parcel.weightKg).greaterThan(maxWeight as string))
    return `超过渠道限重${plain(maxWeight as string)}kg`
  const { lengthCm, widthCm, heightCm } = parcel
  if (blank(lengthCm) || blank(widthCm) || blank(heightCm)) return null
  const sides = [lengthCm, widthCm, heightCm].map((side) => new Decimal(side as string))
  if (!blank(maxLength) && Decimal.max(...sides).greaterThan(maxLength as string))
    return `最长边超过渠道限制${plain(maxLength as string)}cm`
  if (!blank(maxDimensionSum) && Decimal.sum(...sides).greaterThan(maxDimensionSum as string))
    return `三边之和超过渠道限制${plain(maxDimensionSum as string)}cm`
  return null
}

/** A quote: the weights, the terms in the plan's currency and in CNY. */
export interface ParcelQuote {
  actualWeight: string
  volumetricWeight: string | null
  billableWeight: string
  terms: PriceTerms
  rate: string
  cny: PriceTerms
}

/** Prices a parcel the channel carries: billable weight by the channel, terms by the rate table, CNY at `rate`. */
export function quoteParcel(
  parcel: ParcelMeasure,
  channel: ChannelWeighing,
  table: RateTable,
  rate: string,
): ParcelQuote {
  const actual = new Decimal(parcel.weightKg)
  if (!actual.isPositive()) throw new PricingError('重量须大于0')
  const overLimit = channelLimitProblem(parcel, channel)
  if (overLimit) throw new PricingError(overLimit)
  const { lengthCm, widthCm, heightCm } = parcel
  const sized = !blank(lengthCm) && !blank(widthCm) && !blank(heightCm)
  const volumetric = sized
    ? volumetricWeight(lengthCm as string, widthCm as string, heightCm as string, channel.volumetricDivisor)
    : null
  const billable = billableWeight(actual.toFixed(3), volumetric, channel.billingIncrement)
  const terms = priceByTable(table, billable)
  return {
    actualWeight: actual.toFixed(3),
    volumetricWeight: volumetric,
    billableWeight: billable,
    terms,
    rate,
    cny: termsInCny(terms, rate),
  }
}

/** 试算's answer: the quote and the plan that priced it on the date. */
export interface PlanQuote extends ParcelQuote {
  planId: string
  planName: string
  date: string
}
