import type { CronAst, ListField } from './ast'
import type { CronError } from './errors'
import type { CronFieldName } from './fields'
import { parseDayOfMonth, parseDayOfWeek } from './parse-days'
import { type Parsed, parseListField } from './parse-items'

export type ParseResult = { ok: true; cron: CronAst } | { ok: false; error: CronError }

const EVERY_YEAR: ListField = { kind: 'list', items: [{ kind: 'all' }] }

/** Parses a Quartz 2.x cron expression (6 or 7 fields, case-insensitive) into one AST node per field. */
export function parseCron(expression: string): ParseResult {
  const texts = expression.trim().toUpperCase().split(/\s+/).filter(Boolean)
  if (texts.length === 0) return { ok: false, error: { code: 'empty' } }
  if (texts.length < 6 || texts.length > 7)
    return { ok: false, error: { code: 'fieldCount', count: texts.length } }
  const [second, minute, hour, dayOfMonth, month, dayOfWeek, year] = texts

  const fields = {
    second: parseNumeric('second', second),
    minute: parseNumeric('minute', minute),
    hour: parseNumeric('hour', hour),
    dayOfMonth: parseDayField('dayOfMonth', dayOfMonth, parseDayOfMonth),
    month: parseNumeric('month', month),
    dayOfWeek: parseDayField('dayOfWeek', dayOfWeek, parseDayOfWeek),
    year: year === undefined ? ({ ok: true, value: EVERY_YEAR } as const) : parseNumeric('year', year),
  }
  for (const result of Object.values(fields)) {
    if (!result.ok) return result
  }
  const cron = Object.fromEntries(
    Object.entries(fields).map(([name, result]) => [name, (result as { value: unknown }).value]),
  ) as unknown as CronAst

  const domFree = cron.dayOfMonth.kind === 'noSpecific'
  const dowFree = cron.dayOfWeek.kind === 'noSpecific'
  if (domFree && dowFree) return { ok: false, error: { code: 'bothNoSpecific' } }
  if (!domFree && !dowFree) return { ok: false, error: { code: 'neitherNoSpecific' } }
  return { ok: true, cron }
}

function parseNumeric(field: CronFieldName, text: string): Parsed<ListField> {
  if (text.includes('?')) return { ok: false, error: { code: 'noSpecificNotAllowed', field } }
  return parseListField(field, text)
}

function parseDayField<T>(
  field: 'dayOfMonth' | 'dayOfWeek',
  text: string,
  parse: (text: string) => Parsed<T>,
): Parsed<T | { kind: 'noSpecific' }> {
  if (text === '?') return { ok: true, value: { kind: 'noSpecific' } }
  if (text.includes('?')) return { ok: false, error: { code: 'noSpecificNotAlone', field } }
  return parse(text)
}
