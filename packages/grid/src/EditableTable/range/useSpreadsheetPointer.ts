import { type PointerEvent, type RefObject, useEffect, useMemo } from 'react'
import type { CellPoint } from './cellRange'
import type { RangeSelection } from './useRangeSelection'
import type { SpreadsheetCommands } from './useSpreadsheetCommands'

function pointOf(target: EventTarget): CellPoint | null {
  const cell = (target as Element).closest?.<HTMLElement>('[data-cell]')
  if (!cell) return null
  return { rowIndex: Number(cell.dataset.rowIndex), colIndex: Number(cell.dataset.colIndex) }
}

const TEXT_BOX = 'input, textarea, [contenteditable="true"]'

/** Whether the focused element is a text box with text selected in it (whose own copy wins over the range's). */
function selectsText(element: Element | null): boolean {
  if (!element?.matches(TEXT_BOX)) return false
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)
    return (element.selectionEnd ?? 0) > (element.selectionStart ?? 0)
  return !document.getSelection()?.isCollapsed
}

/**
 * The table's pointer handlers in spreadsheet mode (a drag or Shift+click selects a range, the fill handle's drag
 * fills) and its copy of the range as tab-separated text (Ctrl+C).
 */
export function useSpreadsheetPointer(
  range: RangeSelection,
  sheet: SpreadsheetCommands,
  rootRef: RefObject<HTMLElement | null>,
) {
  const { enabled, bounds } = range
  useEffect(() => {
    if (!enabled) return
    const onCopy = (event: ClipboardEvent) => {
      const active = document.activeElement
      const root = rootRef.current
      if (!root || !active || !root.contains(active)) return
      const single = !bounds || (bounds.top === bounds.bottom && bounds.left === bounds.right)
      if (single && selectsText(active)) return
      const text = sheet.copy()
      if (text == null || !event.clipboardData) return
      event.clipboardData.setData('text/plain', text)
      event.preventDefault()
    }
    document.addEventListener('copy', onCopy)
    return () => document.removeEventListener('copy', onCopy)
  }, [enabled, bounds, sheet, rootRef])

  return useMemo(
    () =>
      enabled
        ? {
            onPointerDown(event: PointerEvent<HTMLElement>) {
              if (event.button !== 0) return
              if ((event.target as Element).closest('[data-fill-handle]')) {
                // Not a text selection nor a focus change: the handle's drag fills.
                event.preventDefault()
                range.startFill()
                return
              }
              const point = pointOf(event.target)
              if (point) range.pointerDown(point, event.shiftKey)
            },
            onPointerOver(event: PointerEvent<HTMLElement>) {
              const point = pointOf(event.target)
              if (point && event.buttons === 1) {
                range.pointerOver(point)
                // Dragging across cells selects them, not the text in them.
                if (!(event.target as Element).closest(TEXT_BOX)) document.getSelection()?.removeAllRanges()
              }
            },
            onPointerUp() {
              const fill = range.pointerUp()
              if (fill) sheet.fill(fill.source, fill.target)
            },
          }
        : {},
    [enabled, range, sheet],
  )
}
