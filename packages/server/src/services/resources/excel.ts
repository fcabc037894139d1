import { excelFields, isTableDictCode, type Resource } from '@portico/contract'
import { and, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import type { ImportPlan, PendingRow } from '../excel/import-runner'
import type { ImportContext } from '../excel/list-sheet'
import type { ExcelSheetSpec } from '../excel/sheet.types'
import { type DataLogEntry, writeDataLog } from '../logs/data-log'
import { newId } from '../shared/ids'
import { insertMany } from '../shared/insert-many'
import { fieldColumns } from './columns'
import { resourceDicts, snapshotOf } from './records'
import { actorOf, ownerValues } from './scope'
import type { ResourceService } from './service'
import { formValues } from './values'

type Values = Record<string, unknown>

/** JeecgBoot's sheet of a resource: `<title>列表数据`, the Excel fields under their labels (or declared headers). */
export function resourceSheet(resource: Resource): ExcelSheetSpec {
  return {
    title: `${resource.title}列表数据`,
    sheetName: resource.title,
    fileName: `${resource.title}列表`,
    key: resource.table,
    columns: excelFields(resource).map(([name, field]) => ({
      title: (field.excel || undefined)?.header ?? field.label,
      field: name,
      dictCode: field.kind === 'dict' && !isTableDictCode(field.dictCode) ? field.dictCode : undefined,
      required: Boolean(field.required) && !field.system,
      width: (field.excel || undefined)?.width,
    })),
  }
}

/** Rows whose unique values are already taken (in scope) or repeat an earlier row of the batch. */
async function duplicateRows(
  service: ResourceService,
  tx: Db,
  context: ImportContext,
  rows: PendingRow<Values>[],
): Promise<Map<number, string>> {
  const refused = new Map<number, string>()
  const { resource, table } = service
  const columns = fieldColumns(resource, table)
  for (const [name, field] of Object.entries(resource.fields)) {
    if (!field.unique) continue
    const values = rows.map((row) => row.value[name]).filter((v) => v !== null && v !== undefined)
    if (values.length === 0) continue
    const column = columns.get(name)!
    const taken = await tx
      .select({ value: column })
      .from(table as never)
      .where(and(inArray(column, values), ...service.scope(actorOf(context.request))))
    const seen = new Set<unknown>(taken.map((row) => (row as Values).value))
    for (const row of rows) {
      const value = row.value[name]
      if (value === null || value === undefined) continue
      if (seen.has(value)) refused.set(row.rowNumber, `${field.label}已存在：${value}`)
      seen.add(value)
    }
  }
  return refused
}

/**
 * Imports records of a resource: each row checked like the form, the good rows of a batch written in one statement
 * with their data-log entries; rows with a taken unique value are reported and skipped.
 */
export async function resourceImportPlan(
  service: ResourceService,
  context: ImportContext,
): Promise<ImportPlan<Values>> {
  const { resource, table } = service
  const actor = actorOf(context.request)
  service.scope(actor)
  const columns = fieldColumns(resource, table)
  const valueContext = { files: context.files, dicts: await resourceDicts(context.db, resource) }
  return {
    spec: resourceSheet(resource),
    validate: (cells) => formValues(resource, columns, cells, valueContext),
    async saveBatch(tx, rows) {
      const refused = await duplicateRows(service, tx, context, rows)
      const createTime = new Date()
      const records = rows
        .filter((row) => !refused.has(row.rowNumber))
        .map((row) => ({
          ...row.value,
          ...ownerValues(resource, actor),
          id: newId(),
          version: 1,
          createBy: actor.username,
          createTime,
        }))
      if (records.length === 0) return refused
      const names = Object.keys(records[0]).filter((name) => name in table)
      await insertMany(tx, table, names as never, records as never)
      const logs: DataLogEntry[] = records.map((record) => ({
        dataTable: resource.table,
        dataId: record.id,
        dataVersion: 1,
        action: 'add',
        before: null,
        after: snapshotOf(resource, record, valueContext.dicts),
        actor: actor.username,
        tenantId: resource.scope.tenant ? actor.tenantId : null,
      }))
      await writeDataLog(tx, logs)
      return refused
    },
  }
}
