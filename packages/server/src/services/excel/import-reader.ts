import { Readable } from 'node:stream'
import ExcelJS from 'exceljs'
import type { ExcelSheetSpec, RowCells } from './sheet.types'

/** The file cannot be read as the entity's sheet (not xlsx, no header row). */
export class ImportFormatError extends Error {
  override name = 'ImportFormatError'
}

/** Rows searched for the header (JeecgBoot sheets have two title rows before it). */
const HEADER_SEARCH_ROWS = 10

const pad = (n: number) => String(n).padStart(2, '0')

/** A cell's value as text: rich text joined, formulas by their result, dates as yyyy-MM-dd. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) {
    const day = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`
    const time = value.getUTCHours() + value.getUTCMinutes() + value.getUTCSeconds()
    return time === 0
      ? day
      : `${day} ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}`
  }
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: string }
    if (Array.isArray(v.richText))
      return v.richText
        .map((r) => r.text)
        .join('')
        .trim()
    if (v.text !== undefined) return cellText(v.text)
    if (v.result !== undefined) return cellText(v.result)
    return ''
  }
  return String(value).trim()
}

const rowTexts = (values: unknown): string[] =>
  Array.isArray(values) ? Array.from(values, (v) => cellText(v)) : []

/** Fed as one chunk, the whole sheet would be parsed into one array of XML events; small slices keep memory flat. */
const SLICE_BYTES = 64 * 1024

function* slices(data: Buffer): Generator<Buffer> {
  for (let start = 0; start < data.length; start += SLICE_BYTES)
    yield data.subarray(start, start + SLICE_BYTES)
}

/**
 * Streams the first worksheet of an .xlsx and yields its data rows by field. The header is the first row (of the
 * first ten) holding every required column title; columns are matched by title, in any order; empty rows are skipped.
 */
export async function* readEntityRows(
  data: Buffer,
  spec: ExcelSheetSpec,
): AsyncGenerator<{ rowNumber: number; cells: RowCells }> {
  const required = spec.columns.filter((c) => c.required).map((c) => c.title)
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(slices(data)), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache', // number formats tell dates from numbers
    entries: 'ignore',
  })
  let fieldAt: Map<number, string> | undefined
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const texts = rowTexts(row.values)
        if (!fieldAt) {
          if (required.every((title) => texts.includes(title))) {
            fieldAt = new Map()
            for (const column of spec.columns) {
              const index = texts.indexOf(column.title)
              if (index >= 0) fieldAt.set(index, column.field)
            }
          } else if (row.number >= HEADER_SEARCH_ROWS) {
            break
          }
          continue
        }
        if (texts.every((t) => t === '')) continue
        const cells: RowCells = {}
        for (const [index, field] of fieldAt) cells[field] = texts[index] ?? ''
        yield { rowNumber: row.number, cells }
      }
      break
    }
  } catch (error) {
    if (error instanceof ImportFormatError) throw error
    throw new ImportFormatError(`无法读取Excel文件（${(error as Error).message}）`)
  }
  if (!fieldAt) throw new ImportFormatError(`未找到表头，表头需包含列：${required.join('、')}`)
}
