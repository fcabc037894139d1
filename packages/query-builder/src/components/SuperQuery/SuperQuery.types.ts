import type { SuperQueryResult } from '../../core/condition.types'
import type { QueryMessages } from '../../core/messages'
import type { SuperQueryDialogProps } from '../SuperQueryDialog/SuperQueryDialog.types'

export interface SuperQueryProps
  extends Pick<SuperQueryDialogProps, 'fields' | 'saveCode' | 'store' | 'editors'> {
  /** The query in force, when the list owns it; otherwise the component keeps it. */
  value?: SuperQueryResult | null
  /** A search applied a query, or 重置 / 清空 dropped it (null). */
  onChange: (result: SuperQueryResult | null) => void
  /** The button's, dialog's and editors' texts in another language (default Chinese, QUERY_MESSAGES). */
  messages?: Partial<QueryMessages>
}
