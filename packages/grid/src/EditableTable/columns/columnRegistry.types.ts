import type { ComponentType, ReactNode } from 'react'
import type { EditableRow } from '../rows/rowOperations'
import type { EditableColumn, SlotRenderer } from './column.types'

/** How a value reached the table: typing (`input`) or a committed change (`change`), as validation reads it. */
export type ChangeTrigger = 'input' | 'change'

export interface CellEditorProps {
  column: EditableColumn
  row: EditableRow
  rowIndex: number
  value: unknown
  /** The control's accessible name (column title and row number). */
  label: string
  disabled: boolean
  invalid: boolean
  /** Focus the control on mount (a cell that just became editable). */
  autoFocus: boolean
  onChange: (value: unknown, trigger?: ChangeTrigger) => void
  /**
   * Several fields of the row in one edit (a popup's dest fields, this column's among them); each field that is a
   * column is validated as `onChange` validates this one.
   */
  onChangeValues: (values: Record<string, unknown>, trigger?: ChangeTrigger) => void
  onBlur: () => void
  /** Ends editing and puts the focus back on the cell (editors that finish in a modal call it when it closes). */
  onDone?: () => void
  /** Slot columns: the renderer named by the column. */
  slot?: SlotRenderer
}

export interface CellDisplayProps {
  column: EditableColumn
  row: EditableRow
  value: unknown
}

/** What a column type brings to the table: its controls and its size. Register one with `registerColumnType`. */
export interface ColumnTypeDefinition {
  /** The control shown while the cell is edited (or always, see `alwaysEditor`). */
  editor?: ComponentType<CellEditorProps>
  /** What the cell shows when it is not being edited (default: the value, or its option's text). */
  display?: (props: CellDisplayProps) => ReactNode
  /** The control is also the display (checkbox, switch, radio): shown even when not editing. */
  alwaysEditor?: boolean
  /** Not shown as a column; the value is kept. */
  hidden?: boolean
  width?: number
  minWidth?: number
}
