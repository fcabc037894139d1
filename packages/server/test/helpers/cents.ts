/**
 * Money sums worked out in integer cents (BigInt), apart from the decimal code under test, so a drifting or
 * wrongly rounding `sumMoney` cannot also compute the value it is checked against.
 */
export function sumCents(amounts: readonly string[]): string {
  const total = amounts.reduce((sum, amount) => sum + toCents(amount), 0n)
  const sign = total < 0n ? '-' : ''
  const digits = (total < 0n ? -total : total).toString().padStart(3, '0')
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`
}

function toCents(amount: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount)
  if (!match) throw new Error(`not an amount in cents: ${amount}`)
  const cents = BigInt(match[2]) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'))
  return match[1] ? -cents : cents
}
