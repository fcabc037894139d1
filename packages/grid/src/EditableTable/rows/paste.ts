/**
 * Splits clipboard text copied from a spreadsheet into rows of cells: tabs between cells, new lines between rows,
 * double-quoted cells may hold tabs, new lines and doubled quotes.
 */
export function parseClipboardTable(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"' && cell === '') quoted = true
    else if (char === '\t') {
      row.push(cell)
      cell = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
    } else cell += char
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell)
    rows.push(row)
  }
  return rows
}

/** Whether pasted text is a block of cells (more than one cell), rather than text for one input. */
export const isCellBlock = (text: string) => /[\t\n\r]/.test(text.replace(/[\r\n]+$/, ''))

export interface PastePlacement {
  rowIndex: number
  key: string
  value: string
}

/** Where each pasted value goes: from the start cell rightwards over `keys` and downwards; extra columns are cut. */
export function placePaste(block: string[][], startRow: number, keys: readonly string[], startKey: string) {
  const startColumn = keys.indexOf(startKey)
  const placements: PastePlacement[] = []
  if (startColumn < 0) return placements
  block.forEach((cells, r) => {
    cells.forEach((value, c) => {
      const key = keys[startColumn + c]
      if (key !== undefined) placements.push({ rowIndex: startRow + r, key, value })
    })
  })
  return placements
}
