import type { Db } from '../../db/client'
import { HttpError } from '../../http/envelope'
import type { ExcelSheetSpec } from '../excel/sheet.types'
import { MAX_PAGE_SIZE } from '../query/page'
import { columnsOf, type ReportDefinition } from './definition'
import { type ReportRunOptions, runReport } from './run'

/** A report's export is a working list, not a data dump: beyond this many rows the caller narrows the query. */
export const MAX_REPORT_EXPORT_ROWS = 50_000

/** The report's sheet: its shown columns, dictionary columns exported as their texts. */
export function reportSheet(definition: ReportDefinition): ExcelSheetSpec {
  const name = definition.head.name || definition.head.code
  return {
    title: name,
    sheetName: name.slice(0, 31),
    fileName: name,
    key: `cgreport_${definition.head.code}`,
    columns: columnsOf(definition.items).map((column) => ({
      title: column.title,
      field: column.dataIndex,
      ...(column.customRender ? { dictCode: column.customRender } : {}),
    })),
  }
}

/**
 * Every row of the report for `query` (its filters and sort; no paging), read a page at a time. The first page is
 * read before answering, so a bad query or too many rows still get a JSON reply instead of a cut-off file.
 */
export async function reportRows(
  db: Db,
  definition: ReportDefinition,
  query: Record<string, unknown>,
  options: ReportRunOptions,
): Promise<AsyncIterable<Record<string, unknown>>> {
  const pageOf = (pageNo: number) =>
    runReport(db, definition, { ...query, pageNo, pageSize: MAX_PAGE_SIZE }, options)
  const first = await pageOf(1)
  if (first.total > MAX_REPORT_EXPORT_ROWS)
    throw new HttpError(
      400,
      `导出数据共${first.total}行，超过${MAX_REPORT_EXPORT_ROWS}行，请缩小查询范围后再导出`,
    )
  return (async function* () {
    yield* first.records as Record<string, unknown>[]
    for (let pageNo = 2; pageNo <= first.pages; pageNo++)
      yield* (await pageOf(pageNo)).records as Record<string, unknown>[]
  })()
}
