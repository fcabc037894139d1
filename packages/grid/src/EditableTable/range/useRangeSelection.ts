import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import {
  boundsOf,
  type CellPoint,
  type CellRange,
  extendRange,
  fillTarget,
  type RangeBounds,
  rangeAt,
} from './cellRange'

export interface RangeSelection {
  enabled: boolean
  /** The selected block; a single cell when nothing more is selected. */
  bounds: RangeBounds | null
  /** Where a fill handle drag would fill, while it is dragged. */
  fillPreview: RangeBounds | null
  /** The last thing to announce to screen readers (the range, or what a command did). */
  announcement: string
  announce: (text: string) => void
  select: (range: CellRange) => void
  /** Shift+arrow: moves the range's far corner; returns it (to focus), or null when it did not move. */
  extendBy: (rowStep: number, colStep: number) => CellPoint | null
  /** The active cell moved (arrows, Tab, a click): the range shrinks to it, unless it is the range's far corner. */
  follow: (point: CellPoint) => void
  /** A pointer pressed on a cell: starts a range there, or with Shift extends the current one. */
  pointerDown: (point: CellPoint, extend: boolean) => void
  /** A pointer moved over a cell: the pressed drag or the fill drag reaches it. */
  pointerOver: (point: CellPoint) => void
  /** The fill handle pressed: the range is the source of the fill. */
  startFill: () => void
  /** The pointer released: ends a drag; resolves the source and target of a fill drag, if one was made. */
  pointerUp: () => { source: RangeBounds; target: RangeBounds } | null
}

const samePoint = (a: CellPoint, b: CellPoint) => a.rowIndex === b.rowIndex && a.colIndex === b.colIndex

/**
 * The range of selected cells (headless): mouse drags and Shift+clicks, Shift+arrows, and the fill handle's drag.
 * `describe` words a range for the announcement.
 */
export function useRangeSelection(
  enabled: boolean,
  rowCount: number,
  colCount: number,
  describe: (bounds: RangeBounds) => string,
): RangeSelection {
  const [range, setRange] = useState<CellRange | null>(null)
  const [fillPreview, setFillPreview] = useState<RangeBounds | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const rangeRef = useRef(range)
  rangeRef.current = range
  const drag = useRef<'select' | 'fill' | null>(null)
  const fillSource = useRef<RangeBounds | null>(null)
  const fillTo = useRef<RangeBounds | null>(null)
  const describeRef = useRef(describe)
  describeRef.current = describe

  const select = useCallback((next: CellRange) => {
    setRange(next)
    const bounds = boundsOf(next)
    const many = bounds.top !== bounds.bottom || bounds.left !== bounds.right
    if (many) setAnnouncement(describeRef.current(bounds))
  }, [])

  const extendBy = useCallback(
    (rowStep: number, colStep: number) => {
      const current = rangeRef.current
      if (!current || rowCount === 0 || colCount === 0) return null
      const next = extendRange(current, rowStep, colStep, rowCount, colCount)
      if (samePoint(next.focus, current.focus)) return null
      select(next)
      return next.focus
    },
    [rowCount, colCount, select],
  )

  const follow = useCallback((point: CellPoint) => {
    const current = rangeRef.current
    if (current && samePoint(current.focus, point)) return
    setRange(rangeAt(point))
  }, [])

  const pointerDown = useCallback(
    (point: CellPoint, extend: boolean) => {
      drag.current = 'select'
      const current = rangeRef.current
      select(extend && current ? { anchor: current.anchor, focus: point } : rangeAt(point))
    },
    [select],
  )

  const pointerOver = useCallback(
    (point: CellPoint) => {
      const current = rangeRef.current
      if (drag.current === 'select' && current && !samePoint(current.focus, point))
        select({ anchor: current.anchor, focus: point })
      if (drag.current === 'fill' && fillSource.current) {
        fillTo.current = fillTarget(fillSource.current, point)
        setFillPreview(fillTo.current)
      }
    },
    [select],
  )

  const startFill = useCallback(() => {
    const current = rangeRef.current
    if (!current) return
    drag.current = 'fill'
    fillSource.current = boundsOf(current)
    fillTo.current = null
  }, [])

  const pointerUp = useCallback(() => {
    const wasFill = drag.current === 'fill'
    drag.current = null
    const source = fillSource.current
    const target = fillTo.current
    fillSource.current = null
    fillTo.current = null
    setFillPreview(null)
    return wasFill && source && target ? { source, target } : null
  }, [])

  // A pointer released outside the table ends a drag (a fill dragged out is dropped); the table's own handler runs first.
  useEffect(() => {
    if (!enabled) return
    const up = () => {
      if (drag.current === 'fill') setFillPreview(null)
      drag.current = null
      fillSource.current = null
    }
    document.addEventListener('pointerup', up)
    return () => document.removeEventListener('pointerup', up)
  }, [enabled])

  const bounds = useMemo(() => (enabled && range ? boundsOf(range) : null), [enabled, range])
  return useMemo(
    () => ({
      enabled,
      bounds,
      fillPreview,
      announcement,
      announce: setAnnouncement,
      select,
      extendBy,
      follow,
      pointerDown,
      pointerOver,
      startFill,
      pointerUp,
    }),
    [
      enabled,
      bounds,
      fillPreview,
      announcement,
      select,
      extendBy,
      follow,
      pointerDown,
      pointerOver,
      startFill,
      pointerUp,
    ],
  )
}
