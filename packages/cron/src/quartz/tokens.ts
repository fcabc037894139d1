import type { CronError } from './errors'
import { type CronFieldName, FIELD_SPECS } from './fields'

export type TokenResult = { ok: true; value: number } | { ok: false; error: CronError }

/** Reads a number or (for month and day-of-week) a three-letter name, without range checks. */
export function readToken(field: CronFieldName, text: string): number | undefined {
  if (/^\d+$/.test(text)) return Number(text)
  const names = FIELD_SPECS[field].names
  const index = names ? names.indexOf(text) : -1
  return index >= 0 ? index + 1 : undefined
}

/** Reads a value token and checks it against the field's Quartz range. */
export function readValue(field: CronFieldName, text: string): TokenResult {
  const value = readToken(field, text)
  if (value === undefined) return { ok: false, error: { code: 'unrecognised', field, text } }
  const { min, max } = FIELD_SPECS[field]
  if (value < min || value > max) return { ok: false, error: { code: 'outOfRange', field, min, max, value } }
  return { ok: true, value }
}

export function readIncrement(field: CronFieldName, text: string): TokenResult {
  if (!/^\d+$/.test(text)) return { ok: false, error: { code: 'unrecognised', field, text } }
  const value = Number(text)
  const max = FIELD_SPECS[field].maxIncrement
  if (value < 1 || value > max)
    return { ok: false, error: { code: 'incrementRange', field, min: 1, max, value } }
  return { ok: true, value }
}
