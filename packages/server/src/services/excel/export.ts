import type { Writable } from 'node:stream'
import ExcelJS from 'exceljs'
import type { DictCodec } from './dict-codec'
import type { ExcelColumn, ExcelSheetSpec } from './sheet.types'

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString()
  return String(value)
}

/** A header row in bold, the way every sheet of ours starts its table. */
function addHeader(sheet: ExcelJS.Worksheet, titles: string[]): void {
  const row = sheet.addRow(titles)
  row.font = { bold: true }
  row.commit()
}

/** Opens a streaming workbook on `output` with one sheet: title row, subtitle row, header row. */
export function openSheetWriter(
  output: Writable,
  spec: { title: string; sheetName: string },
  columns: { title: string; width?: number }[],
  subtitle: string,
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true })
  const sheet = workbook.addWorksheet(spec.sheetName)
  sheet.columns = columns.map((c) => ({ width: c.width ?? 16 }))
  // Merges must be declared before a streamed row is committed.
  const title = sheet.addRow([spec.title])
  title.font = { bold: true, size: 14 }
  sheet.mergeCells(1, 1, 1, Math.max(1, columns.length))
  title.commit()
  const second = sheet.addRow([subtitle])
  sheet.mergeCells(2, 1, 2, Math.max(1, columns.length))
  second.commit()
  addHeader(
    sheet,
    columns.map((c) => c.title),
  )
  return {
    addRow(values: string[]) {
      sheet.addRow(values).commit()
    },
    async finish() {
      sheet.commit()
      await workbook.commit()
    },
  }
}

/** The cells of one record: dictionary values as their texts. */
export function exportedCells(
  columns: ExcelColumn[],
  dicts: DictCodec,
  record: Record<string, unknown>,
): string[] {
  return columns.map((c) => {
    const text = cellText(record[c.field])
    return c.dictCode && text !== '' ? dicts.text(c.dictCode, text) : text
  })
}

/** Streams `records` into an .xlsx on `output` in the entity's layout. */
export async function writeEntitySheet(
  output: Writable,
  spec: ExcelSheetSpec,
  dicts: DictCodec,
  records: Iterable<Record<string, unknown>> | AsyncIterable<Record<string, unknown>>,
  subtitle: string,
): Promise<void> {
  const writer = openSheetWriter(output, spec, spec.columns, subtitle)
  for await (const record of records) writer.addRow(exportedCells(spec.columns, dicts, record))
  await writer.finish()
}
