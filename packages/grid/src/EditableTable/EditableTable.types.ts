import type { ReactNode } from 'react'
import type { TablePermissionProps } from '../permissions/useTablePermissions'
import type { ColumnTypeDefinition } from './columns/columnRegistry.types'
import type { EditableColumnType } from './columns/columnTypes'
import type { EditableSubTableOptions, EditableTreeOptions } from './expand/expand.types'
import type { EditableRow } from './rows/rowOperations'
import type { StatisticsKind } from './rows/statistics'
import type { EditableTableSync } from './sync/tableSync.types'
import type { ValidateRule } from './validation/validation.types'

export interface EditableColumnOption {
  value: string | number
  text?: string
  title?: string
  disabled?: boolean
}

/** A column of the editable table (spec §3, Editable table column). */
export interface EditableColumn {
  key: string
  title: string
  /** One of the 20 types of spec §3, or a type registered with `registerColumnType`. */
  type: EditableColumnType | (string & {})
  width?: number
  minWidth?: number
  placeholder?: string
  options?: EditableColumnOption[]
  /**
   * Dictionary code the options come from (resolved by the caller into `options`); a sel_search column with a
   * dictCode and no options searches it on the server instead (loadDict, 300 ms after the last keystroke).
   */
  dictCode?: string
  defaultValue?: unknown
  /** Checkbox: whether new rows start checked. */
  defaultChecked?: boolean
  /** Checkbox and switch: the stored [checked, unchecked] pair (default [true, false]; switch ['Y', 'N']). */
  customValue?: [unknown, unknown]
  validateRules?: ValidateRule[]
  /** Extra props passed to the cell's control. */
  props?: Record<string, unknown>
  disabled?: boolean
  allowDownload?: boolean
  allowRemove?: boolean
  /** select: typed text that names no option is kept as the value (a searchable combobox). */
  allowInput?: boolean
  /** select: the options are filtered as typed. */
  allowSearch?: boolean
  statistics?: StatisticsKind | StatisticsKind[]
  isOrder?: boolean
  /** upload cells: send the access token with the upload (default true). */
  token?: boolean
  /** upload cells: the upload URL (default the provider's). */
  action?: string
  /** upload cells: the reply's key holding the stored path (default `message`). */
  responseName?: string
  /** popup: the online report's code. */
  popupCode?: string
  /** popup: the dest field whose values the cell shows (default: the column's key). */
  field?: string
  /** popup: report fields read from the chosen rows, comma separated. */
  orgFields?: string
  /** popup: row fields they fill, comma separated, in the same order (the column's key among them). */
  destFields?: string
  fieldExtendJson?: string
  number?: number
  /** Slot columns: the name of the renderer in the table's `slots`. */
  slotName?: string
  /** Slot columns: renders the cell (instead of a named slot). */
  slot?: SlotRenderer
}

export interface SlotContext {
  row: EditableRow
  rowIndex: number
  column: EditableColumn
  value: unknown
  setValue: (value: unknown) => void
}

export type SlotRenderer = (context: SlotContext) => ReactNode

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
  onValueChange?: (change: ValueChange) => void
  onRowsChange?: (rows: EditableRow[]) => void
  onSelectionChange?: (ids: string[]) => void
}
