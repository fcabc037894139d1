import type { DictOption } from './dict'
import { QUERY_RULES, type QueryMatchType, type QueryRule } from './query'

/** Advanced query rules (jeecg-api §4.5, spec §9): starts-with is `right_like`, ends-with `left_like`. */
export const SUPER_QUERY_RULES = QUERY_RULES
export type SuperQueryRule = QueryRule
export type SuperQueryMatchType = QueryMatchType

/** What a queryable field is: its value type and, for a dictionary or popup field, where its values come from. */
export interface SuperQueryFieldDetails {
  /** `date` / `datetime` make the server parse `val`; the front end also picks the value editor by it. */
  type?: string
  dictCode?: string
  dictTable?: string
  dictText?: string
  /** Fixed options instead of a dictionary fetched by `dictCode`. */
  options?: DictOption[]
  customReturnField?: string
  popup?: Record<string, unknown>
}

/**
 * One item of `superQueryParams`: the server reads `field`, `rule`, `val` (an `in` list comma-joined) and `type`;
 * the front end also sends the field's dictionary details.
 */
export interface SuperQueryCondition extends SuperQueryFieldDetails {
  field: string
  rule: SuperQueryRule
  val: string
}

export const isSuperQueryRule = (value: unknown): value is SuperQueryRule =>
  SUPER_QUERY_RULES.includes(value as SuperQueryRule)

export const isSuperQueryMatchType = (value: unknown): value is SuperQueryMatchType =>
  value === 'and' || value === 'or'

/**
 * Reads `superQueryParams` after the HTTP layer's own decode: URI-decodes once more and keeps the well-formed
 * conditions; anything unreadable gives no conditions.
 */
export function parseSuperQueryParams(encoded: string): SuperQueryCondition[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(decodeURIComponent(encoded))
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  return parsed.filter(
    (item): item is SuperQueryCondition =>
      typeof item === 'object' &&
      item !== null &&
      typeof item.field === 'string' &&
      isSuperQueryRule(item.rule) &&
      typeof item.val === 'string',
  )
}

/** `superQueryMatchType` as JeecgBoot reads it: and/or case-insensitively, `and` otherwise. */
export function parseSuperQueryMatchType(raw: string | null | undefined): SuperQueryMatchType {
  const lower = raw?.toLowerCase()
  return isSuperQueryMatchType(lower) ? lower : 'and'
}
