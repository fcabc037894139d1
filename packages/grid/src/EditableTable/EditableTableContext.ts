import { createContext, type ForwardRefExoticComponent, type RefAttributes, useContext } from 'react'
import type { TableClasses } from './EditableTable.styles'
import type { EditableTableHandle, EditableTableProps } from './EditableTable.types'
import type { RowExpansion } from './expand/useRowExpansion'
import type { TableBehaviour, TableCommands, TableState } from './model/tableModel.types'
import type { RangeSelection } from './range/useRangeSelection'

export interface EditableTableContextValue {
  props: EditableTableProps
  state: TableState
  commands: TableCommands
  behaviour: TableBehaviour
  /** Pixel width of each visible column. */
  widths: number[]
  /** The cell that takes part in the tab order (roving tab index). */
  activeCell: { rowIndex: number; colIndex: number }
  /** Moves focus to a cell, optionally into its control (scrolling it into view first). */
  focusCell: (rowIndex: number, colIndex: number, edit: boolean) => void
  /** Clicked inserts go through the 1500 ms guard and focus the new row. */
  insertBelow: (rowIndex: number) => void
  /** Tree children and sub-tables of rows. */
  expansion: RowExpansion
  /** The selected block of cells (spreadsheet mode). */
  range: RangeSelection
  /** The classes of rows and cells (made once, not by each row or cell). */
  classes: TableClasses
  /** Unique in the page: a cell's error message id is this prefix with the cell's row and column index. */
  idPrefix: string
  /** The table component itself, for the nested tables of sub-tables (imported here it would close a circle). */
  Table: ForwardRefExoticComponent<EditableTableProps & RefAttributes<EditableTableHandle>>
}

export const EditableTableContext = createContext<EditableTableContextValue | null>(null)

export function useEditableTableContext(): EditableTableContextValue {
  const value = useContext(EditableTableContext)
  if (!value) throw new Error('EditableTable cells render inside an EditableTable')
  return value
}
