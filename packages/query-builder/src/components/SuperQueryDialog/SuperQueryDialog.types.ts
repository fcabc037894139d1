import type { QueryCondition, QueryField, SuperQueryResult } from '../../core/condition.types'
import type { MatchType } from '../../core/rules'
import type { SavedQueryStore } from '../../store/savedQueryStore.types'
import type { ValueEditors } from '../editors/valueEditor.types'

/** The query in force, which the dialog starts from each time it opens. */
export interface AppliedQuery {
  conditions: QueryCondition[]
  matchType: MatchType
}

export interface SuperQueryDialogProps {
  /** The fields the user can filter on. */
  fields: QueryField[]
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The query in force (none: one empty row, match type and). */
  value?: AppliedQuery | null
  /** 查询 with at least one complete condition; the dialog then closes. */
  onSearch: (result: SuperQueryResult) => void
  /** 重置: the conditions are cleared and the query in force must go too. */
  onReset?: () => void
  /** Saved queries are kept per save code (default: the current path). */
  saveCode?: string
  /** Where saved queries live (default: a SavedQueryStoreProvider's, else local storage). */
  store?: SavedQueryStore
  /** Value editors by field type, before the built-in ones. */
  editors?: ValueEditors
}
