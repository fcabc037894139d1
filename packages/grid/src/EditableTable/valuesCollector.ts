import type { CellError, SubTableValues } from './EditableTable.types'
import type { EditableRow } from './rows/rowOperations'

/** What sits beside the rows in `getValues` (the sub-tables), with the failures found checking it. */
export interface CollectedExtra {
  failures: CellError[]
  subTables?: Record<string, SubTableValues>
}

/**
 * What row expansion adds to checking and collecting values; the tree or the sub-tables set it on the table's state.
 * Without one, the shown rows are all there is.
 */
export interface ValuesCollector {
  /** Every row to check and return, from the shown ones (a tree puts its closed branches back). */
  rows?(shown: EditableRow[]): EditableRow[]
  /** Makes a row shown (opens its closed ancestors) so its failing cell can be scrolled to. */
  show?(rowId: string): void
  /** Checks and collects what lives beside the rows (the sub-tables). */
  collect?(): Promise<CollectedExtra>
  /** Shows a failure found by `collect` (opens its sub-table, whose cell then shows the message). */
  reveal?(failure: CellError): void
}
