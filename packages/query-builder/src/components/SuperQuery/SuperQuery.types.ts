import type { SuperQueryResult } from '../../core/condition.types'
import type { SuperQueryDialogProps } from '../SuperQueryDialog/SuperQueryDialog.types'

export interface SuperQueryProps
  extends Pick<SuperQueryDialogProps, 'fields' | 'saveCode' | 'store' | 'editors'> {
  /** The query in force, when the list owns it; otherwise the component keeps it. */
  value?: SuperQueryResult | null
  /** A search applied a query, or 重置 / 清空 dropped it (null). */
  onChange: (result: SuperQueryResult | null) => void
}
