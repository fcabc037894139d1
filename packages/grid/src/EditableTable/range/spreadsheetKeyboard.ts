import type { KeyboardEvent } from 'react'
import type { CellPoint } from './cellRange'

export interface SpreadsheetKeyActions {
  /** Moves the range's far corner by a step; returns the cell it reached, or null. */
  extendBy: (rowStep: number, colStep: number) => CellPoint | null
  focusCell: (rowIndex: number, colIndex: number, edit: boolean) => void
  fillRange: (direction: 'down' | 'right') => void
  undo: () => void
  redo: () => void
}

const STEPS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
}

/**
 * Spreadsheet keys of the table: Shift+arrows extend the range from a cell (inside a text box they select text),
 * Ctrl+D and Ctrl+R fill down and right, Ctrl+Z undoes, Ctrl+Y and Ctrl+Shift+Z redo (⌘ on a Mac).
 */
export function spreadsheetKeyDown(event: KeyboardEvent<HTMLElement>, actions: SpreadsheetKeyActions): void {
  const target = event.target as HTMLElement
  const cell = target.closest<HTMLElement>('[data-cell]')
  if (!cell || event.defaultPrevented || event.altKey) return
  const command = event.ctrlKey || event.metaKey
  const key = event.key.toLowerCase()
  const run = (action: () => void) => {
    event.preventDefault()
    action()
  }
  if (command) {
    if (key === 'z' && !event.shiftKey) run(actions.undo)
    else if (key === 'y' || (key === 'z' && event.shiftKey)) run(actions.redo)
    else if (key === 'd') run(() => actions.fillRange('down'))
    else if (key === 'r') run(() => actions.fillRange('right'))
    return
  }
  const step = STEPS[event.key]
  if (!event.shiftKey || !step || target !== cell) return
  event.preventDefault()
  const reached = actions.extendBy(step[0], step[1])
  if (reached) actions.focusCell(reached.rowIndex, reached.colIndex, false)
}
