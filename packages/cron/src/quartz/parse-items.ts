import type { ListField, ValueItem } from './ast'
import type { CronError } from './errors'
import type { CronFieldName } from './fields'
import { readIncrement, readValue } from './tokens'

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: CronError }

const TOKEN = '(\\d+|[A-Z]{3})'
const STEP = new RegExp(`^(\\*|${TOKEN})?/(.*)$`)
const RANGE_STEP = new RegExp(`^${TOKEN}-${TOKEN}/(.*)$`)
const RANGE = new RegExp(`^${TOKEN}-${TOKEN}$`)

/** Parses one comma-separated item of a numeric field (`*`, `n`, `a-b`, `a/b`, `* /b`, `a-b/c`). */
export function parseItem(field: CronFieldName, text: string): Parsed<ValueItem> {
  if (text === '*') return { ok: true, value: { kind: 'all' } }
  const rangeStep = RANGE_STEP.exec(text)
  if (rangeStep) {
    const range = parseRange(field, rangeStep[1], rangeStep[2])
    if (!range.ok) return range
    const step = readIncrement(field, rangeStep[3])
    if (!step.ok) return step
    return { ok: true, value: { kind: 'step', start: range.value[0], end: range.value[1], step: step.value } }
  }
  const step = STEP.exec(text)
  if (step) {
    const increment = readIncrement(field, step[3])
    if (!increment.ok) return increment
    // Quartz reads a bare "/n" like "*/n".
    if (step[1] === undefined || step[1] === '*') {
      return { ok: true, value: { kind: 'step', start: '*', step: increment.value } }
    }
    const start = readValue(field, step[1])
    if (!start.ok) return start
    return { ok: true, value: { kind: 'step', start: start.value, step: increment.value } }
  }
  const range = RANGE.exec(text)
  if (range) {
    const bounds = parseRange(field, range[1], range[2])
    if (!bounds.ok) return bounds
    return { ok: true, value: { kind: 'range', start: bounds.value[0], end: bounds.value[1] } }
  }
  const single = readValue(field, text)
  if (!single.ok) return single
  return { ok: true, value: { kind: 'value', value: single.value } }
}

function parseRange(field: CronFieldName, startText: string, endText: string): Parsed<[number, number]> {
  const start = readValue(field, startText)
  if (!start.ok) return start
  const end = readValue(field, endText)
  if (!end.ok) return end
  // Quartz wraps reversed ranges (22-2, FRI-MON) in every field but the year.
  if (field === 'year' && end.value < start.value) {
    return { ok: false, error: { code: 'reversedRange', field, start: start.value, end: end.value } }
  }
  return { ok: true, value: [start.value, end.value] }
}

export function parseListField(field: CronFieldName, text: string): Parsed<ListField> {
  const items: ValueItem[] = []
  for (const part of text.split(',')) {
    const item = parseItem(field, part)
    if (!item.ok) return item
    items.push(item.value)
  }
  return { ok: true, value: { kind: 'list', items } }
}
