import type { EditableColumn } from '../columns/column.types'
import { findOption, isMultiType, multiLabels, optionLabel } from '../columns/optionText'
import type { CellChange } from '../model/tableModel.types'
import { placePaste } from '../rows/paste'
import type { EditableRow } from '../rows/rowOperations'
import { boundsColumns, boundsRows, type RangeBounds } from './cellRange'
import { extendSeries, leadingSource } from './fillSeries'

/** The shown rows and visible columns a range indexes, and which of them take edits. */
export interface RangeGrid {
  rows: readonly EditableRow[]
  columns: readonly EditableColumn[]
  /** Columns a paste or fill may write (their editor is not read-only). */
  writableColumn: (column: EditableColumn) => boolean
  /** Rows a paste or fill may write (not disabled). */
  writableRow: (row: EditableRow) => boolean
}

/** A cell's value as a spreadsheet shows it: options by their text (several joined by commas), as a paste reads it. */
export function cellText(column: Pick<EditableColumn, 'options' | 'type'>, value: unknown): string {
  if (value == null) return ''
  if (!column.options?.length) return String(value)
  if (isMultiType(column.type)) return multiLabels(column.options, value).join(',')
  const option = findOption(column.options, value)
  return option ? optionLabel(option) : String(value)
}

const quoted = (text: string) => (/[\t\n\r"]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text)

/** The range as tab-separated text, one line per row (what spreadsheets paste). */
export function rangeText(grid: RangeGrid, bounds: RangeBounds): string {
  const lines: string[] = []
  for (let r = bounds.top; r <= bounds.bottom; r++) {
    const row = grid.rows[r]
    if (!row) continue
    const cells: string[] = []
    for (let c = bounds.left; c <= bounds.right; c++) {
      const column = grid.columns[c]
      if (column) cells.push(quoted(cellText(column, row[column.key])))
    }
    lines.push(cells.join('\t'))
  }
  return lines.join('\n')
}

/** A block repeated over a larger range when the range is a whole number of blocks (a spreadsheet's paste). */
function tiled(block: string[][], rows: number, columns: number): string[][] {
  const height = block.length
  const width = Math.max(...block.map((cells) => cells.length))
  if (rows <= height && columns <= width) return block
  if (rows % height !== 0 || columns % width !== 0) return block
  return Array.from({ length: rows }, (_, r) =>
    Array.from({ length: columns }, (_, c) => block[r % height]?.[c % width] ?? ''),
  )
}

export interface PastePlan {
  /** Cells by row index (indexes past the last row are rows to add) and key, with the pasted text. */
  cells: { rowIndex: number; key: string; text: string }[]
  /** Rows to add after the last one. */
  addRows: number
}

/**
 * Where a pasted block goes: from the range's first writable cell rightwards over the writable columns and down
 * (rows added past the last), repeated over the range when the range holds it a whole number of times.
 */
export function planPaste(grid: RangeGrid, block: string[][], bounds: RangeBounds): PastePlan {
  const keys = grid.columns.filter(grid.writableColumn).map((column) => column.key)
  const inRange = grid.columns
    .slice(bounds.left, bounds.right + 1)
    .filter(grid.writableColumn)
    .map((column) => column.key)
  const startKey = inRange[0]
  if (startKey === undefined || block.length === 0) return { cells: [], addRows: 0 }
  const placements = placePaste(tiled(block, boundsRows(bounds), inRange.length), bounds.top, keys, startKey)
  const cells = placements
    .filter(({ rowIndex }) => {
      const row = grid.rows[rowIndex]
      return !row || grid.writableRow(row)
    })
    .map(({ rowIndex, key, value }) => ({ rowIndex, key, text: value }))
  const lastRow = Math.max(-1, ...cells.map((cell) => cell.rowIndex))
  return { cells, addRows: Math.max(0, lastRow + 1 - grid.rows.length) }
}

type Line = { index: number; values: unknown[] }

/** The changes that fill `target` from `source` (its neighbour on one side), each line of cells as a series. */
export function planFill(grid: RangeGrid, source: RangeBounds, target: RangeBounds): CellChange[] {
  const vertical = target.left === source.left && target.right === source.right
  const backwards = vertical ? target.bottom < source.top : target.right < source.left
  const count = vertical ? boundsRows(target) : boundsColumns(target)
  const changes: CellChange[] = []
  const lines: Line[] = []
  if (vertical)
    for (let c = source.left; c <= source.right; c++) {
      const column = grid.columns[c]
      const values: unknown[] = []
      for (let r = source.top; r <= source.bottom; r++)
        values.push(column ? grid.rows[r]?.[column.key] : undefined)
      lines.push({ index: c, values })
    }
  else
    for (let r = source.top; r <= source.bottom; r++) {
      const row = grid.rows[r]
      const values: unknown[] = []
      for (let c = source.left; c <= source.right; c++) {
        const column = grid.columns[c]
        values.push(column && row ? row[column.key] : undefined)
      }
      lines.push({ index: r, values })
    }
  for (const line of lines) {
    const series = extendSeries(backwards ? [...line.values].reverse() : line.values, count)
    series.forEach((after, i) => {
      const step = backwards ? -(i + 1) : i + 1
      const r = vertical ? (backwards ? source.top + step : source.bottom + step) : line.index
      const c = vertical ? line.index : backwards ? source.left + step : source.right + step
      const row = grid.rows[r]
      const column = grid.columns[c]
      if (!row || !column || !grid.writableRow(row) || !grid.writableColumn(column)) return
      if (row[column.key] !== after)
        changes.push({ rowId: row.id, key: column.key, before: row[column.key], after })
    })
  }
  return changes
}

/**
 * Ctrl+D (down) and Ctrl+R (right) on a range: each column (or row) continues its leading filled cells over the rest
 * of the range (a fully filled one copies its first cell on).
 */
export function planRangeFill(
  grid: RangeGrid,
  bounds: RangeBounds,
  direction: 'down' | 'right',
): CellChange[] {
  const changes: CellChange[] = []
  if (direction === 'down')
    for (let c = bounds.left; c <= bounds.right; c++) {
      const column = grid.columns[c]
      if (!column) continue
      const values = grid.rows.slice(bounds.top, bounds.bottom + 1).map((row) => row[column.key])
      const length = Math.max(1, leadingSource(values))
      const line = { ...bounds, left: c, right: c }
      changes.push(
        ...planFill(
          grid,
          { ...line, bottom: bounds.top + length - 1 },
          { ...line, top: bounds.top + length },
        ),
      )
    }
  else
    for (let r = bounds.top; r <= bounds.bottom; r++) {
      const row = grid.rows[r]
      if (!row) continue
      const values = grid.columns.slice(bounds.left, bounds.right + 1).map((column) => row[column.key])
      const length = Math.max(1, leadingSource(values))
      const line = { ...bounds, top: r, bottom: r }
      changes.push(
        ...planFill(
          grid,
          { ...line, right: bounds.left + length - 1 },
          { ...line, left: bounds.left + length },
        ),
      )
    }
  return changes
}
