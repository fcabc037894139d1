/** Rules of a list query condition (JeecgBoot QueryRuleEnum, spec §9). */
export const QUERY_RULES = [
  'eq',
  'like',
  'right_like',
  'left_like',
  'in',
  'ne',
  'gt',
  'ge',
  'lt',
  'le',
] as const
export type QueryRule = (typeof QUERY_RULES)[number]

/** How advanced-query conditions combine inside their one `AND ( … )` group. */
export type QueryMatchType = 'and' | 'or'

/** Query parameters every list route understands besides its entity fields. */
export interface ListQueryParams {
  pageNo?: number | string
  pageSize?: number | string
  column?: string
  order?: 'asc' | 'desc' | string
  superQueryParams?: string
  superQueryMatchType?: QueryMatchType | string
}
