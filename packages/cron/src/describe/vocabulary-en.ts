import type { CronFieldName } from '../quartz/fields'
import { pad2, type Vocabulary } from './vocabulary'

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth']
const UNIT: Record<CronFieldName, string> = {
  second: 'second',
  minute: 'minute',
  hour: 'hour',
  dayOfMonth: 'day',
  month: 'month',
  dayOfWeek: 'day',
  year: 'year',
}

const ofMonth = (everyMonth: boolean) => (everyMonth ? ' of every month' : '')
/** "on day 1", "in June", but "every 7 days …" stands alone. */
const lead = (preposition: string, items: string) =>
  items.startsWith('every') ? items : `${preposition} ${items}`

export const enVocabulary: Vocabulary = {
  value(field, value) {
    if (field === 'dayOfWeek') return WEEKDAYS[value - 1]
    if (field === 'month') return MONTHS[value - 1]
    if (field === 'year') return String(value)
    return `${UNIT[field]} ${value}`
  },
  every: (field) => `every ${UNIT[field]}`,
  range(field, start, end) {
    return `${this.value(field, start)} through ${this.value(field, end)}`
  },
  step(field, start, end, step) {
    const span =
      end === undefined ? `starting at ${this.value(field, start)}` : `from ${this.range(field, start, end)}`
    return `every ${step} ${UNIT[field]}s ${span}`
  },
  list: (parts) =>
    parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`,
  clock: (h, m, s) => `${pad2(h)}:${pad2(m)}:${pad2(s)}`,
  timeOfDay: (parts) => [...parts].reverse().join(', '),
  everyDay: 'every day',
  daysOfMonth: (items, everyMonth) => `${lead('on', items)}${ofMonth(everyMonth)}`,
  daysOfWeek: (items) => lead('on', items),
  lastDay: (offset, everyMonth) =>
    `${offset ? `${offset} days before the last day` : 'on the last day'}${ofMonth(everyMonth)}`,
  lastWeekday: (everyMonth) => `on the last weekday${ofMonth(everyMonth)}`,
  nearestWeekday: (day, everyMonth) => `on the weekday nearest day ${day}${ofMonth(everyMonth)}`,
  nearestWeekdayToLast: (offset, everyMonth) =>
    `on the weekday nearest ${offset} days before the last day${ofMonth(everyMonth)}`,
  lastWeekdayOfMonth: (weekday, everyMonth) => `on the last ${WEEKDAYS[weekday - 1]}${ofMonth(everyMonth)}`,
  nthWeekdayOfMonth: (weekday, nth, everyMonth) =>
    `on the ${ORDINALS[nth - 1]} ${WEEKDAYS[weekday - 1]}${ofMonth(everyMonth)}`,
  months: (items) => lead('in', items),
  years: (items) => lead('in', items),
  sentence({ time, clock, day, month, year }) {
    const head = clock ? `At ${time}` : time.charAt(0).toUpperCase() + time.slice(1)
    const date = [day, month, year].filter(Boolean).join(', ')
    return [head, date].filter(Boolean).join(clock ? ' ' : ', ')
  },
}
