import type { CronFieldName } from './fields'

/** One comma-separated part of a numeric field. `end` and `step` are absent when not written. */
export type ValueItem =
  | { kind: 'all' }
  | { kind: 'value'; value: number }
  | { kind: 'range'; start: number; end: number }
  | { kind: 'step'; start: number | '*'; end?: number; step: number }

/** A field of plain items: seconds, minutes, hours, months, years. */
export interface ListField {
  kind: 'list'
  items: ValueItem[]
}

export interface NoSpecificField {
  kind: 'noSpecific'
}

/** Day-of-month specials; each must be the field's only item. */
export type DayOfMonthSpecial =
  | { kind: 'lastDay'; offset: number } // L, L-n
  | { kind: 'lastWeekday' } // LW
  | { kind: 'nearestWeekday'; day: number } // nW
  | { kind: 'nearestWeekdayToLast'; offset: number } // L-nW

/** Day-of-week specials; each must be the field's only item. */
export type DayOfWeekSpecial =
  | { kind: 'lastWeekdayOfMonth'; weekday: number } // nL
  | { kind: 'nthWeekdayOfMonth'; weekday: number; nth: number } // n#k

export type DayOfMonthField = ListField | NoSpecificField | DayOfMonthSpecial
export type DayOfWeekField = ListField | NoSpecificField | DayOfWeekSpecial

export interface CronAst {
  second: ListField
  minute: ListField
  hour: ListField
  dayOfMonth: DayOfMonthField
  month: ListField
  dayOfWeek: DayOfWeekField
  /** Absent year field is stored as `*`. */
  year: ListField
}

export type FieldAst = CronAst[CronFieldName]
