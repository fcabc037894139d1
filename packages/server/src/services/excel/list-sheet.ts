import { getTableColumns, inArray, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/client'
import type { FileStore } from '../../stores/files'
import type { ListSpec } from '../query'
import { keysetRows } from '../query/keyset'
import type { ImportPlan } from './import-runner'
import type { ExcelSheetSpec } from './sheet.types'

/** What an import plan may use while it runs for one request. */
export interface ImportContext {
  db: Db
  files: FileStore
  /** Username of the caller (createBy of the imported rows). */
  actor: string
  /** The request, for what else scopes the rows (the tenant). */
  request: FastifyRequest
}

/**
 * Excel for one server list, declared as data: `GET {base}/exportXls` writes the rows the list would show (its
 * filters and order, no paging; `selections` narrows to those ids) with dictionary values as text, and
 * `POST {base}/importExcel` reads the sheet back through `importPlan` (header matched by title, dictionary texts to
 * values, each row checked like the form, one transaction per batch, failed rows in an error file with code 201).
 */
export interface ListSheet<T> {
  /** The list's path, e.g. /sys/user (the routes are `${base}/exportXls` and `${base}/importExcel`). */
  base: string
  /** OpenAPI tags of both routes. */
  tags: string[]
  sheet: ExcelSheetSpec
  /** The list's filters and sort (the export accepts the same query). */
  list: ListSpec
  table: PgTable
  /** The primary key that `selections` names. */
  id: AnyPgColumn
  /** Conditions of every row the list may show at all, e.g. not deleted, or only the request's tenant's. */
  scope?: SQL[] | ((request: FastifyRequest) => SQL[] | Promise<SQL[]>)
  /** The permission of each route; a route without one is not registered. */
  permissions: { exportXls?: string; importExcel?: string }
  /** The checks and writes of one import request. */
  importPlan?(context: ImportContext): ImportPlan<T> | Promise<ImportPlan<T>>
  /** Changes exported rows in place for this caller (e.g. staff names hidden from customers). */
  present?(request: FastifyRequest, records: Record<string, unknown>[]): void
}

const EXPORT_PAGE = 2000

/**
 * Every row the list would show for `query` (no paging), restricted to `selections` when given, a page at a time by
 * keyset, only the sheet's columns. The first page is read before answering, so a database error still gets a JSON
 * reply instead of a cut-off file.
 */
export async function exportRecords(
  db: Db,
  sheet: ListSheet<unknown>,
  request: FastifyRequest,
  query: Record<string, unknown>,
  selections: string[],
): Promise<AsyncIterable<Record<string, unknown>>> {
  const scope = typeof sheet.scope === 'function' ? await sheet.scope(request) : (sheet.scope ?? [])
  const rows = (await keysetRows(
    db,
    sheet.table,
    sheet.list,
    query,
    [...scope, selections.length ? inArray(sheet.id, selections) : undefined],
    EXPORT_PAGE,
    sheet.sheet.columns.map((c) => c.field),
  )) as AsyncIterable<Record<string, unknown>>
  const { present } = sheet
  if (!present) return rows
  return (async function* () {
    for await (const row of rows) {
      present(request, [row])
      yield row
    }
  })()
}

/** Every column of the sheet must be a column of the table (checked once, when the routes are declared). */
export function checkListSheet(sheet: ListSheet<unknown>): void {
  const columns = getTableColumns(sheet.table)
  const missing = sheet.sheet.columns.filter((c) => !Object.hasOwn(columns, c.field))
  if (missing.length)
    throw new Error(
      `${sheet.base}: sheet columns not in the table: ${missing.map((c) => c.field).join(', ')}`,
    )
}
