import type { RefObject } from 'react'
import type { permittedParts } from '../../permissions/deniedCodes'
import type { EditableColumn } from '../columns/column.types'
import type { ChangeTrigger } from '../columns/columnRegistry.types'
import type { CellError, EditableTableValues } from '../EditableTable.types'
import type { EditableRow } from '../rows/rowOperations'
import type { ValuesCollector } from '../valuesCollector'

export interface EditingCell {
  rowId: string
  key: string
}

/** What the table holds: read by the cells and the row expansion, changed only through the commands. */
export interface TableState {
  rows: EditableRow[]
  /** The rows of the last commit, for callbacks that run between renders. */
  rowsRef: RefObject<EditableRow[]>
  visibleColumns: EditableColumn[]
  permitted: ReturnType<typeof permittedParts>
  alwaysEdit: boolean
  editing: EditingCell | null
  selectedIds: string[]
  isSelected: (rowId: string) => boolean
  isRowDisabled: (row: EditableRow) => boolean
  /** Rows waiting for the delete confirmation. */
  pendingDelete: string[] | null
  /** Set by row expansion (tree, sub-tables): what checking and collecting values covers beyond the shown rows. */
  collectorRef: RefObject<ValuesCollector | null>
  /** Set by the component: scrolls a shown row's cell into the virtual window (the first failure of getValues). */
  revealRef: RefObject<(rowId: string, key: string) => void>
}

/** A change of cells made by one command: each cell's value before and after. */
export interface CellChange {
  rowId: string
  key: string
  before: unknown
  after: unknown
}

/** What changes the table. */
export interface TableCommands {
  setEditing: (cell: EditingCell | null) => void
  changeSelection: (ids: string[]) => void
  addRows: (
    data?: Record<string, unknown> | Record<string, unknown>[],
    options?: { index?: number },
  ) => EditableRow[]
  /** A user's insert click: refused when it follows the previous one within 1500 ms. */
  userInsert: (index?: number) => EditableRow | null
  removeRows: (rowIds: unknown) => void
  /** Rows gone without passing through the shown rows (a deleted row's closed branch). */
  recordDeleted: (rowIds: readonly string[]) => void
  deleteSelected: () => void
  confirmDelete: (confirmed: boolean) => void
  move: (from: number, to: number) => void
  setValues: (rowId: string, values: Record<string, unknown>) => void
  setCellValue: (rowId: string, key: string, value: unknown, trigger?: ChangeTrigger) => void
  setCellValues: (rowId: string, values: Record<string, unknown>, trigger?: ChangeTrigger) => void
  /** Writes many cells in one commit (paste, fill, undo), adding `added` rows first; each written cell is validated. */
  writeCells: (changes: readonly CellChange[], added?: { index: number; rows: EditableRow[] }) => void
  /** New rows with the columns' defaults (not yet in the table). */
  makeRows: (data: Record<string, unknown>[]) => EditableRow[]
  /** Rewrites the rows from the current ones (tree expansion, remote edits): not a structural change. */
  updateRows: (update: (current: EditableRow[]) => EditableRow[]) => void
}

/** How the table reacts and checks: validation messages and the collection of values. */
export interface TableBehaviour {
  /** Messages of failing cells, by `cellId`. */
  errors: Record<string, string>
  tooltipCell: string | null
  setTooltipCell: (id: string | null) => void
  validateOnBlur: (rowId: string, key: string) => void
  cellId: (rowId: string, key: string) => string
  validate: () => Promise<CellError[]>
  getValues: () => Promise<EditableTableValues>
}

export interface EditableTableModel {
  state: TableState
  commands: TableCommands
  behaviour: TableBehaviour
}
