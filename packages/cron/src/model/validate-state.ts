import type { CronLocale } from '../quartz/errors'
import { validateCron } from '../quartz/validate'
import {
  type Bound,
  DAY_OF_MONTH_BOUND,
  DAYS_BEFORE_END_BOUND,
  NTH_BOUND,
  UNIT_BOUNDS,
  WEEKDAY_BOUND,
} from './bounds'
import { stateToExpression } from './to-expression'
import type { CronState, CronUnit, SimpleUnit, UnitState } from './types'

export interface StateValidation {
  valid: boolean
  message?: string
}

type Setting =
  | 'incrementStart'
  | 'incrementIncrement'
  | 'rangeStart'
  | 'rangeEnd'
  | 'specificSpecific'
  | 'cronLastSpecificDomDay'
  | 'cronDaysBeforeEomMinus'
  | 'cronDaysNearestWeekday'
  | 'cronNthDayDay'
  | 'cronNthDayNth'

const UNIT_LABELS: Record<CronLocale, Record<CronUnit, string>> = {
  zh: { second: '秒', minute: '分', hour: '时', day: '日', week: '周', month: '月', year: '年' },
  en: {
    second: 'Seconds',
    minute: 'Minutes',
    hour: 'Hours',
    day: 'Day',
    week: 'Week',
    month: 'Month',
    year: 'Year',
  },
}

const SETTING_LABELS: Record<CronLocale, Record<Setting, string>> = {
  zh: {
    incrementStart: '起始值',
    incrementIncrement: '间隔',
    rangeStart: '范围起始',
    rangeEnd: '范围结束',
    specificSpecific: '指定值',
    cronLastSpecificDomDay: '最后一个星期几',
    cronDaysBeforeEomMinus: '月末前天数',
    cronDaysNearestWeekday: '最近工作日的日期',
    cronNthDayDay: '星期几',
    cronNthDayNth: '第几个',
  },
  en: {
    incrementStart: 'start',
    incrementIncrement: 'interval',
    rangeStart: 'range start',
    rangeEnd: 'range end',
    specificSpecific: 'specific value',
    cronLastSpecificDomDay: 'weekday of "last given weekday"',
    cronDaysBeforeEomMinus: 'days before month end',
    cronDaysNearestWeekday: 'day of "nearest working day"',
    cronNthDayDay: 'weekday of "nth weekday"',
    cronNthDayNth: 'occurrence of "nth weekday"',
  },
}

interface Check {
  unit: CronUnit
  setting: Setting
  values: number[]
  bound: Bound
}

function unitChecks(
  unit: CronUnit,
  state: UnitState<number>,
  mode: 'increment' | 'specific' | 'range',
): Check[] {
  const bounds = UNIT_BOUNDS[unit]
  if (mode === 'increment') {
    return [
      { unit, setting: 'incrementStart', values: [state.incrementStart], bound: bounds.incrementStart },
      {
        unit,
        setting: 'incrementIncrement',
        values: [state.incrementIncrement],
        bound: bounds.incrementIncrement,
      },
    ]
  }
  if (mode === 'specific')
    return [{ unit, setting: 'specificSpecific', values: state.specificSpecific, bound: bounds.value }]
  return [
    { unit, setting: 'rangeStart', values: [state.rangeStart], bound: bounds.value },
    { unit, setting: 'rangeEnd', values: [state.rangeEnd], bound: bounds.value },
  ]
}

const SIMPLE_MODES = { 2: 'increment', 3: 'specific', 4: 'range' } as const

function activeChecks(state: CronState): Check[] {
  const simpleUnits: SimpleUnit[] = ['second', 'minute', 'hour', 'month', 'year']
  const checks = simpleUnits.flatMap((unit) => {
    const mode = state[unit].cronEvery
    return mode === 1 ? [] : unitChecks(unit, state[unit], SIMPLE_MODES[mode])
  })
  const { day, week } = state
  const single = (unit: CronUnit, setting: Setting, value: number, bound: Bound): Check[] => [
    { unit, setting, values: [value], bound },
  ]
  const dayChecks: Record<number, Check[]> = {
    2: unitChecks('week', week, 'increment'),
    3: unitChecks('day', day, 'increment'),
    4: unitChecks('week', week, 'specific'),
    5: unitChecks('day', day, 'specific'),
    8: single('day', 'cronLastSpecificDomDay', day.cronLastSpecificDomDay, WEEKDAY_BOUND),
    9: single('day', 'cronDaysBeforeEomMinus', day.cronDaysBeforeEomMinus, DAYS_BEFORE_END_BOUND),
    10: single('day', 'cronDaysNearestWeekday', day.cronDaysNearestWeekday, DAY_OF_MONTH_BOUND),
    11: [
      ...single('week', 'cronNthDayDay', week.cronNthDayDay, WEEKDAY_BOUND),
      ...single('week', 'cronNthDayNth', week.cronNthDayNth, NTH_BOUND),
    ],
  }
  return [...checks, ...(dayChecks[day.cronEvery] ?? [])]
}

function checkMessage(check: Check, locale: CronLocale): string | undefined {
  const unit = UNIT_LABELS[locale][check.unit]
  const setting = SETTING_LABELS[locale][check.setting]
  if (check.values.length === 0) {
    return locale === 'zh' ? `${unit}：请至少选择一个${setting}` : `${unit}: choose at least one ${setting}`
  }
  const { min, max } = check.bound
  const bad = check.values.find((v) => !Number.isInteger(v) || v < min || v > max)
  if (bad === undefined) return undefined
  return locale === 'zh'
    ? `${unit}：${setting}取值范围 ${min}-${max}，实际为 ${bad}`
    : `${unit}: ${setting} must be ${min}-${max}, got ${bad}`
}

/**
 * Checks the settings the chosen modes use against the builder's bounds, then checks the resulting expression
 * with Quartz's rules (which are narrower in places: minute interval ≤ 59, month ≥ 1, year ≤ 2099).
 */
export function validateState(state: CronState, locale: CronLocale = 'zh'): StateValidation {
  for (const check of activeChecks(state)) {
    const message = checkMessage(check, locale)
    if (message) return { valid: false, message }
  }
  return validateCron(stateToExpression(state), locale)
}
