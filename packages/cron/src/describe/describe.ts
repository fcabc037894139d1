import type { CronAst, DayOfMonthField, DayOfWeekField, ListField, ValueItem } from '../quartz/ast'
import { type CronLocale, formatCronError } from '../quartz/errors'
import { type CronFieldName, FIELD_SPECS } from '../quartz/fields'
import { parseCron } from '../quartz/parse'
import type { Vocabulary } from './vocabulary'
import { enVocabulary } from './vocabulary-en'
import { zhVocabulary } from './vocabulary-zh'

const VOCABULARIES: Record<CronLocale, Vocabulary> = { zh: zhVocabulary, en: enVocabulary }

function isAll(list: ListField): boolean {
  return list.items.length === 1 && list.items[0].kind === 'all'
}

function singleValue(list: ListField): number | undefined {
  const [only] = list.items
  return list.items.length === 1 && only.kind === 'value' ? only.value : undefined
}

function describeItem(words: Vocabulary, field: CronFieldName, item: ValueItem): string {
  switch (item.kind) {
    case 'all':
      return words.every(field)
    case 'value':
      return words.value(field, item.value)
    case 'range':
      return words.range(field, item.start, item.end)
    case 'step':
      return words.step(
        field,
        item.start === '*' ? FIELD_SPECS[field].min : item.start,
        // Weekday steps stop at Saturday rather than run on into the next week, so say where they end.
        item.end ?? (field === 'dayOfWeek' ? FIELD_SPECS.dayOfWeek.max : undefined),
        item.step,
      )
  }
}

function describeList(words: Vocabulary, field: CronFieldName, list: ListField): string {
  return words.list(list.items.map((item) => describeItem(words, field, item)))
}

function describeTime(words: Vocabulary, cron: CronAst): { time: string; clock: boolean } {
  const [h, m, s] = [singleValue(cron.hour), singleValue(cron.minute), singleValue(cron.second)]
  if (h !== undefined && m !== undefined && s !== undefined)
    return { time: words.clock(h, m, s), clock: true }
  // A '*' is left unsaid when the next finer field is '*' too ("every second" rather than "every hour, every …").
  const parts = [
    isAll(cron.hour) && isAll(cron.minute) ? '' : describeList(words, 'hour', cron.hour),
    isAll(cron.minute) && isAll(cron.second) ? '' : describeList(words, 'minute', cron.minute),
    describeList(words, 'second', cron.second),
  ].filter(Boolean)
  return { time: words.timeOfDay(parts), clock: false }
}

/** A day field's plain list: every day, or the listed days said by `daysOf`. */
function describeDays(
  words: Vocabulary,
  field: 'dayOfMonth' | 'dayOfWeek',
  list: ListField,
  daysOf: (days: string, everyMonth: boolean) => string,
  everyMonth: boolean,
): string {
  return isAll(list) ? words.everyDay : daysOf(describeList(words, field, list), everyMonth)
}

function describeDayOfMonth(words: Vocabulary, field: DayOfMonthField, everyMonth: boolean): string {
  switch (field.kind) {
    case 'noSpecific':
      return ''
    case 'list':
      return describeDays(words, 'dayOfMonth', field, words.daysOfMonth, everyMonth)
    case 'lastDay':
      return words.lastDay(field.offset, everyMonth)
    case 'lastWeekday':
      return words.lastWeekday(everyMonth)
    case 'nearestWeekday':
      return words.nearestWeekday(field.day, everyMonth)
    case 'nearestWeekdayToLast':
      return words.nearestWeekdayToLast(field.offset, everyMonth)
  }
}

function describeDayOfWeek(words: Vocabulary, field: DayOfWeekField, everyMonth: boolean): string {
  switch (field.kind) {
    case 'noSpecific':
      return ''
    case 'list':
      return describeDays(words, 'dayOfWeek', field, words.daysOfWeek, everyMonth)
    case 'lastWeekdayOfMonth':
      return words.lastWeekdayOfMonth(field.weekday, everyMonth)
    case 'nthWeekdayOfMonth':
      return words.nthWeekdayOfMonth(field.weekday, field.nth, everyMonth)
  }
}

/** A readable sentence for a Quartz expression; an invalid expression yields its validation message. */
export function describeCron(expression: string, locale: CronLocale = 'zh'): string {
  const parsed = parseCron(expression)
  if (!parsed.ok) return formatCronError(parsed.error, locale)
  const { cron } = parsed
  const words = VOCABULARIES[locale]
  const everyMonth = isAll(cron.month)
  const day =
    describeDayOfMonth(words, cron.dayOfMonth, everyMonth) ||
    describeDayOfWeek(words, cron.dayOfWeek, everyMonth)
  return words.sentence({
    ...describeTime(words, cron),
    day,
    month: everyMonth ? '' : words.months(describeList(words, 'month', cron.month)),
    year: isAll(cron.year) ? '' : words.years(describeList(words, 'year', cron.year)),
  })
}
