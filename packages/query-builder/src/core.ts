export type {
  ConditionRow,
  QueryCondition,
  QueryField,
  SavedQuery,
  SuperQueryParams,
  SuperQueryResult,
} from './core/condition.types'
export {
  changeField,
  changeRule,
  effectiveConditions,
  emptyRow,
  isRowComplete,
  joinInValue,
  rowsFromConditions,
  splitInValue,
} from './core/conditions'
export { fromWireDateTime, toWireDateTime, toWireTime } from './core/dateValues'
export { QUERY_MESSAGES, type QueryMessages } from './core/messages'
export {
  DEFAULT_MATCH_TYPE,
  DEFAULT_RULE,
  IN_SEPARATOR,
  isMatchType,
  isQueryRule,
  MATCH_TYPES,
  type MatchType,
  QUERY_RULES,
  type QueryRule,
  ruleLabel,
} from './core/rules'
export { parseMatchType, parseSuperQueryParams, toSuperQueryParams } from './core/superQueryParams'
export { isExistingName, validateSave, validateSaveName, validateSearch } from './core/validation'
export {
  createLocalStorageQueryStore,
  SAVED_QUERY_KEY_PREFIX,
  savedQueryKey,
} from './store/localStorageQueryStore'
export type { SavedQueryStore } from './store/savedQueryStore.types'
