import type { EditableColumn, EditableTableProps } from '../EditableTable.types'
import type { EditableRow } from '../rows/rowOperations'

/** Tree mode: rows flagged as having children expand, and their children load then (spec §4, §7 Tree table). */
export interface EditableTreeOptions {
  /**
   * Loads the children of a row, or the top level (`null`) when the table has no `dataSource`. Resolves to an array
   * of rows or a page `{ records }` (JeecgBoot's `result` or `result.records`); anything else fails with
   * 'returned data type not recognised'. A row whose children come back empty becomes a leaf.
   */
  loadChildren: (parent: EditableRow | null) => Promise<unknown>
  /** Field that says a row has children (true, 1, '1' or 'true'); default `hasChildren`. */
  hasChildKey?: string
  /** Field that `getValues` fills with a child's parent id (JTreeTable's `parentId`, the default). */
  parentIdKey?: string
}

/** Sub-tables: a row opens a nested table whose rows a loader brings (retried 3 times, then an error in the row). */
export interface EditableSubTableOptions {
  columns: EditableColumn[]
  /** The rows of a row's sub-table: an array or a page `{ records }`. */
  load: (row: EditableRow) => Promise<unknown>
  /** Which rows open a sub-table (default: rows saved on the server, not new ones). */
  expandable?: (row: EditableRow) => boolean
  /** Accessible name of the nested table (default `第N行子表`). */
  label?: (row: EditableRow, rowIndex: number) => string
  /** Height of the open panel in px (default 240); the nested table scrolls inside it. */
  height?: number
  /** More props for the nested EditableTable (default: no toolbar). */
  tableProps?: Partial<Omit<EditableTableProps, 'columns' | 'dataSource' | 'aria-label'>>
  /** Edits in a sub-table: the parent row, the nested table's rows and the ids of its saved rows deleted so far. */
  onRowsChange?: (parent: EditableRow, rows: EditableRow[], deleteIds: string[]) => void
}

/** What the expander of a row shows. */
export interface RowExpanderInfo {
  /** 1 for top-level rows. */
  level: number
  expandable: boolean
  expanded: boolean
  /** Its children or sub-table are loading. */
  busy: boolean
}
