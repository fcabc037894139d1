import type { KeyboardEvent } from 'react'

export interface GridKeyboardOptions {
  rowCount: number
  colCount: number
  focusCell: (rowIndex: number, colIndex: number, edit: boolean) => void
  /** Leaves the cell's control and puts focus back on the cell. */
  stopEditing: (rowIndex: number, colIndex: number) => void
}

const TEXT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', ''])

/** A plain one-line text box (not a combobox, date or textarea), whose caret arrows may leave at its ends. */
function textInputOf(target: HTMLElement): HTMLInputElement | null {
  return target instanceof HTMLInputElement && !target.getAttribute('role') && TEXT_TYPES.has(target.type)
    ? target
    : null
}

/**
 * Spreadsheet keys between cells: arrows move (inside a text box only from its ends), Tab and Shift+Tab go to the next
 * and previous cell, Enter edits the cell or, while editing, moves down, Escape leaves the control.
 */
export function gridKeyDown(event: KeyboardEvent<HTMLElement>, options: GridKeyboardOptions): void {
  const target = event.target as HTMLElement
  const cell = target.closest<HTMLElement>('[data-cell]')
  if (!cell || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
  const rowIndex = Number(cell.dataset.rowIndex)
  const colIndex = Number(cell.dataset.colIndex)
  const onCell = target === cell
  const text = textInputOf(target)
  const { rowCount, colCount, focusCell } = options
  const go = (r: number, c: number, edit: boolean) => {
    event.preventDefault()
    focusCell(r, c, edit)
  }

  switch (event.key) {
    case 'Escape':
      if (!onCell && !target.closest('[aria-expanded="true"]')) {
        event.preventDefault()
        options.stopEditing(rowIndex, colIndex)
      }
      return
    case 'Enter':
      if (onCell) go(rowIndex, colIndex, true)
      else if (text && rowIndex + 1 < rowCount) go(rowIndex + 1, colIndex, true)
      return
    case 'Tab': {
      const flat = rowIndex * colCount + colIndex + (event.shiftKey ? -1 : 1)
      if (flat < 0 || flat >= rowCount * colCount) return
      go(Math.floor(flat / colCount), flat % colCount, !onCell)
      return
    }
    case 'ArrowUp':
    case 'ArrowDown': {
      if (!onCell && !text) return
      const r = rowIndex + (event.key === 'ArrowUp' ? -1 : 1)
      if (r >= 0 && r < rowCount) go(r, colIndex, !onCell)
      return
    }
    case 'ArrowLeft':
    case 'ArrowRight': {
      const left = event.key === 'ArrowLeft'
      if (!onCell) {
        if (!text) return
        const atEdge = left
          ? text.selectionStart === 0 && text.selectionEnd === 0
          : text.selectionStart === text.value.length
        if (!atEdge) return
      }
      const c = colIndex + (left ? -1 : 1)
      if (c >= 0 && c < colCount) go(rowIndex, c, !onCell)
      return
    }
  }
}
