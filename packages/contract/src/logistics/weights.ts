import Decimal from 'decimal.js'

/**
 * Parcel weights in kg, as exact decimal strings. Volumetric weight = L × W × H (cm) / divisor; billable weight =
 * the greater of actual and volumetric, rounded UP to the channel's increment (0.1, 0.5 or 1 kg).
 */
export function volumetricWeight(
  lengthCm: string,
  widthCm: string,
  heightCm: string,
  divisor: number,
): string {
  return new Decimal(lengthCm)
    .times(widthCm)
    .times(heightCm)
    .dividedBy(divisor)
    .toDecimalPlaces(3, Decimal.ROUND_UP)
    .toFixed(3)
}

export function billableWeight(actualKg: string, volumetricKg: string | null, incrementKg: string): string {
  const actual = new Decimal(actualKg)
  const heavier =
    volumetricKg !== null && new Decimal(volumetricKg).greaterThan(actual)
      ? new Decimal(volumetricKg)
      : actual
  const increment = new Decimal(incrementKg)
  if (increment.lessThanOrEqualTo(0)) throw new Error(`billing increment must be positive: ${incrementKg}`)
  return heavier.dividedBy(increment).ceil().times(increment).toFixed(3)
}

/** The exact sum of decimal strings (nulls count as 0), with `places` decimals. */
export function sumDecimals(values: readonly (string | null | undefined)[], places = 3): string {
  return values.reduce((sum, value) => sum.plus(value ?? '0'), new Decimal(0)).toFixed(places)
}

/** Why a weight text is not a positive kg weight of at most `maxKg` with at most 3 decimals, or null when it is. */
export function weightProblem(text: string, maxKg: string): string | null {
  if (!/^\d+(\.\d+)?$/.test(text.trim())) return '重量须为数字'
  const weight = new Decimal(text.trim())
  if (weight.lte(0)) return '重量须大于0'
  if (weight.gt(maxKg)) return `重量不能超过${maxKg}kg`
  if (weight.decimalPlaces() > 3) return '重量最多3位小数'
  return null
}

/** a × b, exactly, with `places` decimals (e.g. a line's value: unit price × quantity). */
export function timesDecimal(a: string, b: string | number, places = 2): string {
  return new Decimal(a).times(b).toFixed(places)
}
