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
