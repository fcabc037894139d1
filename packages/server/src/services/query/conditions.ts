import { QUERY_RULES, type QueryMatchType, type QueryRule } from '@portico/contract'
import { isTextual } from './coerce'
import { fieldNamed, type ListField, type ListFields } from './fields'
import { queryErrors } from './messages'

/** One condition on a whitelisted field. `like` with several values matches any of them. */
export interface Condition {
  /** Name shown in messages (the property, or `<property>_begin`). */
  name: string
  field: ListField
  rule: QueryRule
  values: string[]
}

export const MAX_CONDITIONS = 50

const SYMBOLS: Record<string, QueryRule> = {
  '>': 'gt',
  '>=': 'ge',
  '<': 'lt',
  '<=': 'le',
  '=': 'eq',
  '!=': 'ne',
}

/** A rule by name (any case) or by JeecgBoot's symbol; undefined when unknown. */
export function ruleNamed(text: string): QueryRule | undefined {
  const lower = text.trim().toLowerCase()
  if (Object.hasOwn(SYMBOLS, lower)) return SYMBOLS[lower]
  return (QUERY_RULES as readonly string[]).includes(lower) ? (lower as QueryRule) : undefined
}

const splitList = (text: string) => text.split(',').filter((part) => part !== '')

/**
 * A plain query parameter's value → rule and values, in JeecgBoot QueryGenerator's order (reference §4.4).
 * Undefined when the value asks for nothing (empty, or a list of empties).
 */
export function parsePlainValue(
  raw: string,
  textual: boolean,
): { rule: QueryRule; values: string[] } | undefined {
  if (raw === '') return undefined
  const prefixed = /^(>=|<=|!=|>|<|=|gt|ge|lt|le|eq|ne) (.*)$/.exec(raw)
  if (prefixed) {
    const value = prefixed[2]
    return value === '' ? undefined : { rule: ruleNamed(prefixed[1])!, values: [value] }
  }
  if (raw.length > 1 && (raw.startsWith('*') || raw.endsWith('*'))) {
    const both = raw.startsWith('*') && raw.endsWith('*') && raw.length > 2
    const inner = both ? raw.slice(1, -1) : raw.startsWith('*') ? raw.slice(1) : raw.slice(0, -1)
    return { rule: both ? 'like' : raw.startsWith('*') ? 'left_like' : 'right_like', values: [inner] }
  }
  if (textual && raw.length > 2 && raw.startsWith(',') && raw.endsWith(',')) {
    const values = splitList(raw)
    return values.length ? { rule: 'like', values } : undefined
  }
  if (raw.includes('++') && !raw.startsWith('++')) return { rule: 'eq', values: [raw.replaceAll('++', ',')] }
  if (raw.includes(',')) {
    const values = splitList(raw)
    return values.length ? { rule: 'in', values } : undefined
  }
  if (raw.startsWith('!') && raw.length > 1) return { rule: 'ne', values: [raw.slice(1)] }
  return { rule: 'eq', values: [raw] }
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined

/** Conditions from the entity's own query parameters: `<field>=…`, `<field>_begin`, `<field>_end`. */
export function plainConditions(fields: ListFields, query: Record<string, unknown>): Condition[] {
  const conditions: Condition[] = []
  for (const [name, field] of Object.entries(fields)) {
    if (field.filterable === false) continue
    const raw = text(query[name])
    const parsed = raw === undefined ? undefined : parsePlainValue(raw, isTextual(field))
    if (parsed) conditions.push({ name, field, ...parsed })
    for (const [suffix, rule] of [
      ['_begin', 'ge'],
      ['_end', 'le'],
    ] as const) {
      const bound = text(query[`${name}${suffix}`])
      if (bound) conditions.push({ name: `${name}${suffix}`, field, rule, values: [bound] })
    }
  }
  return conditions
}

/** `superQueryParams` arrives `encodeURI`d on top of the URL encoding; plain JSON is accepted too. */
function decodeConditionList(raw: string): unknown {
  let json = raw.trim()
  if (!json.startsWith('[')) {
    try {
      json = decodeURIComponent(json)
    } catch {
      throw queryErrors.badJson()
    }
  }
  try {
    return JSON.parse(json)
  } catch {
    throw queryErrors.badJson()
  }
}

function conditionValues(val: unknown, rule: QueryRule): string[] | undefined {
  if (Array.isArray(val)) {
    if (rule !== 'in') return undefined
    const items = val.map(text)
    return items.every((item) => item !== undefined)
      ? (items as string[]).filter((item) => item !== '')
      : undefined
  }
  const single = typeof val === 'boolean' ? String(val) : text(val)
  if (single === undefined) return val === null || val === undefined ? [] : undefined
  if (single === '') return []
  return rule === 'in' ? splitList(single) : [single]
}

const optionalText = (value: unknown): value is string | null | undefined =>
  value === undefined || value === null || typeof value === 'string'

/** The advanced query (`superQueryParams`): a JSON array of {field, rule, val}; rows missing one are skipped. */
export function superConditions(fields: ListFields, raw: unknown): Condition[] {
  if (raw === undefined || raw === '') return []
  if (typeof raw !== 'string') throw queryErrors.notConditionList()
  const list = decodeConditionList(raw)
  if (!Array.isArray(list)) throw queryErrors.notConditionList()
  if (list.length > MAX_CONDITIONS) throw queryErrors.tooManyConditions(MAX_CONDITIONS)
  const conditions: Condition[] = []
  list.forEach((item: unknown, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item))
      throw queryErrors.badCondition(index)
    const { field: name, rule: ruleText, val } = item as Record<string, unknown>
    if (!optionalText(name) || !optionalText(ruleText)) throw queryErrors.badCondition(index)
    if (!name) return
    const field = fieldNamed(fields, name)
    if (!field || field.filterable === false) throw queryErrors.unknownField(name)
    if (!ruleText) return
    const rule = ruleNamed(ruleText)
    if (!rule) throw queryErrors.unknownRule(ruleText)
    const values = conditionValues(val, rule)
    if (values === undefined) throw queryErrors.badCondition(index)
    if (values.length) conditions.push({ name, field, rule, values })
  })
  return conditions
}

export function matchType(raw: unknown): QueryMatchType {
  if (raw === undefined || raw === '') return 'and'
  const value = typeof raw === 'string' ? raw.trim().toLowerCase() : ''
  if (value === 'and' || value === 'or') return value
  throw queryErrors.badMatchType(String(raw))
}
