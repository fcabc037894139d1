import type { DayOfMonthField, DayOfWeekField } from './ast'
import { daysInMonth, SATURDAY, SUNDAY, weekdayOf } from './calendar'
import { expandList } from './expand'

export type DayMatcher = (year: number, month: number, day: number) => boolean

/** Builds the day test from whichever of day-of-month / day-of-week is not '?'. */
export function dayMatcher(dayOfMonth: DayOfMonthField, dayOfWeek: DayOfWeekField): DayMatcher {
  return dayOfMonth.kind === 'noSpecific' ? dayOfWeekMatcher(dayOfWeek) : dayOfMonthMatcher(dayOfMonth)
}

function dayOfMonthMatcher(field: DayOfMonthField): DayMatcher {
  switch (field.kind) {
    case 'noSpecific':
      return () => true
    case 'list': {
      const days = new Set(expandList('dayOfMonth', field))
      return (_y, _m, d) => days.has(d)
    }
    case 'lastDay':
      return (y, m, d) => d === daysInMonth(y, m) - field.offset
    case 'lastWeekday':
      return (y, m, d) => d === lastWeekday(y, m)
    case 'nearestWeekday':
      return (y, m, d) => d === nearestWeekday(y, m, field.day)
    case 'nearestWeekdayToLast':
      return (y, m, d) => d === nearestWeekday(y, m, daysInMonth(y, m) - field.offset)
  }
}

function dayOfWeekMatcher(field: DayOfWeekField): DayMatcher {
  switch (field.kind) {
    case 'noSpecific':
      return () => true
    case 'list': {
      const weekdays = new Set(expandList('dayOfWeek', field))
      return (y, m, d) => weekdays.has(weekdayOf(y, m, d))
    }
    case 'lastWeekdayOfMonth':
      return (y, m, d) => weekdayOf(y, m, d) === field.weekday && d + 7 > daysInMonth(y, m)
    case 'nthWeekdayOfMonth':
      return (y, m, d) => weekdayOf(y, m, d) === field.weekday && Math.ceil(d / 7) === field.nth
  }
}

function lastWeekday(year: number, month: number): number {
  const last = daysInMonth(year, month)
  const weekday = weekdayOf(year, month, last)
  if (weekday === SATURDAY) return last - 1
  if (weekday === SUNDAY) return last - 2
  return last
}

/**
 * Quartz's 'W': a Saturday moves back to Friday and a Sunday forward to Monday, except that the move never
 * leaves the month (1st on a Saturday → Monday 3rd; last day on a Sunday → Friday before). A target day the
 * month does not have (31W in April, L-30W in February) never fires.
 */
function nearestWeekday(year: number, month: number, target: number): number | undefined {
  const last = daysInMonth(year, month)
  if (target < 1 || target > last) return undefined
  const weekday = weekdayOf(year, month, target)
  if (weekday === SATURDAY) return target === 1 ? 3 : target - 1
  if (weekday === SUNDAY) return target === last ? target - 2 : target + 1
  return target
}
