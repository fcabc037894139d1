import type { CronAst } from './ast'
import { daysInMonth } from './calendar'
import { type DayMatcher, dayMatcher } from './day-rules'
import { expandList, isEveryValue } from './expand'
import { parseCron } from './parse'

/** The evaluator never looks past this year, so an expression that cannot fire again ends the search. */
export const SEARCH_LAST_YEAR = 2299

interface CompiledCron {
  seconds: number[]
  minutes: number[]
  hours: number[]
  months: number[]
  /** Undefined when every year matches. */
  years: number[] | undefined
  matchesDay: DayMatcher
}

function compile(cron: CronAst): CompiledCron {
  return {
    seconds: expandList('second', cron.second),
    minutes: expandList('minute', cron.minute),
    hours: expandList('hour', cron.hour),
    months: expandList('month', cron.month),
    years: isEveryValue(cron.year) ? undefined : expandList('year', cron.year),
    matchesDay: dayMatcher(cron.dayOfMonth, cron.dayOfWeek),
  }
}

/**
 * The next `count` fire times strictly after `from`, in UTC, like repeated calls of Quartz's getTimeAfter.
 * Returns fewer dates when the expression stops firing (or is invalid: then none).
 */
export function nextFireTimes(expression: string, from: Date, count: number): Date[] {
  const parsed = parseCron(expression)
  if (!parsed.ok) return []
  return nextFireTimesOf(parsed.cron, from, count)
}

export function nextFireTimesOf(cron: CronAst, from: Date, count: number): Date[] {
  const compiled = compile(cron)
  const times: Date[] = []
  // Quartz works in whole seconds: the search starts at the first whole second after `from`.
  let after = Math.floor(from.getTime() / 1000) * 1000 + 1000
  while (times.length < count) {
    const next = firstAtOrAfter(compiled, after)
    if (next === undefined) break
    times.push(new Date(next))
    after = next + 1000
  }
  return times
}

function candidateYears(compiled: CompiledCron, firstYear: number): number[] {
  if (compiled.years) return compiled.years.filter((y) => y >= firstYear && y <= SEARCH_LAST_YEAR)
  const years: number[] = []
  for (let y = firstYear; y <= SEARCH_LAST_YEAR; y++) years.push(y)
  return years
}

function firstAtOrAfter(compiled: CompiledCron, instant: number): number | undefined {
  const start = new Date(instant)
  const [startYear, startMonth, startDay] = [
    start.getUTCFullYear(),
    start.getUTCMonth() + 1,
    start.getUTCDate(),
  ]
  const startSecondOfDay = start.getUTCHours() * 3600 + start.getUTCMinutes() * 60 + start.getUTCSeconds()

  for (const year of candidateYears(compiled, startYear)) {
    for (const month of compiled.months) {
      if (year === startYear && month < startMonth) continue
      const sameMonth = year === startYear && month === startMonth
      for (let day = sameMonth ? startDay : 1; day <= daysInMonth(year, month); day++) {
        if (!compiled.matchesDay(year, month, day)) continue
        const sameDay = sameMonth && day === startDay
        const second = firstSecondOfDay(compiled, sameDay ? startSecondOfDay : 0)
        if (second !== undefined) return Date.UTC(year, month - 1, day) + second * 1000
      }
    }
  }
  return undefined
}

/** The earliest matching second of a day at or after `from` (seconds since midnight). */
function firstSecondOfDay(compiled: CompiledCron, from: number): number | undefined {
  const [fromHour, fromMinute, fromSecond] = [Math.floor(from / 3600), Math.floor(from / 60) % 60, from % 60]
  for (const hour of compiled.hours) {
    if (hour < fromHour) continue
    for (const minute of compiled.minutes) {
      if (hour === fromHour && minute < fromMinute) continue
      for (const second of compiled.seconds) {
        if (hour === fromHour && minute === fromMinute && second < fromSecond) continue
        return hour * 3600 + minute * 60 + second
      }
    }
  }
  return undefined
}
