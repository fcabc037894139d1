// biome-ignore-all lint/a11y/useSemanticElements: a virtual grid draws rows and cells as positioned divs with ARIA grid roles
// biome-ignore-all lint/a11y/useFocusableInteractive: focus moves between cells by a roving tab index (gridKeyboard)
import type { VirtualItem } from '@tanstack/react-virtual'
import { memo } from 'react'
import type { EditableColumn } from './columns/column.types'
import { ROW_HEIGHT } from './EditableTable.styles'
import { EditableTableCell } from './EditableTableCell'
import { useEditableTableContext } from './EditableTableContext'
import { LeadingCells } from './LeadingCells'
import type { EditableRow } from './rows/rowOperations'

export interface EditableTableRowProps {
  row: EditableRow
  rowIndex: number
  /** Where the row sits in the body (px). */
  start: number
  className: string
  selected: boolean | undefined
  reloaded: boolean
  visibleColumns: readonly EditableColumn[]
  virtualColumns: readonly VirtualItem[]
  spacer: number
  totalWidth: number
}

/**
 * One body row with its leading cells and the cells of the columns in view. Memoized: scrolling down draws the rows
 * that came into view, not again the ones already drawn.
 */
export const EditableTableRow = memo(function EditableTableRow(props: EditableTableRowProps) {
  const { row, rowIndex, visibleColumns, virtualColumns, spacer } = props
  const { expansion } = useEditableTableContext()
  return (
    <div
      role="row"
      aria-rowindex={rowIndex + 2}
      aria-selected={props.selected}
      {...expansion.rowAria(row)}
      data-reloaded={props.reloaded || undefined}
      className={props.className}
      style={{ height: ROW_HEIGHT, width: props.totalWidth, top: props.start }}
    >
      <LeadingCells row={row} rowIndex={rowIndex} />
      <div role="presentation" style={{ width: spacer, flexShrink: 0 }} />
      {virtualColumns.map((virtual) => {
        const column = visibleColumns[virtual.index]
        return column ? (
          <EditableTableCell
            key={column.key}
            row={row}
            rowIndex={rowIndex}
            column={column}
            colIndex={virtual.index}
          />
        ) : null
      })}
    </div>
  )
})
