import { randomBytes } from 'node:crypto'
import { PassThrough } from 'node:stream'
import type { Db } from '../../db/client'
import { HttpError } from '../../http/envelope'
import type { FileStore } from '../../stores/files'
import type { DictCodec } from './dict-codec'
import { openSheetWriter } from './export'
import { readEntityRows } from './import-reader'
import type { ExcelSheetSpec, RowCells } from './sheet.types'

/** A row that passed the form checks, waiting for its batch. */
export interface PendingRow<T> {
  rowNumber: number
  value: T
}

/** What an entity supplies to the import engine. */
export interface ImportPlan<T> {
  spec: ExcelSheetSpec
  /** Checks one row like the entity's form; throws (or rejects with) HttpError with the message to report. */
  validate(cells: RowCells): T | Promise<T>
  /**
   * Writes one batch inside `tx` (one transaction per batch). Rows it refuses (e.g. duplicates) come back with their
   * message and are not written; throwing rolls the whole batch back.
   */
  saveBatch(tx: Db, rows: PendingRow<T>[]): Promise<Map<number, string>>
  /** Called once the batch's transaction has committed. */
  afterCommit?(): void
}

export interface ImportReport {
  totalCount: number
  successCount: number
  errorCount: number
  /** Key in the file store of the error workbook (only when errorCount > 0). */
  errorFileKey?: string
}

interface FailedRow {
  rowNumber: number
  cells: RowCells
  message: string
}

export const BATCH_FAILED_MESSAGE = '数据库写入失败，本批次数据均未导入'

/** Dictionary texts → values; an unknown text is a row error. */
function decodeDicts(spec: ExcelSheetSpec, dicts: DictCodec, cells: RowCells): RowCells {
  const decoded = { ...cells }
  for (const column of spec.columns) {
    const text = cells[column.field] ?? ''
    if (column.required && text === '') throw new HttpError(400, `${column.title}不能为空`)
    if (!column.dictCode || text === '') continue
    const value = dicts.value(column.dictCode, text)
    if (value === undefined) {
      throw new HttpError(
        400,
        `${column.title}「${text}」无效，可选：${dicts.options(column.dictCode).join('、')}`,
      )
    }
    decoded[column.field] = value
  }
  return decoded
}

async function workbookBuffer(build: (output: PassThrough) => Promise<void>): Promise<Buffer> {
  const output = new PassThrough()
  const chunks: Buffer[] = []
  output.on('data', (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise((resolve, reject) => {
    output.on('end', resolve)
    output.on('error', reject)
  })
  await build(output)
  await ended
  return Buffer.concat(chunks)
}

/** The rows that failed, with their row number, original cells and reason, as an .xlsx. */
async function errorWorkbook(spec: ExcelSheetSpec, failed: FailedRow[]): Promise<Buffer> {
  const columns = [{ title: '行号', width: 8 }, ...spec.columns, { title: '错误信息', width: 40 }]
  return workbookBuffer(async (output) => {
    const writer = await openSheetWriter(
      output,
      { title: `${spec.title}导入错误`, sheetName: '错误信息' },
      columns,
      `错误行数：${failed.length}`,
    )
    for (const row of [...failed].sort((a, b) => a.rowNumber - b.rowNumber)) {
      await writer.addRow([
        String(row.rowNumber),
        ...spec.columns.map((c) => row.cells[c.field] ?? ''),
        row.message,
      ])
    }
    await writer.finish()
  })
}

export interface RunImportOptions {
  db: Db
  files: FileStore
  dicts: DictCodec
  batchSize: number
  log?: { error(object: object, message: string): void }
}

/**
 * Reads the workbook row by row, validates each row, writes valid rows in transactions of `batchSize`, and stores
 * the failed rows (with reasons) as an error workbook. One batch is written while the next is read and checked
 * (never two at once, and in file order).
 */
export async function runImport<T>(
  plan: ImportPlan<T>,
  data: Buffer,
  options: RunImportOptions,
): Promise<ImportReport> {
  const { db, batchSize } = options
  const failed: FailedRow[] = []
  let batch: (PendingRow<T> & { cells: RowCells })[] = []
  let totalCount = 0
  let successCount = 0
  let writing: Promise<void> = Promise.resolve()

  const write = async (rows: (PendingRow<T> & { cells: RowCells })[]) => {
    try {
      const refused = await db.transaction(async (tx) => plan.saveBatch(tx as unknown as Db, rows))
      plan.afterCommit?.()
      for (const row of rows) {
        const message = refused.get(row.rowNumber)
        if (message === undefined) successCount++
        else failed.push({ rowNumber: row.rowNumber, cells: row.cells, message })
      }
    } catch (error) {
      options.log?.error({ err: error }, 'import batch rolled back')
      for (const row of rows) {
        failed.push({ rowNumber: row.rowNumber, cells: row.cells, message: BATCH_FAILED_MESSAGE })
      }
    }
  }
  const flush = async () => {
    await writing
    if (batch.length === 0) return
    writing = write(batch)
    batch = []
  }

  try {
    for await (const { rowNumber, cells } of readEntityRows(data, plan.spec)) {
      totalCount++
      try {
        const checked = plan.validate(decodeDicts(plan.spec, options.dicts, cells))
        // Only an asynchronous check costs a turn of the event loop.
        const value = checked instanceof Promise ? await checked : checked
        batch.push({ rowNumber, value, cells })
      } catch (error) {
        if (!(error instanceof HttpError)) throw error
        failed.push({ rowNumber, cells, message: error.message })
      }
      if (batch.length >= batchSize) await flush()
    }
    await flush()
  } finally {
    // Even when reading fails part way, answer only after the batch being written has settled.
    await writing
  }

  if (failed.length === 0) return { totalCount, successCount, errorCount: 0 }
  const errorFileKey = `import-errors/${randomBytes(12).toString('hex')}/${plan.spec.key}_errors_${Date.now()}.xlsx`
  await options.files.put(errorFileKey, await errorWorkbook(plan.spec, failed))
  return { totalCount, successCount, errorCount: failed.length, errorFileKey }
}
