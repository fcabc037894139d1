import type { DayOfMonthField, DayOfWeekField } from './ast'
import { type Parsed, parseListField } from './parse-items'
import { readValue } from './tokens'

const LAST_DAY = /^L(?:-(\d+))?$/
const NEAREST_TO_LAST = /^L-(\d+)W$/
const NEAREST = /^(\d+)W$/
const MAX_LAST_OFFSET = 30

function isDayOfMonthSpecial(text: string): boolean {
  return text.includes('L') || text.includes('W')
}

export function parseDayOfMonth(text: string): Parsed<DayOfMonthField> {
  const parts = text.split(',')
  if (parts.length > 1) {
    const special = parts.find(isDayOfMonthSpecial)
    if (special) return { ok: false, error: { code: 'specialNotAlone', field: 'dayOfMonth', text: special } }
    return parseListField('dayOfMonth', text)
  }
  if (text === 'LW') return { ok: true, value: { kind: 'lastWeekday' } }
  const last = LAST_DAY.exec(text)
  if (last) {
    const offset = last[1] === undefined ? 0 : Number(last[1])
    if (offset > MAX_LAST_OFFSET) return { ok: false, error: { code: 'lastOffsetRange', value: offset } }
    return { ok: true, value: { kind: 'lastDay', offset } }
  }
  const nearestToLast = NEAREST_TO_LAST.exec(text)
  if (nearestToLast) {
    const offset = Number(nearestToLast[1])
    if (offset > MAX_LAST_OFFSET) return { ok: false, error: { code: 'lastOffsetRange', value: offset } }
    return { ok: true, value: { kind: 'nearestWeekdayToLast', offset } }
  }
  const nearest = NEAREST.exec(text)
  if (nearest) {
    const day = readValue('dayOfMonth', nearest[1])
    if (!day.ok) return day
    return { ok: true, value: { kind: 'nearestWeekday', day: day.value } }
  }
  return parseListField('dayOfMonth', text)
}

const LAST_OF_MONTH = /^(\d+|[A-Z]{3})L$/
const NTH_OF_MONTH = /^(\d+|[A-Z]{3})#(.*)$/

function isDayOfWeekSpecial(text: string): boolean {
  return text.includes('L') || text.includes('#')
}

export function parseDayOfWeek(text: string): Parsed<DayOfWeekField> {
  const parts = text.split(',')
  if (parts.length > 1) {
    const special = parts.find(isDayOfWeekSpecial)
    if (special) return { ok: false, error: { code: 'specialNotAlone', field: 'dayOfWeek', text: special } }
    return parseListField('dayOfWeek', text)
  }
  // A lone 'L' in day-of-week means 7 (SAT).
  if (text === 'L') return { ok: true, value: { kind: 'list', items: [{ kind: 'value', value: 7 }] } }
  const last = LAST_OF_MONTH.exec(text)
  if (last) {
    const weekday = readValue('dayOfWeek', last[1])
    if (!weekday.ok) return weekday
    return { ok: true, value: { kind: 'lastWeekdayOfMonth', weekday: weekday.value } }
  }
  const nth = NTH_OF_MONTH.exec(text)
  if (nth) {
    const weekday = readValue('dayOfWeek', nth[1])
    if (!weekday.ok) return weekday
    if (!/^\d+$/.test(nth[2])) return { ok: false, error: { code: 'unrecognised', field: 'dayOfWeek', text } }
    const count = Number(nth[2])
    if (count < 1 || count > 5) return { ok: false, error: { code: 'nthRange', value: count } }
    return { ok: true, value: { kind: 'nthWeekdayOfMonth', weekday: weekday.value, nth: count } }
  }
  return parseListField('dayOfWeek', text)
}
