import type { QueryCondition, SuperQueryParams } from './condition.types'
import { DEFAULT_MATCH_TYPE, type MatchType } from './rules'

/**
 * The list request's parameters: the conditions as URI-encoded JSON and the match type. The HTTP client encodes
 * the query string once more; JeecgBoot decodes once after the container does (jeecg-api §4.3), so `+` and `%`
 * in values survive.
 */
export function toSuperQueryParams(
  conditions: readonly QueryCondition[],
  matchType: MatchType = DEFAULT_MATCH_TYPE,
): SuperQueryParams {
  return { superQueryParams: encodeURIComponent(JSON.stringify(conditions)), superQueryMatchType: matchType }
}

/** Reading them back, as the server does, lives in the contract. */
export { parseSuperQueryMatchType as parseMatchType, parseSuperQueryParams } from '@portico/contract'
