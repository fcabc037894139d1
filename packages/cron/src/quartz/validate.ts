import { type CronLocale, formatCronError } from './errors'
import { parseCron } from './parse'

export interface CronValidation {
  valid: boolean
  message?: string
}

/** Checks an expression against Quartz 2.x rules; the message names the field and its allowed range. */
export function validateCron(expression: string, locale: CronLocale = 'zh'): CronValidation {
  const parsed = parseCron(expression)
  return parsed.ok ? { valid: true } : { valid: false, message: formatCronError(parsed.error, locale) }
}
