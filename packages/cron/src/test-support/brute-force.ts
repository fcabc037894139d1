import type { CronAst, DayOfMonthField, DayOfWeekField, ListField, ValueItem } from '../quartz/ast'
import { type CronFieldName, FIELD_SPECS } from '../quartz/fields'

/**
 * A deliberately naive reference for the evaluator: it walks every day, hour, minute and second and tests each
 * field arithmetically (no value sets, no jumps), with day rules found by scanning the month.
 */

function cycleMatch(field: CronFieldName, start: number, end: number, step: number, value: number): boolean {
  if (field === 'year') return value >= start && value <= end && (value - start) % step === 0
  const size = FIELD_SPECS[field].max - FIELD_SPECS[field].min + 1
  const distance = (value - start + size) % size
  const span = (end - start + size) % size
  return distance <= span && distance % step === 0
}

function itemMatches(field: CronFieldName, item: ValueItem, value: number): boolean {
  const { min, max } = FIELD_SPECS[field]
  if (item.kind === 'all') return true
  if (item.kind === 'value') return item.value === value
  if (item.kind === 'range') return cycleMatch(field, item.start, item.end, 1, value)
  return cycleMatch(field, item.start === '*' ? min : item.start, item.end ?? max, item.step, value)
}

function listMatches(field: CronFieldName, list: ListField, value: number): boolean {
  return list.items.some((item) => itemMatches(field, item, value))
}

function daysOf(year: number, month: number): Date[] {
  const days: Date[] = []
  for (let d = new Date(Date.UTC(year, month - 1, 1)); d.getUTCMonth() === month - 1; ) {
    days.push(d)
    d = new Date(d.getTime() + 86_400_000)
  }
  return days
}

const isWorkday = (date: Date) => date.getUTCDay() >= 1 && date.getUTCDay() <= 5

function nearestWorkday(days: Date[], target: number): number | undefined {
  if (target < 1 || target > days.length) return undefined
  const workdays = days.filter(isWorkday).map((d) => d.getUTCDate())
  return workdays.reduce((best, d) => (Math.abs(d - target) < Math.abs(best - target) ? d : best))
}

function dayOfMonthMatches(field: DayOfMonthField, date: Date, days: Date[]): boolean {
  const d = date.getUTCDate()
  switch (field.kind) {
    case 'noSpecific':
      return true
    case 'list':
      return listMatches('dayOfMonth', field, d)
    case 'lastDay':
      return d === days.length - field.offset
    case 'lastWeekday':
      return d === Math.max(...days.filter(isWorkday).map((x) => x.getUTCDate()))
    case 'nearestWeekday':
      return d === nearestWorkday(days, field.day)
    case 'nearestWeekdayToLast':
      return d === nearestWorkday(days, days.length - field.offset)
  }
}

function dayOfWeekMatches(field: DayOfWeekField, date: Date, days: Date[]): boolean {
  const weekday = date.getUTCDay() + 1
  const sameWeekday = days.filter((x) => x.getUTCDay() === date.getUTCDay())
  switch (field.kind) {
    case 'noSpecific':
      return true
    case 'list':
      return listMatches('dayOfWeek', field, weekday)
    case 'lastWeekdayOfMonth':
      return weekday === field.weekday && sameWeekday.at(-1)?.getTime() === date.getTime()
    case 'nthWeekdayOfMonth':
      return weekday === field.weekday && sameWeekday[field.nth - 1]?.getTime() === date.getTime()
  }
}

/** Fire times strictly after `from` and not after `until`, at most `count`. */
export function bruteForceFireTimes(cron: CronAst, from: Date, until: Date, count: number): Date[] {
  const found: Date[] = []
  const firstDay = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate())
  for (let dayStart = firstDay; dayStart <= until.getTime(); dayStart += 86_400_000) {
    const date = new Date(dayStart)
    const [year, month] = [date.getUTCFullYear(), date.getUTCMonth() + 1]
    if (!listMatches('year', cron.year, year) || !listMatches('month', cron.month, month)) continue
    const days = daysOf(year, month)
    if (!dayOfMonthMatches(cron.dayOfMonth, date, days) || !dayOfWeekMatches(cron.dayOfWeek, date, days))
      continue
    for (let h = 0; h < 24; h++) {
      if (!listMatches('hour', cron.hour, h)) continue
      for (let m = 0; m < 60; m++) {
        if (!listMatches('minute', cron.minute, m)) continue
        for (let s = 0; s < 60; s++) {
          const instant = dayStart + (h * 3600 + m * 60 + s) * 1000
          if (instant <= from.getTime() || instant > until.getTime()) continue
          if (!listMatches('second', cron.second, s)) continue
          found.push(new Date(instant))
          if (found.length === count) return found
        }
      }
    }
  }
  return found
}
