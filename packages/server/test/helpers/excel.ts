import type { Envelope } from '@portico/contract'
import { sql } from 'drizzle-orm'
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

/** Expects an export answered as an .xlsx attachment named `fileName`, in JeecgBoot's layout under `title`; answers its rows. */
export async function exportedSheetRows(
  response: Awaited<ReturnType<typeof getExport>>,
  { fileName, title }: { fileName: string; title: string },
) {
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  )
  expect(response.headers['content-disposition']).toContain(
    `filename*=UTF-8''${encodeURIComponent(fileName)}`,
  )
  const sheet = await sheetRecords(response.rawPayload)
  expect(sheet.title).toBe(title)
  expect(sheet.subtitle).toMatch(/^导出人:/)
  return sheet.rows
}

/** GETs an exportXls route (path with its query). */
export const getExport = (app: PorticoServer, path: string, token: string) =>
  app.inject({ method: 'GET', url: `${API}${path}`, headers: { 'x-access-token': token } })

type ImportReply = Awaited<ReturnType<typeof postImport>>

/**
 * Expects an import that saved some rows and refused others: 201 with the counts, and an error file
 * `<key>_errors_<millis>.xlsx` to download. Answers that file's rows.
 */
export async function expectPartialImport(
  app: PorticoServer,
  { status, body }: ImportReply,
  counts: { total: number; errors: number; key: string },
) {
  const success = counts.total - counts.errors
  expect(status).toBe(200)
  expect(body).toMatchObject({
    success: true,
    code: 201,
    message: '文件导入成功，但有错误。',
    result: {
      totalCount: counts.total,
      successCount: success,
      errorCount: counts.errors,
      msg: `总上传行数：${counts.total}，已导入行数：${success}，错误行数：${counts.errors}`,
    },
  })
  const { fileUrl, fileName } = body.result!
  expect(fileUrl).toMatch(
    new RegExp(`^/sys/common/static/import-errors/[0-9a-f]{24}/${counts.key}_errors_\\d+\\.xlsx$`),
  )
  expect(fileUrl!.endsWith(`/${fileName}`)).toBe(true)
  return importErrorRows(app, fileUrl!)
}

export interface ImportRoundTrip<Row> {
  /** The rows to export, delete and import back. */
  ids: string[]
  /** Those rows as the list answers them, comparable field by field and in a stable order. */
  listed: () => Promise<Row[]>
  exportFile: (query: string) => ReturnType<typeof getExport>
  importFile: (data: Buffer) => Promise<ImportReply>
  remove: (ids: string[]) => Promise<unknown>
}

/** Exports the rows `ids`, deletes them, imports the exported file and expects the list to show them as before. */
export async function expectImportRoundTrip<Row>({
  ids,
  listed,
  exportFile,
  importFile,
  remove,
}: ImportRoundTrip<Row>) {
  const before = await listed()
  expect(before).toHaveLength(ids.length)
  const exported = (await exportFile(`?selections=${ids.join(',')}`)).rawPayload
  await remove(ids)
  expect(await listed()).toEqual([])

  const { status, body } = await importFile(exported)
  expect(status).toBe(200)
  expect(body).toMatchObject({ success: true, code: 200, message: `文件导入成功！数据行数：${ids.length}` })
  expect(await listed()).toEqual(before)
}

/**
 * Runs `test` while the database refuses to insert the row of `table` whose `column` is `value` (a trigger), so an
 * import fails in the middle of a batch. Names are the test's own constants.
 */
export async function whileInsertRefused(
  app: PorticoServer,
  refused: { table: string; column: string; value: string },
  test: () => Promise<void>,
) {
  const { db } = app.portico.database
  const name = `portico_test_refuse_${refused.table}`
  await db.execute(
    sql.raw(`CREATE FUNCTION ${name}() RETURNS trigger AS $$
      BEGIN
        IF NEW.${refused.column} = '${refused.value}' THEN RAISE EXCEPTION 'refused by test trigger'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`),
  )
  await db.execute(
    sql.raw(
      `CREATE TRIGGER ${name} BEFORE INSERT ON ${refused.table} FOR EACH ROW EXECUTE FUNCTION ${name}()`,
    ),
  )
  try {
    await test()
  } finally {
    await db.execute(sql.raw(`DROP TRIGGER ${name} ON ${refused.table}`))
    await db.execute(sql.raw(`DROP FUNCTION ${name}()`))
  }
}
