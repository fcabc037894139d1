import type { CronState, DayState, UnitState, WeekState } from './types'

/** The field text of a unit in modes 1-4. */
export function unitToField(unit: UnitState): string {
  switch (unit.cronEvery) {
    case 1:
      return '*'
    case 2:
      return `${unit.incrementStart}/${unit.incrementIncrement}`
    case 3:
      return [...unit.specificSpecific].sort((a, b) => a - b).join(',')
    case 4:
      return `${unit.rangeStart}-${unit.rangeEnd}`
  }
}

/** Day-of-month and day-of-week texts for the day tab's mode. */
export function dayFields(day: DayState, week: WeekState): [dayOfMonth: string, dayOfWeek: string] {
  switch (day.cronEvery) {
    case 1:
      return ['*', '?']
    case 2:
      return ['?', `${week.incrementStart}/${week.incrementIncrement}`]
    case 3:
      return [`${day.incrementStart}/${day.incrementIncrement}`, '?']
    case 4:
      return ['?', [...week.specificSpecific].sort((a, b) => a - b).join(',')]
    case 5:
      return [[...day.specificSpecific].sort((a, b) => a - b).join(','), '?']
    case 6:
      return ['L', '?']
    case 7:
      return ['LW', '?']
    case 8:
      return ['?', `${day.cronLastSpecificDomDay}L`]
    case 9:
      return [`L-${day.cronDaysBeforeEomMinus}`, '?']
    case 10:
      return [`${day.cronDaysNearestWeekday}W`, '?']
    case 11:
      return ['?', `${week.cronNthDayDay}#${week.cronNthDayNth}`]
  }
}

/** The 7-field Quartz expression the builder state stands for. */
export function stateToExpression(state: CronState): string {
  const [dayOfMonth, dayOfWeek] = dayFields(state.day, state.week)
  return [
    unitToField(state.second),
    unitToField(state.minute),
    unitToField(state.hour),
    dayOfMonth,
    unitToField(state.month),
    dayOfWeek,
    unitToField(state.year),
  ].join(' ')
}
