import type { CronFieldName } from '../quartz/fields'

/** The words describeCron needs, one implementation per locale. */
export interface Vocabulary {
  /** One value of a field: "5 秒", "星期一" / "second 5", "Monday". */
  value(field: CronFieldName, value: number): string
  every(field: CronFieldName): string
  range(field: CronFieldName, start: number, end: number): string
  step(field: CronFieldName, start: number, end: number | undefined, step: number): string
  list(parts: string[]): string
  clock(hour: number, minute: number, second: number): string
  /** Joins the hour, minute and second phrases (given coarse to fine). */
  timeOfDay(parts: string[]): string
  everyDay: string
  daysOfMonth(items: string, everyMonth: boolean): string
  daysOfWeek(items: string, everyMonth: boolean): string
  lastDay(offset: number, everyMonth: boolean): string
  lastWeekday(everyMonth: boolean): string
  nearestWeekday(day: number, everyMonth: boolean): string
  nearestWeekdayToLast(offset: number, everyMonth: boolean): string
  lastWeekdayOfMonth(weekday: number, everyMonth: boolean): string
  nthWeekdayOfMonth(weekday: number, nth: number, everyMonth: boolean): string
  months(items: string): string
  years(items: string): string
  /** Puts the parts together; empty parts are left out. */
  sentence(parts: { time: string; clock: boolean; day: string; month: string; year: string }): string
}

export function pad2(value: number): string {
  return String(value).padStart(2, '0')
}
