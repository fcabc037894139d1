import {
  isSuperQueryMatchType,
  isSuperQueryRule,
  type SuperQueryMatchType,
  type SuperQueryRule,
} from '@portico/contract'
import { QUERY_MESSAGES } from './messages'

export type QueryRule = SuperQueryRule
export type MatchType = SuperQueryMatchType

/** The rules the advanced query offers (spec §9), with JeecgBoot's labels, in its order. */
export const QUERY_RULES: readonly { value: QueryRule; label: string }[] = (
  ['eq', 'like', 'right_like', 'left_like', 'in', 'ne', 'gt', 'ge', 'lt', 'le'] as const
).map((value) => ({ value, label: QUERY_MESSAGES.rules[value] }))

/** How the conditions combine (spec §4): all of them, or any one. */
export const MATCH_TYPES: readonly { value: MatchType; label: string }[] = (['and', 'or'] as const).map(
  (value) => ({ value, label: QUERY_MESSAGES.matchTypes[value] }),
)

export const DEFAULT_RULE: QueryRule = 'eq'
export const DEFAULT_MATCH_TYPE: MatchType = 'and'

/** The separator of an `in` value's items (spec §9: comma). */
export const IN_SEPARATOR = ','

export const ruleLabel = (rule: QueryRule): string => QUERY_RULES.find((r) => r.value === rule)?.label ?? rule

export const isQueryRule = isSuperQueryRule

export const isMatchType = isSuperQueryMatchType
