/**
 * A parcel's weights and S10 check digit worked out in integer grams and plain digit sums, apart from the
 * contract's code under test, so a wrong rounding or check digit there cannot also compute the expected value.
 */

/** Integer units of 10^-places of the decimal text. */
function scaled(text: string, places: number): bigint {
  const [whole, fraction = ''] = text.split('.')
  if (fraction.length > places) throw new Error(`more than ${places} decimals: ${text}`)
  return BigInt(whole) * 10n ** BigInt(places) + BigInt(fraction.padEnd(places, '0') || '0')
}

const kg = (grams: bigint) => `${grams / 1000n}.${(grams % 1000n).toString().padStart(3, '0')}`
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b

/** L × W × H (cm) / divisor in kg, rounded up to the gram. */
export function expectedVolumetric(
  lengthCm: string,
  widthCm: string,
  heightCm: string,
  divisor: number,
): string {
  // Sides in 1/100 cm: their product is in 10^-6 cm³; a gram is 1 cm³ / divisor × 1000.
  const product = scaled(lengthCm, 2) * scaled(widthCm, 2) * scaled(heightCm, 2)
  return kg(ceilDiv(product, 1000n * BigInt(divisor)))
}

/** The heavier of actual and volumetric, rounded up to a whole number of increments. */
export function expectedBillable(actualKg: string, volumetricKg: string, incrementKg: string): string {
  let heavier = scaled(actualKg, 3)
  if (scaled(volumetricKg, 3) > heavier) heavier = scaled(volumetricKg, 3)
  const step = scaled(incrementKg, 3)
  return kg(ceilDiv(heavier, step) * step)
}

/** UPU S10: weights 8 6 4 2 3 5 9 7 over the serial, 11 minus the sum mod 11 (10 → 0, 11 → 5). */
export function hasValidS10CheckDigit(trackingNo: string): boolean {
  const serial = trackingNo.slice(2, 10)
  const sum = [8, 6, 4, 2, 3, 5, 9, 7].reduce((total, weight, i) => total + weight * Number(serial[i]), 0)
  const check = 11 - (sum % 11)
  return (
    /^[A-Z]{2}\d{9}[A-Z]{2}$/.test(trackingNo) &&
    Number(trackingNo[10]) === (check === 10 ? 0 : check === 11 ? 5 : check)
  )
}
