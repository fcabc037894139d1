import type { CellChange } from '../model/tableModel.types'
import type { EditableRow } from '../rows/rowOperations'

/** One undoable step: the cells it changed and the rows it added (a paste past the last row). */
export interface HistoryEntry {
  changes: CellChange[]
  added?: { index: number; rows: EditableRow[] }
  /** Typing in one cell: following edits of the same cell grow this step instead of adding one per keystroke. */
  cell?: string
}

export interface EditHistory {
  record(entry: HistoryEntry): void
  /** Ends the typing step of a cell (it lost focus): its next edit is a step of its own. */
  seal(): void
  /** The step to undo (moved to the redo list), if any. */
  undo(): HistoryEntry | undefined
  /** The step to redo (moved back to the undo list), if any. */
  redo(): HistoryEntry | undefined
  clear(): void
}

export const HISTORY_LIMIT = 100

/** Undo and redo lists of the table's edits, pastes and fills (at most `limit` steps kept). */
export function createEditHistory(limit = HISTORY_LIMIT): EditHistory {
  let done: HistoryEntry[] = []
  let undone: HistoryEntry[] = []
  return {
    record(entry) {
      if (entry.changes.length === 0 && !entry.added) return
      undone = []
      const last = done[done.length - 1]
      if (entry.cell && last?.cell === entry.cell) {
        const [first] = last.changes
        const [next] = entry.changes
        if (first && next) first.after = next.after
        return
      }
      done = [...done.slice(-(limit - 1)), entry]
    },
    seal() {
      const last = done[done.length - 1]
      if (last) last.cell = undefined
    },
    undo() {
      const entry = done.pop()
      if (entry) {
        entry.cell = undefined
        undone.push(entry)
      }
      return entry
    },
    redo() {
      const entry = undone.pop()
      if (entry) done.push(entry)
      return entry
    },
    clear() {
      done = []
      undone = []
    },
  }
}
