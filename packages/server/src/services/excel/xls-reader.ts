import { type CellObject, read, SSF, utils } from '@e965/xlsx'
import { type SheetRow, serialDateText } from './xlsx-reader'

/** The text of one cell as the .xlsx reader gives it: trimmed strings, dates as text, numbers as written. */
function cellText(cell: CellObject | undefined, date1904: boolean): string {
  if (!cell || cell.v === undefined || cell.v === null) return ''
  switch (cell.t) {
    case 's':
      return String(cell.v).trim()
    case 'b':
      return cell.v ? 'true' : 'false'
    case 'e':
    case 'z':
      return ''
    case 'd':
      return serialDateText((cell.v as Date).getTime() / 86_400_000 + (date1904 ? 24107 : 25569), date1904)
    default: {
      const n = Number(cell.v)
      if (Number.isNaN(n)) return String(cell.v).trim()
      return cell.z !== undefined && SSF.is_date(cell.z) ? serialDateText(n, date1904) : String(n)
    }
  }
}

/**
 * The rows of the first sheet of a legacy binary workbook (.xls, BIFF in an OLE container), read by SheetJS, in the
 * .xlsx reader's row model so both go through the same import.
 */
export function* readXlsFirstSheet(data: Buffer): Generator<SheetRow> {
  const book = read(data, {
    type: 'buffer',
    cellNF: true,
    cellDates: false,
    cellFormula: false,
    cellHTML: false,
  })
  const sheet = book.Sheets[book.SheetNames[0] ?? '']
  const ref = sheet?.['!ref']
  if (!sheet || !ref) return
  const date1904 = Boolean(book.Workbook?.WBProps?.date1904)
  const range = utils.decode_range(ref)
  for (let r = range.s.r; r <= range.e.r; r++) {
    const values: string[] = []
    for (let c = 0; c <= range.e.c; c++) {
      values.push(c < range.s.c ? '' : cellText(sheet[utils.encode_cell({ r, c })], date1904))
    }
    while (values.length > 0 && values[values.length - 1] === '') values.pop()
    if (values.length > 0) yield { number: r + 1, values }
  }
}
