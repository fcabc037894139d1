import { createContext, useContext } from 'react'
import type { EditableTableProps } from './EditableTable.types'
import type { RowExpansion } from './expand/useRowExpansion'
import type { EditableTableState } from './useEditableTable'

export interface EditableTableContextValue {
  props: EditableTableProps
  state: EditableTableState
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
}

export const EditableTableContext = createContext<EditableTableContextValue | null>(null)

export function useEditableTableContext(): EditableTableContextValue {
  const value = useContext(EditableTableContext)
  if (!value) throw new Error('EditableTable cells render inside an EditableTable')
  return value
}
