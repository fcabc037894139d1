import type { ExcelSheetSpec, RowCells } from './sheet.types'
import { readWorkbookRows } from './workbook-reader'

/** The file cannot be read as the entity's sheet (not a workbook, no header row). */
export class ImportFormatError extends Error {
  override name = 'ImportFormatError'
}

/** Rows searched for the header (JeecgBoot sheets have two title rows before it). */
const HEADER_SEARCH_ROWS = 10

/**
 * Streams the first worksheet of an .xlsx or .xls and yields its data rows by field. The header is the first row (of the
 * first ten) holding every required column title; columns are matched by title, in any order; empty rows are skipped.
 */
export async function* readEntityRows(
  data: Buffer,
  spec: ExcelSheetSpec,
): AsyncGenerator<{ rowNumber: number; cells: RowCells }> {
  const required = spec.columns.filter((c) => c.required).map((c) => c.title)
  let columns: { index: number; field: string }[] | undefined
  try {
    for await (const row of readWorkbookRows(data)) {
      const texts = row.values
      if (!columns) {
        if (required.every((title) => texts.includes(title))) {
          columns = spec.columns.flatMap((column) => {
            const index = texts.indexOf(column.title)
            return index >= 0 ? [{ index, field: column.field }] : []
          })
        } else if (row.number >= HEADER_SEARCH_ROWS) {
          break
        }
        continue
      }
      if (texts.every((t) => t === '')) continue
      const cells: RowCells = {}
      for (const { index, field } of columns) cells[field] = texts[index] ?? ''
      yield { rowNumber: row.number, cells }
    }
  } catch (error) {
    // Whatever the cause (a damaged zip, truncated XML), the file could not be read.
    throw new ImportFormatError(`无法读取Excel文件（${(error as Error).message}）`)
  }
  if (!columns) throw new ImportFormatError(`未找到表头，表头需包含列：${required.join('、')}`)
}
