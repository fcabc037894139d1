import type { EditableSubTableOptions, EditableTreeOptions } from '../EditableTable.types'

export type { EditableSubTableOptions, EditableTreeOptions }

/** What the expander of a row shows. */
export interface RowExpanderInfo {
  /** 1 for top-level rows. */
  level: number
  expandable: boolean
  expanded: boolean
  /** Its children or sub-table are loading. */
  busy: boolean
}
