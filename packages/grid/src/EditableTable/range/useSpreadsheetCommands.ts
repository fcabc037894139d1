import { useCallback, useMemo } from 'react'
import { columnTypeDefinition } from '../columns/columnRegistry'
import type { EditableTableProps } from '../EditableTable.types'
import type { CellChange, EditableTableModel } from '../model/tableModel.types'
import { isCellBlock, parseClipboardTable } from '../rows/paste'
import { pastedValue } from '../rows/pastedValue'
import type { EditableRow } from '../rows/rowOperations'
import { boundsColumns, boundsRows, type CellPoint, inBounds, type RangeBounds } from './cellRange'
import type { EditHistory, HistoryEntry } from './editHistory'
import { planFill, planPaste, planRangeFill, type RangeGrid, rangeText } from './rangeEdits'
import type { RangeSelection } from './useRangeSelection'

const union = (a: RangeBounds, b: RangeBounds): RangeBounds => ({
  top: Math.min(a.top, b.top),
  bottom: Math.max(a.bottom, b.bottom),
  left: Math.min(a.left, b.left),
  right: Math.max(a.right, b.right),
})

const toRange = (bounds: RangeBounds) => ({
  anchor: { rowIndex: bounds.top, colIndex: bounds.left },
  focus: { rowIndex: bounds.bottom, colIndex: bounds.right },
})

export interface SpreadsheetCommands {
  /** Pastes clipboard text at a cell (a block always; one value too in spreadsheet mode when not typed into a box). */
  paste: (text: string, at: CellPoint, intoTextBox: boolean) => boolean
  /** The selected range as tab-separated text (null outside spreadsheet mode). */
  copy: () => string | null
  /** Ends a fill handle drag: fills the target from the source. */
  fill: (source: RangeBounds, target: RangeBounds) => void
  /** Ctrl+D, Ctrl+R: continues the range's leading cells over the rest of it. */
  fillRange: (direction: 'down' | 'right') => void
  undo: () => void
  redo: () => void
}

/** Copy, paste, fill, undo and redo of the editable table, over its range selection and edit history. */
export function useSpreadsheetCommands(
  props: EditableTableProps,
  model: EditableTableModel & { history: EditHistory },
  range: RangeSelection,
): SpreadsheetCommands {
  const { state, commands, history } = model
  const { rowsRef, visibleColumns, isRowDisabled } = state
  const { columnTypes, disabled } = props

  const gridNow = useCallback(
    (): RangeGrid => ({
      rows: rowsRef.current,
      columns: visibleColumns,
      writableColumn: (column) =>
        !disabled &&
        !column.disabled &&
        column.type !== 'slot' &&
        Boolean(columnTypeDefinition(column.type, columnTypes).editor),
      writableRow: (row) => !isRowDisabled(row),
    }),
    [rowsRef, visibleColumns, columnTypes, disabled, isRowDisabled],
  )

  const apply = useCallback(
    (changes: CellChange[], message: string, added?: HistoryEntry['added']) => {
      if (changes.length === 0 && !added) return false
      commands.writeCells(changes, added)
      history.record({ changes, added })
      range.announce(message)
      return true
    },
    [commands, history, range],
  )

  const paste = useCallback(
    (text: string, at: CellPoint, intoTextBox: boolean) => {
      const block = isCellBlock(text)
      const selected = range.bounds && inBounds(range.bounds, at.rowIndex, at.colIndex) ? range.bounds : null
      const many = selected && (boundsRows(selected) > 1 || boundsColumns(selected) > 1)
      if (!block && (!range.enabled || (intoTextBox && !many))) return false
      const grid = gridNow()
      const bounds =
        many && selected
          ? selected
          : { top: at.rowIndex, bottom: at.rowIndex, left: at.colIndex, right: at.colIndex }
      const plan = planPaste(grid, parseClipboardTable(text), bounds)
      if (plan.cells.length === 0) return false
      const newRows = commands.makeRows(Array.from({ length: plan.addRows }, () => ({})))
      const byKey = new Map(grid.columns.map((column) => [column.key, column]))
      const changes = plan.cells.map(({ rowIndex, key, text: cell }): CellChange => {
        const row = (grid.rows[rowIndex] ?? newRows[rowIndex - grid.rows.length]) as EditableRow
        const column = byKey.get(key)
        return { rowId: row.id, key, before: row[key], after: column ? pastedValue(column, cell) : cell }
      })
      // The pasted cells become the range (announced first, so what the paste did is the last thing said).
      if (range.enabled) {
        const columnsHit = plan.cells.map((cell) =>
          grid.columns.findIndex((column) => column.key === cell.key),
        )
        const rowsHit = plan.cells.map((cell) => cell.rowIndex)
        range.select(
          toRange({
            top: Math.min(...rowsHit),
            bottom: Math.max(...rowsHit),
            left: Math.min(...columnsHit),
            right: Math.max(...columnsHit),
          }),
        )
      }
      apply(
        changes,
        `已粘贴 ${changes.length} 个单元格`,
        newRows.length ? { index: grid.rows.length, rows: newRows } : undefined,
      )
      return true
    },
    [apply, commands, gridNow, range],
  )

  const copy = useCallback(() => {
    if (!range.enabled || !range.bounds) return null
    const bounds = range.bounds
    range.announce(`已复制 ${boundsRows(bounds)} 行 ${boundsColumns(bounds)} 列`)
    return rangeText(gridNow(), bounds)
  }, [gridNow, range])

  const fill = useCallback(
    (source: RangeBounds, target: RangeBounds) => {
      const changes = planFill(gridNow(), source, target)
      range.select(toRange(union(source, target)))
      apply(changes, `已填充 ${changes.length} 个单元格`)
    },
    [apply, gridNow, range],
  )

  const fillRange = useCallback(
    (direction: 'down' | 'right') => {
      if (!range.bounds) return
      const changes = planRangeFill(gridNow(), range.bounds, direction)
      if (!apply(changes, `已填充 ${changes.length} 个单元格`)) range.announce('没有可填充的单元格')
    },
    [apply, gridNow, range],
  )

  const undo = useCallback(() => {
    const entry = history.undo()
    if (!entry) return range.announce('没有可撤销的操作')
    if (entry.added) commands.removeRows(entry.added.rows.map((row) => row.id))
    commands.writeCells([...entry.changes].reverse().map((change) => ({ ...change, after: change.before })))
    range.announce(`已撤销 ${entry.changes.length} 个单元格的修改`)
  }, [commands, history, range])

  const redo = useCallback(() => {
    const entry = history.redo()
    if (!entry) return range.announce('没有可重做的操作')
    commands.writeCells(entry.changes, entry.added)
    range.announce(`已重做 ${entry.changes.length} 个单元格的修改`)
  }, [commands, history, range])

  return useMemo(
    () => ({ paste, copy, fill, fillRange, undo, redo }),
    [paste, copy, fill, fillRange, undo, redo],
  )
}
