/**
 * UPU S10 item identifiers (`LP123456785CN`): 2 service letters, 8 serial digits, 1 check digit, 2-letter ISO
 * country of origin. Channels that issue S10 numbers validate them; commercial channels use their own patterns.
 */
const S10_SHAPE = /^([A-Z]{2})(\d{8})(\d)([A-Z]{2})$/
const WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7]

/** The check digit of 8 serial digits: 11 − (weighted sum mod 11), where 10 → 0 and 11 → 5. */
export function s10CheckDigit(serial: string): number {
  if (!/^\d{8}$/.test(serial)) throw new Error(`S10 serial must be 8 digits: ${serial}`)
  const sum = [...serial].reduce((total, digit, i) => total + Number(digit) * WEIGHTS[i]!, 0)
  const check = 11 - (sum % 11)
  return check === 10 ? 0 : check === 11 ? 5 : check
}

/** Why a number is not a valid S10 identifier, or null when it is. */
export function s10Problem(trackingNo: string): string | null {
  const match = S10_SHAPE.exec(trackingNo)
  if (!match) return '不是S10格式的运单号（2位字母+8位数字+1位校验位+2位国家代码）'
  if (s10CheckDigit(match[2]!) !== Number(match[3])) return 'S10运单号校验位错误'
  return null
}

/** A full S10 number from its service letters, serial and origin country. */
export function s10Number(service: string, serial: number, country: string): string {
  const digits = String(serial).padStart(8, '0')
  return `${service}${digits}${s10CheckDigit(digits)}${country}`
}
