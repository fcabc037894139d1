import { sniff } from '../files/file-types'
import { readXlsFirstSheet } from './xls-reader'
import { readFirstSheet, type SheetRow } from './xlsx-reader'

/** Whether the bytes are a workbook an import reads: .xlsx (zip) or legacy .xls (OLE). */
export function isWorkbook(data: Buffer): boolean {
  const kind = sniff(data)
  return kind === 'zip' || kind === 'ole'
}

/**
 * The rows of a workbook's first sheet, .xlsx or .xls alike (the one row model every Excel import reads). Throws
 * when the file cannot be read as a workbook.
 */
export async function* readWorkbookRows(data: Buffer): AsyncGenerator<SheetRow> {
  if (sniff(data) === 'ole') yield* readXlsFirstSheet(data)
  else yield* readFirstSheet(data)
}
