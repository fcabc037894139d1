import { tokens } from '@fluentui/react-components'
import { inBounds, isSingleCell, type RangeBounds } from './cellRange'
import type { RangeSelection } from './useRangeSelection'

export interface CellRangeLook {
  /** In the selected range (aria-selected). */
  selected: boolean
  /** Shaded: in a range of more than one cell (a single cell shows its focus ring instead). */
  highlighted: boolean
  /** The fill handle sits on this cell: the range's bottom-right one. */
  handle: boolean
  /** Where the fill handle's drag would fill. */
  fillPreview: boolean
  /** The range's outline on the sides of this cell that are the range's edges (a box-shadow), if any. */
  edges?: string
}

const NONE: CellRangeLook = { selected: false, highlighted: false, handle: false, fillPreview: false }

const EDGE = tokens.colorBrandStroke1

/** One outline around the whole range: each cell draws the sides it shares with the range's edge. */
function edgesOf(bounds: RangeBounds, rowIndex: number, colIndex: number): string | undefined {
  const sides = [
    rowIndex === bounds.top && `inset 0 2px 0 ${EDGE}`,
    rowIndex === bounds.bottom && `inset 0 -2px 0 ${EDGE}`,
    colIndex === bounds.left && `inset 2px 0 0 ${EDGE}`,
    colIndex === bounds.right && `inset -2px 0 0 ${EDGE}`,
  ].filter(Boolean)
  return sides.length ? sides.join(', ') : undefined
}

/** How a cell shows the range selection. */
export function rangeLook(range: RangeSelection, rowIndex: number, colIndex: number): CellRangeLook {
  const { bounds, fillPreview } = range
  if (!bounds) return NONE
  const selected = inBounds(bounds, rowIndex, colIndex)
  return {
    selected,
    highlighted: selected && !isSingleCell(bounds),
    edges: selected && !isSingleCell(bounds) ? edgesOf(bounds, rowIndex, colIndex) : undefined,
    handle: rowIndex === bounds.bottom && colIndex === bounds.right,
    fillPreview: fillPreview ? inBounds(fillPreview, rowIndex, colIndex) : false,
  }
}
