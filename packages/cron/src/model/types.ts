/** Modes of second, minute, hour, month and year: 1 every, 2 increment, 3 specific values, 4 range. */
export type UnitMode = 1 | 2 | 3 | 4

/**
 * Modes of the day tab, which writes both day-of-month and day-of-week: 1 every day, 2 every N weekdays from a
 * weekday (dow a/b), 3 every N days from a day (dom a/b), 4 specific weekdays, 5 specific days, 6 last day (L),
 * 7 last working day (LW), 8 last given weekday (nL), 9 N days before month end (L-n), 10 nearest working day
 * (nW), 11 nth given weekday (n#k).
 */
export type DayMode = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11

export interface UnitState<M extends number = UnitMode> {
  cronEvery: M
  incrementStart: number
  incrementIncrement: number
  rangeStart: number
  rangeEnd: number
  specificSpecific: number[]
}

export interface DayState extends UnitState<DayMode> {
  /** Weekday (1=SUN … 7=SAT) of mode 8, "last given weekday". */
  cronLastSpecificDomDay: number
  /** Days before the month's last day, mode 9. */
  cronDaysBeforeEomMinus: number
  /** Day of month whose nearest working day fires, mode 10. */
  cronDaysNearestWeekday: number
}

/** The week tab has no mode of its own: the day tab's mode decides which of these fields apply (2, 4, 11). */
export interface WeekState extends UnitState<UnitMode> {
  cronNthDayDay: number
  cronNthDayNth: number
}

export interface CronState {
  second: UnitState
  minute: UnitState
  hour: UnitState
  day: DayState
  week: WeekState
  month: UnitState
  year: UnitState
}

export type SimpleUnit = 'second' | 'minute' | 'hour' | 'month' | 'year'
export type CronUnit = keyof CronState

export type ExpressionToStateResult = { state: CronState } | { unrepresentable: true; reason: string }
