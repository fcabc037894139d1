import type { SuperQueryCondition, SuperQueryFieldDetails } from '@portico/contract'
import type { MatchType } from './rules'

/**
 * A field the query can filter on. `type` picks the value editor: `string`/`text`, `number`/`int`/`double`,
 * `date`, `datetime`, `time`, a dictionary (`dictCode` or `options`), or any custom type an app registers an
 * editor for (tree dictionary, popup, user or department picker).
 */
export interface QueryField extends SuperQueryFieldDetails {
  /** The entity property, sent as `field`. */
  value: string
  /** The label shown in the field select. */
  text: string
}

/** One condition as JeecgBoot reads it (spec §3 Query condition); `val` holds an `in` list comma-joined. */
export type QueryCondition = SuperQueryCondition

/** A row of the dialog: a condition being edited, possibly incomplete. */
export interface ConditionRow extends Omit<QueryCondition, 'field'> {
  /** Stable key of the row while editing; never sent. */
  id: string
  field: string
}

/** A saved query (spec §3): its name, match type and condition records. */
export interface SavedQuery {
  title: string
  matchType: MatchType
  records: QueryCondition[]
}

/** The wire parameters of a list request (spec §7 Lists). */
export interface SuperQueryParams {
  superQueryParams: string
  superQueryMatchType: MatchType
}

/** What a search hands to the list: the conditions, the match type and their wire form. */
export interface SuperQueryResult {
  conditions: QueryCondition[]
  matchType: MatchType
  params: SuperQueryParams
}
