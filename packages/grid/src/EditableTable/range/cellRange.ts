/** A cell by its place among the shown rows and visible columns. */
export interface CellPoint {
  rowIndex: number
  colIndex: number
}

/** A block of cells from the cell where the selection started (anchor) to the one it reached (focus). */
export interface CellRange {
  anchor: CellPoint
  focus: CellPoint
}

/** A range's rows and columns, inclusive. */
export interface RangeBounds {
  top: number
  bottom: number
  left: number
  right: number
}

export const rangeAt = (point: CellPoint): CellRange => ({ anchor: point, focus: point })

export function boundsOf({ anchor, focus }: CellRange): RangeBounds {
  return {
    top: Math.min(anchor.rowIndex, focus.rowIndex),
    bottom: Math.max(anchor.rowIndex, focus.rowIndex),
    left: Math.min(anchor.colIndex, focus.colIndex),
    right: Math.max(anchor.colIndex, focus.colIndex),
  }
}

export const inBounds = (bounds: RangeBounds, rowIndex: number, colIndex: number) =>
  rowIndex >= bounds.top && rowIndex <= bounds.bottom && colIndex >= bounds.left && colIndex <= bounds.right

export const boundsRows = (bounds: RangeBounds) => bounds.bottom - bounds.top + 1
export const boundsColumns = (bounds: RangeBounds) => bounds.right - bounds.left + 1
export const isSingleCell = (bounds: RangeBounds) => boundsRows(bounds) === 1 && boundsColumns(bounds) === 1

/** The range with its focus moved by a step (Shift+arrow), kept inside the table. */
export function extendRange(
  range: CellRange,
  rowStep: number,
  colStep: number,
  rowCount: number,
  colCount: number,
): CellRange {
  const clamp = (n: number, count: number) => Math.min(Math.max(n, 0), count - 1)
  return {
    anchor: range.anchor,
    focus: {
      rowIndex: clamp(range.focus.rowIndex + rowStep, rowCount),
      colIndex: clamp(range.focus.colIndex + colStep, colCount),
    },
  }
}

/**
 * Where dragging the fill handle of `source` to `point` fills: the cells beyond the source along the axis the pointer
 * went further out on (down, up, right or left); null while it is inside the source.
 */
export function fillTarget(source: RangeBounds, point: CellPoint): RangeBounds | null {
  const down = point.rowIndex - source.bottom
  const up = source.top - point.rowIndex
  const right = point.colIndex - source.right
  const left = source.left - point.colIndex
  const furthest = Math.max(down, up, right, left)
  if (furthest <= 0) return null
  if (furthest === down) return { ...source, top: source.bottom + 1, bottom: point.rowIndex }
  if (furthest === up) return { ...source, top: point.rowIndex, bottom: source.top - 1 }
  if (furthest === right) return { ...source, left: source.right + 1, right: point.colIndex }
  return { ...source, left: point.colIndex, right: source.left - 1 }
}
