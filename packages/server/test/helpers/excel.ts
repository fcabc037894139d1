import type { Envelope } from '@portico/contract'
import ExcelJS from 'exceljs'
import { expect } from 'vitest'
import type { PorticoServer } from '../../src/server'
import { API } from './app'

/** What importExcel answers. */
export interface ImportResult {
  totalCount: number
  successCount: number
  errorCount: number
  msg?: string
  fileUrl?: string
  fileName?: string
}

type Cell = string | number | Date | null

/** An .xlsx laid out like JeecgBoot's: two title rows, then the header, then the data. */
export async function jeecgWorkbook(
  sheetName: string,
  headers: string[],
  rows: Cell[][],
  title = `${sheetName}数据`,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet(sheetName)
  sheet.addRow([title])
  sheet.addRow(['导出人:测试'])
  sheet.addRow(headers)
  for (const row of rows) sheet.addRow(row)
  return Buffer.from(await book.xlsx.writeBuffer())
}

/** Each data row (below the header, the third row) of an .xlsx as texts, keyed by the header titles. */
export async function sheetRecords(
  data: Buffer,
): Promise<{ title: string; subtitle: string; rows: Record<string, string>[] }> {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(data as unknown as ArrayBuffer)
  const sheet = book.worksheets[0]
  const text = (v: ExcelJS.CellValue) => (v === null || v === undefined ? '' : String(v))
  const headers = (sheet.getRow(3).values as ExcelJS.CellValue[]).map(text)
  const rows: Record<string, string>[] = []
  sheet.eachRow((row, n) => {
    if (n <= 3) return
    const values = row.values as ExcelJS.CellValue[]
    rows.push(Object.fromEntries(headers.flatMap((h, i) => (h ? [[h, text(values[i])]] : []))))
  })
  return { title: text(sheet.getCell('A1').value), subtitle: text(sheet.getCell('A2').value), rows }
}

/** POSTs a file to an importExcel route as the import dialog does (`files[]`). */
export async function postImport(
  app: PorticoServer,
  path: string,
  data: Buffer,
  name: string,
  token: string | null,
) {
  const form = new FormData()
  form.append('files[]', new Blob([data]), name)
  const response = await app.inject({
    method: 'POST',
    url: `${API}${path}`,
    headers: token ? { 'x-access-token': token } : {},
    payload: form,
  })
  return { status: response.statusCode, body: response.json() as Envelope<ImportResult> }
}

/** The rows of the error file an import linked to (served as an attachment). */
export async function importErrorRows(app: PorticoServer, fileUrl: string) {
  const response = await app.inject({ method: 'GET', url: `${API}${fileUrl}` })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-disposition']).toMatch(/^attachment; /)
  return (await sheetRecords(response.rawPayload)).rows
}

/** GETs an exportXls route (path with its query). */
export const getExport = (app: PorticoServer, path: string, token: string) =>
  app.inject({ method: 'GET', url: `${API}${path}`, headers: { 'x-access-token': token } })
