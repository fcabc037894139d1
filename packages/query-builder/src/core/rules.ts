import {
  isSuperQueryMatchType,
  isSuperQueryRule,
  type SuperQueryMatchType,
  type SuperQueryRule,
} from '@portico/contract'

export type QueryRule = SuperQueryRule
export type MatchType = SuperQueryMatchType

/** The rules the advanced query offers (spec §9), with JeecgBoot's labels, in its order. */
export const QUERY_RULES: readonly { value: QueryRule; label: string }[] = [
  { value: 'eq', label: '等于' },
  { value: 'like', label: '包含' },
  { value: 'right_like', label: '以..开始' },
  { value: 'left_like', label: '以..结尾' },
  { value: 'in', label: '在...中' },
  { value: 'ne', label: '不等于' },
  { value: 'gt', label: '大于' },
  { value: 'ge', label: '大于等于' },
  { value: 'lt', label: '小于' },
  { value: 'le', label: '小于等于' },
]

/** How the conditions combine (spec §4): all of them, or any one. */
export const MATCH_TYPES: readonly { value: MatchType; label: string }[] = [
  { value: 'and', label: 'AND（所有条件都要求匹配）' },
  { value: 'or', label: 'OR（条件中的任意一个匹配）' },
]

export const DEFAULT_RULE: QueryRule = 'eq'
export const DEFAULT_MATCH_TYPE: MatchType = 'and'

/** The separator of an `in` value's items (spec §9: comma). */
export const IN_SEPARATOR = ','

export const ruleLabel = (rule: QueryRule): string => QUERY_RULES.find((r) => r.value === rule)?.label ?? rule

export const isQueryRule = isSuperQueryRule

export const isMatchType = isSuperQueryMatchType
