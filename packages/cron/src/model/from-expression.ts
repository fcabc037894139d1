import type { DayOfMonthField, DayOfWeekField, ListField, ValueItem } from '../quartz/ast'
import { FIELD_LABELS } from '../quartz/errors'
import { expandList } from '../quartz/expand'
import { type CronFieldName, FIELD_SPECS } from '../quartz/fields'
import { parseCron } from '../quartz/parse'
import { printList } from '../quartz/print'
import { type Bound, UNIT_BOUNDS } from './bounds'
import { defaultCronState } from './defaults'
import type { CronState, CronUnit, DayState, ExpressionToStateResult, UnitState, WeekState } from './types'

class Unrepresentable extends Error {}

function fail(reason: string): never {
  throw new Unrepresentable(reason)
}

function within(value: number, bound: Bound, what: string): number {
  if (value < bound.min || value > bound.max)
    fail(`${what} ${value} is outside the builder's ${bound.min}-${bound.max}`)
  return value
}

const label = (field: CronFieldName) => FIELD_LABELS.en[field].toLowerCase()

function startOf(field: CronFieldName, item: Extract<ValueItem, { kind: 'step' }>): number {
  return item.start === '*' ? FIELD_SPECS[field].min : item.start
}

/** Values and ranges without steps: the set the specific-values mode can show exactly. */
function plainValues(field: CronFieldName, list: ListField, unit: CronUnit): number[] | undefined {
  if (!list.items.every((item) => item.kind === 'value' || item.kind === 'range')) return undefined
  return expandList(field, list).map((v) => within(v, UNIT_BOUNDS[unit].value, `${label(field)} value`))
}

type Patch = Partial<UnitState>

/**
 * Reads a plain field into modes 1-4. Equivalent spellings are accepted (names, `*∕n` = first value/n, lists of
 * values and ranges = specific values); anything else is reported, never approximated.
 */
function readUnit(field: CronFieldName, unit: CronUnit, list: ListField): Patch {
  const bounds = UNIT_BOUNDS[unit]
  const [only] = list.items
  if (list.items.length === 1 && only.kind === 'all') return { cronEvery: 1 }
  if (list.items.length === 1 && only.kind === 'step' && only.end === undefined) {
    return {
      cronEvery: 2,
      incrementStart: within(startOf(field, only), bounds.incrementStart, `${label(field)} start`),
      incrementIncrement: within(only.step, bounds.incrementIncrement, `${label(field)} increment`),
    }
  }
  if (list.items.length === 1 && only.kind === 'range') {
    return {
      cronEvery: 4,
      rangeStart: within(only.start, bounds.value, `${label(field)} range start`),
      rangeEnd: within(only.end, bounds.value, `${label(field)} range end`),
    }
  }
  const values = plainValues(field, list, unit)
  if (values) return { cronEvery: 3, specificSpecific: values }
  return fail(`${label(field)} "${printList(list)}" has no builder mode (steps inside lists or ranges)`)
}

type DayPatch = { day: Partial<DayState>; week: Partial<WeekState> }

function readDayOfMonth(field: Exclude<DayOfMonthField, { kind: 'noSpecific' }>): DayPatch {
  const week = {}
  switch (field.kind) {
    case 'lastDay':
      if (field.offset === 0) return { day: { cronEvery: 6 }, week }
      return { day: { cronEvery: 9, cronDaysBeforeEomMinus: field.offset }, week }
    case 'lastWeekday':
      return { day: { cronEvery: 7 }, week }
    case 'nearestWeekday':
      return { day: { cronEvery: 10, cronDaysNearestWeekday: field.day }, week }
    case 'nearestWeekdayToLast':
      return fail(`day-of-month "L-${field.offset}W" has no builder mode`)
    case 'list': {
      const patch = readUnit('dayOfMonth', 'day', field)
      if (patch.cronEvery === 1) return { day: { cronEvery: 1 }, week }
      if (patch.cronEvery === 2) return { day: { ...patch, cronEvery: 3 }, week }
      const values = plainValues('dayOfMonth', field, 'day')
      if (!values) return fail(`day-of-month "${printList(field)}" has no builder mode`)
      return { day: { cronEvery: 5, specificSpecific: values }, week }
    }
  }
}

function readDayOfWeek(field: Exclude<DayOfWeekField, { kind: 'noSpecific' }>): DayPatch {
  switch (field.kind) {
    case 'lastWeekdayOfMonth':
      return { day: { cronEvery: 8, cronLastSpecificDomDay: field.weekday }, week: {} }
    case 'nthWeekdayOfMonth':
      return { day: { cronEvery: 11 }, week: { cronNthDayDay: field.weekday, cronNthDayNth: field.nth } }
    case 'list': {
      const patch = readUnit('dayOfWeek', 'week', field)
      if (patch.cronEvery === 1) return { day: { cronEvery: 1 }, week: {} }
      if (patch.cronEvery === 2) {
        const { incrementStart, incrementIncrement } = patch
        return { day: { cronEvery: 2 }, week: { incrementStart, incrementIncrement } }
      }
      const values = plainValues('dayOfWeek', field, 'week')
      if (!values) return fail(`day-of-week "${printList(field)}" has no builder mode`)
      return { day: { cronEvery: 4 }, week: { specificSpecific: values } }
    }
  }
}

/** The builder state showing a Quartz expression, or why the builder's modes cannot show it. */
export function expressionToState(expression: string): ExpressionToStateResult {
  const parsed = parseCron(expression)
  if (!parsed.ok) return { unrepresentable: true, reason: `invalid expression (${parsed.error.code})` }
  const { cron } = parsed
  try {
    const state: CronState = defaultCronState()
    Object.assign(state.second, readUnit('second', 'second', cron.second))
    Object.assign(state.minute, readUnit('minute', 'minute', cron.minute))
    Object.assign(state.hour, readUnit('hour', 'hour', cron.hour))
    Object.assign(state.month, readUnit('month', 'month', cron.month))
    Object.assign(state.year, readUnit('year', 'year', cron.year))
    const days =
      cron.dayOfMonth.kind === 'noSpecific'
        ? readDayOfWeek(cron.dayOfWeek as Exclude<DayOfWeekField, { kind: 'noSpecific' }>)
        : readDayOfMonth(cron.dayOfMonth)
    Object.assign(state.day, days.day)
    Object.assign(state.week, days.week)
    return { state }
  } catch (error) {
    if (error instanceof Unrepresentable) return { unrepresentable: true, reason: error.message }
    throw error
  }
}
