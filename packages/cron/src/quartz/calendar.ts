/** UTC calendar helpers; months are 1-12 and weekdays are Quartz's 1=SUN … 7=SAT. */

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

export function weekdayOf(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 1
}

export const SUNDAY = 1
export const SATURDAY = 7
