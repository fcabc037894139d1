/** The seven Quartz fields, in expression order. */
export type CronFieldName = 'second' | 'minute' | 'hour' | 'dayOfMonth' | 'month' | 'dayOfWeek' | 'year'

export const FIELD_ORDER: readonly CronFieldName[] = [
  'second',
  'minute',
  'hour',
  'dayOfMonth',
  'month',
  'dayOfWeek',
  'year',
]

export interface FieldSpec {
  min: number
  max: number
  /** Largest increment Quartz accepts after '/'. */
  maxIncrement: number
  /** Three-letter names accepted in place of numbers (upper case). */
  names?: readonly string[]
}

export const MONTH_NAMES = [
  'JAN',
  'FEB',
  'MAR',
  'APR',
  'MAY',
  'JUN',
  'JUL',
  'AUG',
  'SEP',
  'OCT',
  'NOV',
  'DEC',
] as const
/** Quartz numbers days of the week 1=SUN … 7=SAT. */
export const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const

/** Quartz 2.x documents years 1970-2099; the builder's UI range (2019-2119) is checked by the model. */
export const QUARTZ_MIN_YEAR = 1970
export const QUARTZ_MAX_YEAR = 2099

export const FIELD_SPECS: Record<CronFieldName, FieldSpec> = {
  second: { min: 0, max: 59, maxIncrement: 59 },
  minute: { min: 0, max: 59, maxIncrement: 59 },
  hour: { min: 0, max: 23, maxIncrement: 23 },
  dayOfMonth: { min: 1, max: 31, maxIncrement: 31 },
  month: { min: 1, max: 12, maxIncrement: 12, names: MONTH_NAMES },
  dayOfWeek: { min: 1, max: 7, maxIncrement: 7, names: DAY_NAMES },
  year: { min: QUARTZ_MIN_YEAR, max: QUARTZ_MAX_YEAR, maxIncrement: QUARTZ_MAX_YEAR - QUARTZ_MIN_YEAR },
}
