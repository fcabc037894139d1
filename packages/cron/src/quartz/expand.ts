import type { ListField, ValueItem } from './ast'
import { type CronFieldName, FIELD_SPECS } from './fields'

/** Size of the cycle a reversed range wraps around, as in Quartz's addToSet. */
const WRAP_SIZE: Partial<Record<CronFieldName, number>> = {
  second: 60,
  minute: 60,
  hour: 24,
  dayOfMonth: 31,
  month: 12,
  dayOfWeek: 7,
}

/** The sorted values a list field turns on, following Quartz's set expansion. */
export function expandList(field: CronFieldName, list: ListField): number[] {
  const values = new Set<number>()
  for (const item of list.items) {
    for (const value of expandItem(field, item)) values.add(value)
  }
  return [...values].sort((a, b) => a - b)
}

function expandItem(field: CronFieldName, item: ValueItem): number[] {
  const { min, max } = FIELD_SPECS[field]
  switch (item.kind) {
    case 'all':
      return walk(field, min, max, 1)
    case 'value':
      return [item.value]
    case 'range':
      return walk(field, item.start, item.end, 1)
    case 'step':
      // "*/n" starts at the field's first value; "a/n" runs to the field's last value.
      return walk(field, item.start === '*' ? min : item.start, item.end ?? max, item.step)
  }
}

function walk(field: CronFieldName, start: number, end: number, step: number): number[] {
  const size = WRAP_SIZE[field]
  const wraps = size !== undefined && end < start
  const oneBased = FIELD_SPECS[field].min === 1
  const values: number[] = []
  for (let i = start; i <= (wraps ? end + size : end); i += step) {
    if (!wraps) {
      values.push(i)
      continue
    }
    const wrapped = i % size
    values.push(wrapped === 0 && oneBased ? size : wrapped)
  }
  return values
}

export function isEveryValue(list: ListField): boolean {
  return list.items.some((item) => item.kind === 'all')
}
