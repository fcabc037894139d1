// biome-ignore-all lint/a11y/useSemanticElements: a virtual grid draws rows and cells as positioned divs with ARIA grid roles
// biome-ignore-all lint/a11y/useFocusableInteractive: focus moves between cells by a roving tab index (gridKeyboard)
// biome-ignore-all lint/a11y/useKeyWithClickEvents: Enter on a cell edits it, handled by the grid (gridKeyboard)
import { mergeClasses } from '@fluentui/react-components'
import { memo, useState } from 'react'
import { CellErrorTooltip } from './CellErrorTooltip'
import { columnTypeDefinition } from './columns/columnRegistry'
import type { CellClasses } from './EditableTable.styles'
import type { EditableColumn } from './EditableTable.types'
import { useEditableTableContext } from './EditableTableContext'
import { RowExpander } from './expand/RowExpander'
import { FillHandle } from './range/FillHandle'
import { rangeLook } from './range/rangeLook'
import type { EditableRow } from './rows/rowOperations'

export interface EditableTableCellProps {
  row: EditableRow
  rowIndex: number
  column: EditableColumn
  colIndex: number
}

/** The box class of a cell: plain text held by the cell itself or content in a box; failing; editable on click. */
function boxClass(classes: CellClasses, text: boolean, invalid: boolean, editable: boolean): string {
  if (!text) return invalid ? classes.invalidCell : classes.cell
  if (editable) return invalid ? classes.invalidEditableTextCell : classes.editableTextCell
  return invalid ? classes.invalidTextCell : classes.textCell
}

/** Whether a pointer is on the cell (1) or focus in it (2): either shows a failing cell's message. */
const POINTED = 1
const FOCUSED = 2

/**
 * One cell: its control while edited (or always), its text otherwise, and its validation tooltip. Memoized: a
 * scroll frame draws only the cells that came into view, and each takes few hooks (its classes come from the table,
 * its message id is its place in the table).
 */
export const EditableTableCell = memo(function EditableTableCell({
  row,
  rowIndex,
  column,
  colIndex,
}: EditableTableCellProps) {
  const context = useEditableTableContext()
  const { props, state, commands, behaviour, widths, activeCell, focusCell, range, expansion } = context
  const classes = context.classes.cell
  const [shown, setShown] = useState(0)
  const messageId = `${context.idPrefix}-${rowIndex}-${colIndex}`
  const definition = columnTypeDefinition(column.type, props.columnTypes)
  const id = behaviour.cellId(row.id, column.key)
  const error = behaviour.errors[id]
  const disabled = Boolean(props.disabled || column.disabled || state.isRowDisabled(row))
  const editingHere = state.editing?.rowId === row.id && state.editing.key === column.key
  const Editor = definition.editor
  const showEditor = Editor && (state.alwaysEdit || definition.alwaysEditor || editingHere)
  const value = row[column.key]
  const label = `${column.title} 第${rowIndex + 1}行`
  const canEdit = Boolean(Editor) && !disabled && !definition.alwaysEditor && !state.alwaysEdit
  const active = activeCell.rowIndex === rowIndex && activeCell.colIndex === colIndex
  const look = rangeLook(range, rowIndex, colIndex)

  const content = showEditor ? (
    <Editor
      column={column}
      row={row}
      rowIndex={rowIndex}
      value={value}
      label={label}
      disabled={disabled}
      invalid={Boolean(error)}
      autoFocus={editingHere && !state.alwaysEdit}
      onChange={(next, trigger) => commands.setCellValue(row.id, column.key, next, trigger)}
      onChangeValues={(values, trigger) => commands.setCellValues(row.id, values, trigger)}
      onBlur={() => behaviour.validateOnBlur(row.id, column.key)}
      onDone={() => focusCell(rowIndex, colIndex, false)}
      slot={column.slot ?? (column.slotName ? props.slots?.[column.slotName] : undefined)}
    />
  ) : (
    (definition.display?.({ column, row, value }) ?? (value == null ? '' : String(value)))
  )
  // Plain text sits straight in the cell: one element per cell, not two (cells are most of the DOM). A control, an
  // element shown for the value, or the first cell's expander sits in a content box.
  const text =
    (typeof content === 'string' || typeof content === 'number') && (colIndex > 0 || expansion.mode === null)
  const contentClass = !showEditor && canEdit ? classes.editableContent : classes.content
  const box = boxClass(classes, text, Boolean(error), !showEditor && canEdit)

  return (
    <div
      role="gridcell"
      aria-colindex={colIndex + 1}
      aria-invalid={error ? true : undefined}
      aria-selected={range.enabled ? look.selected : undefined}
      aria-readonly={Editor && !disabled ? undefined : true}
      tabIndex={active ? 0 : -1}
      data-cell=""
      data-row-index={rowIndex}
      data-col-index={colIndex}
      data-row-id={row.id}
      data-key={column.key}
      data-editing={editingHere || undefined}
      className={
        look.highlighted || look.handle || look.fillPreview
          ? mergeClasses(
              box,
              look.highlighted && classes.inRange,
              look.handle && classes.handleCell,
              look.fillPreview && classes.inFill,
            )
          : box
      }
      style={look.edges ? { width: widths[colIndex], boxShadow: look.edges } : { width: widths[colIndex] }}
      onClick={(event) => {
        // Shift+click extends the range instead of editing.
        if (canEdit && !editingHere && !(range.enabled && event.shiftKey)) focusCell(rowIndex, colIndex, true)
      }}
      // Pointing at or focusing a failing cell shows its message.
      onPointerEnter={error ? () => setShown((bits) => bits | POINTED) : undefined}
      onPointerLeave={shown & POINTED ? () => setShown((bits) => bits & ~POINTED) : undefined}
      onFocus={error ? () => setShown((bits) => bits | FOCUSED) : undefined}
      onBlur={shown & FOCUSED ? () => setShown((bits) => bits & ~FOCUSED) : undefined}
      aria-describedby={error ? messageId : undefined}
    >
      {text ? (
        content
      ) : (
        <div className={contentClass}>
          {colIndex === 0 ? <RowExpander row={row}>{content}</RowExpander> : content}
        </div>
      )}
      {look.handle && !editingHere && <FillHandle className={classes.fillHandle} />}
      {error && (
        <CellErrorTooltip
          id={messageId}
          message={error}
          visible={shown !== 0 || behaviour.tooltipCell === id}
          onHide={() => setShown(0)}
        />
      )}
    </div>
  )
})
