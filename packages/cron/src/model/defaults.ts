import type { CronState, DayState, UnitState, WeekState } from './types'

function unit(first: number, increment: number): UnitState {
  return {
    cronEvery: 1,
    incrementStart: first,
    incrementIncrement: increment,
    rangeStart: first,
    rangeEnd: first,
    specificSpecific: [],
  }
}

/** Every second of every day: `* * * * * ? *`. */
export function defaultCronState(): CronState {
  const day: DayState = {
    ...unit(1, 1),
    cronEvery: 1,
    cronLastSpecificDomDay: 1,
    cronDaysBeforeEomMinus: 1,
    cronDaysNearestWeekday: 1,
  }
  const week: WeekState = { ...unit(1, 1), cronNthDayDay: 1, cronNthDayNth: 1 }
  return {
    second: unit(0, 1),
    minute: unit(0, 1),
    hour: unit(0, 1),
    day,
    week,
    month: unit(1, 1),
    year: unit(2019, 1),
  }
}
