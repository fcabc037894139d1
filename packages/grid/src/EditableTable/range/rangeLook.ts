import { inBounds, isSingleCell } from './cellRange'
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
}

const NONE: CellRangeLook = { selected: false, highlighted: false, handle: false, fillPreview: false }

/** How a cell shows the range selection. */
export function rangeLook(range: RangeSelection, rowIndex: number, colIndex: number): CellRangeLook {
  const { bounds, fillPreview } = range
  if (!bounds) return NONE
  const selected = inBounds(bounds, rowIndex, colIndex)
  return {
    selected,
    highlighted: selected && !isSingleCell(bounds),
    handle: rowIndex === bounds.bottom && colIndex === bounds.right,
    fillPreview: fillPreview ? inBounds(fillPreview, rowIndex, colIndex) : false,
  }
}
