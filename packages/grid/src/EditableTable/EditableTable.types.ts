import type { TablePermissionProps } from '../permissions/useTablePermissions'
import type { EditableColumn, SlotRenderer } from './columns/column.types'
import type { ColumnTypeDefinition } from './columns/columnRegistry.types'
import type { EditableRow } from './rows/rowOperations'
import type { EditableTableSync } from './sync/tableSync.types'

export type {
  EditableColumn,
  EditableColumnOption,
  SlotContext,
  SlotRenderer,
} from './columns/column.types'

/** The rows of a table and the ids of deleted rows that existed on the server. */
export interface SubTableValues {
  values: EditableRow[]
  deleteIds: string[]
}

/**
 * What `getValues` resolves: the rows (in a tree every loaded row, closed branches included, children carrying their
 * parent's id), the deleted ids, and with `subTable` the rows and deleted ids of every sub-table opened so far, by
 * the id of its parent row.
 */
export interface EditableTableValues extends SubTableValues {
  subTables?: Record<string, SubTableValues>
}

export interface CellError {
  rowId: string
  /** The row's index among the rows checked (those `getValues` returns, or its sub-table's). */
  rowIndex: number
  key: string
  message: string
  /** A sub-table's cell: the id of the parent row whose sub-table it is in. */
  parentId?: string
}

export interface ValueChange {
  row: EditableRow
  rowIndex: number
  column: EditableColumn
  value: unknown
}

/** The imperative handle (`ref`) of the editable table. */
export interface EditableTableHandle {
  /** Validates every cell; resolves the rows and deleted ids, or rejects with `EditableTableValidationError`. */
  getValues(): Promise<EditableTableValues>
  /** Validates every cell and lists the failures (empty when all pass). */
  validate(): Promise<CellError[]>
  /** Adds rows (with defaults and temporary ids) at the end or before `index`; returns them. */
  addRows(
    rows?: Record<string, unknown> | Record<string, unknown>[],
    options?: { index?: number },
  ): EditableRow[]
  /** Removes rows by id; throws a TypeError unless given a string or an array of strings. */
  removeRows(rowIds: string | string[]): void
  /** Changes values of a row without touching the others. */
  setValues(rowId: string, values: Record<string, unknown>): void
  getSelectedIds(): string[]
  getDeleteIds(): string[]
}

export interface EditableTableProps extends TablePermissionProps {
  columns: EditableColumn[]
  /** The initial rows; a new array resets the table (and its deleted list). */
  dataSource?: Record<string, unknown>[]
  'aria-label': string
  /** Every cell shows its editor; otherwise a cell becomes editable on click. */
  alwaysEdit?: boolean
  /** A checkbox column for selecting rows. */
  rowSelection?: boolean
  /** A drag handle per row with its menu; the sort field is renumbered from 1. */
  dragSort?: boolean
  /** The sort field renumbered by drag-sort (default orderNum). */
  sortKey?: string
  /** Height above which the body scrolls (default 400 px). */
  maxHeight?: number
  /** Show the add and delete buttons (default true). */
  toolbar?: boolean
  /** Ask before deleting rows that exist on the server. */
  confirmDelete?: boolean
  disabled?: boolean
  /** A row is disabled (not selectable, not editable) when a field equals the configured value. */
  disabledRows?: Record<string, unknown>
  /** Values given to every new row. */
  addDefaults?: Record<string, unknown>
  /** Named renderers of slot columns. */
  slots?: Record<string, SlotRenderer>
  /** Column types for this table only, over the registered ones. */
  columnTypes?: Record<string, ColumnTypeDefinition>
  /**
   * Tree mode: the first column gets an expander; children load on expand. Drag-sort is off in tree mode, and
   * deleting a row also deletes its shown children.
   */
  tree?: EditableTreeOptions
  /** Rows open a nested table under them (not together with `tree`). */
  subTable?: EditableSubTableOptions
  /** Shares edits live with the same table on other screens (the `vxeSocket` endpoint of the provider). */
  sync?: EditableTableSync
  /** Rows changed from another screen through `sync` are highlighted for 1400 ms (JVxeTable's reloadEffect). */
  reloadEffect?: boolean
  /**
   * Spreadsheet editing: select a range of cells (drag, Shift+click, Shift+arrows), copy it as tab-separated text
   * (Ctrl+C), paste a block or one value over it (Ctrl+V, each cell validated), fill it with the fill handle or
   * Ctrl+D / Ctrl+R (a value copied on, or a series of numbers or dates continued), undo and redo edits, pastes and
   * fills (Ctrl+Z, Ctrl+Y or Ctrl+Shift+Z).
   */
  spreadsheet?: boolean
  onValueChange?: (change: ValueChange) => void
  onRowsChange?: (rows: EditableRow[]) => void
  onSelectionChange?: (ids: string[]) => void
}

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
