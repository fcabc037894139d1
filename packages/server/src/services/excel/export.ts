import type { Writable } from 'node:stream'
import type { DictCodec } from './dict-codec'
import type { ExcelColumn, ExcelSheetSpec } from './sheet.types'
import { openXlsx, STYLE } from './xlsx-writer'

export { XLSX_TYPE } from '../../http/xlsx-reply'

const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString()
  return String(value)
}

export interface SheetWriter {
  /** Waits while the output is full, so a slow client holds the export back instead of filling memory. */
  addRow(values: string[]): Promise<void>
  finish(): Promise<void>
}

/** Opens a streaming workbook on `output` with one sheet: title row, subtitle row (both merged), header row. */
export async function openSheetWriter(
  output: Writable,
  spec: { title: string; sheetName: string },
  columns: { title: string; width?: number }[],
  subtitle: string,
): Promise<SheetWriter> {
  const sheet = await openXlsx(output, {
    sheetName: spec.sheetName,
    widths: columns.map((c) => c.width ?? 16),
    mergedRows: [1, 2],
  })
  await sheet.addRow([spec.title], STYLE.title)
  await sheet.addRow([subtitle])
  await sheet.addRow(
    columns.map((c) => c.title),
    STYLE.bold,
  )
  return { addRow: (values) => sheet.addRow(values), finish: () => sheet.finish() }
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
  const writer = await openSheetWriter(output, spec, spec.columns, subtitle)
  for await (const record of records) await writer.addRow(exportedCells(spec.columns, dicts, record))
  await writer.finish()
}
