import { codesAreNumbers, integerRange, type ListField } from './fields'
import { queryErrors } from './messages'

/** A `datetime` value covers an interval: a bare date its whole day, a date-time its whole second. */
export interface TimeSpan {
  start: Date
  /** Exclusive. */
  end: Date
}

export type QueryValue = string | number | TimeSpan

const INTEGER = /^[+-]?\d+$/
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}):(\d{2}))?$/
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** PostgreSQL text cannot hold NUL, and a lone surrogate would not survive UTF-8: refuse both up front. */
const LONE_SURROGATE = /\p{Cs}/u
export const storable = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text)

/** Milliseconds since the epoch of a valid calendar date and time given in GMT+8, or undefined. */
function chinaTime(parts: string[]): number | undefined {
  const [year, month, day, hour = 0, minute = 0, second = 0] = parts.map(Number)
  const utc = Date.UTC(year, month - 1, day, hour, minute, second)
  const check = new Date(utc)
  const exact =
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day &&
    check.getUTCHours() === hour &&
    check.getUTCMinutes() === minute &&
    check.getUTCSeconds() === second
  return exact ? utc - CHINA_OFFSET_MS : undefined
}

export function parseTimeSpan(raw: string): TimeSpan | undefined {
  const match = DATE_TIME.exec(raw.trim())
  if (!match) return undefined
  const withTime = match[4] !== undefined
  const start = chinaTime(match.slice(1).filter((part) => part !== undefined))
  if (start === undefined) return undefined
  return { start: new Date(start), end: new Date(start + (withTime ? 1000 : DAY_MS)) }
}

function integer(field: ListField, name: string, raw: string): number {
  const text = raw.trim()
  if (!INTEGER.test(text)) throw queryErrors.notInteger(name, raw)
  const value = Number(text)
  const [min, max] = integerRange(field.column)
  if (!Number.isSafeInteger(value) || value < min || value > max) throw queryErrors.outOfRange(name, raw)
  return value
}

/** One raw value of a condition → the typed value bound to the query; a value that does not fit is a 400. */
export function coerce(field: ListField, name: string, raw: string): QueryValue {
  if (!storable(raw)) throw queryErrors.badCharacter(name)
  switch (field.kind) {
    case 'integer':
      return integer(field, name, raw)
    case 'number': {
      const text = raw.trim()
      const value = Number(text)
      if (!DECIMAL.test(text) || !Number.isFinite(value)) throw queryErrors.notNumber(name, raw)
      return value
    }
    case 'date': {
      const match = DATE.exec(raw.trim())
      if (!match || chinaTime(match.slice(1)) === undefined) throw queryErrors.notDate(name, raw)
      return match[0]
    }
    case 'datetime': {
      const span = parseTimeSpan(raw)
      if (!span) throw queryErrors.notDateTime(name, raw)
      return span
    }
    case 'dict':
      return codesAreNumbers(field) ? integer(field, name, raw) : raw
    default:
      return raw
  }
}

/** Fields whose values are text, where LIKE applies. */
export const isTextual = (field: ListField) =>
  field.kind === 'string' || (field.kind === 'dict' && !codesAreNumbers(field))
