import Decimal from 'decimal.js'

// Apart from the bills' statuses and texts, which the login page's language catalogue reads: decimal.js (12 KB gzip)
// loads with the first screen that shows money, not with the login page.

/** Money as every screen, sheet and PDF shows it: 2 decimals, thousands separated, e.g. 12,345.60 ('' for none). */
export function formatMoney(amount: string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return ''
  const fixed = new Decimal(amount).toFixed(2)
  const [whole, cents] = fixed.split('.')
  const sign = whole.startsWith('-') ? '-' : ''
  return `${sign}${whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`
}

/** Exact sum of decimal strings, 2 decimals. */
export function sumMoney(amounts: readonly string[]): string {
  return amounts.reduce((sum, amount) => sum.plus(amount), new Decimal(0)).toFixed(2)
}

/** Rounds to cents, half up (the rule of every shown money term). */
export function roundMoney(amount: Decimal.Value): string {
  return new Decimal(amount).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2)
}

/** amount × factor, rounded half up to cents (a conversion or a signed amount). */
export const moneyTimes = (amount: string, factor: Decimal.Value): string =>
  roundMoney(new Decimal(amount).times(factor))

/** -1, 0 or 1 as a is less than, equal to or greater than b (exact). */
export const compareMoney = (a: string, b: string): number => new Decimal(a).comparedTo(b)
