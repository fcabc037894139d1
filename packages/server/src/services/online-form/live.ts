import type { Resource } from '@portico/contract'
import {
  date,
  integer,
  numeric,
  type PgColumnBuilderBase,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import type { FileStore } from '../../stores/files'
import type { Caches } from '../cache/caches'
import type { ImportPlan } from '../excel/import-runner'
import type { ListSheet } from '../excel/list-sheet'
import type { ResourceTable } from '../resources/columns'
import { resourceImportPlan, resourceSheet } from '../resources/excel'
import { ResourceService } from '../resources/service'
import type { HeadRow } from './designs'
import type { FieldDesign } from './field-design'
import { propertyOf } from './names'
import { liveResource } from './resource'
import { subTableHooks } from './sub-tables'
import { syncedFields } from './sync'

/** A synchronised design served by the declared-resource machinery. */
export interface LiveForm {
  head: HeadRow
  fields: FieldDesign[]
  resource: Resource
  table: ResourceTable
  service: ResourceService
  /** Its Excel: the sheet of the declared fields, export through the list's filters, import checked like the form. */
  sheet: ListSheet<unknown>
  /** Property name (the machinery's) → column name (the JeecgBoot online wire's), and back. */
  columnOf: Map<string, string>
  propertyOf: Map<string, string>
}

function columnBuilder(field: FieldDesign): PgColumnBuilderBase {
  const name = field.dbFieldName
  switch (field.fieldKind) {
    case 'integer':
      return integer(name)
    case 'number':
    case 'money':
      return numeric(name)
    case 'date':
      return date(name, { mode: 'string' })
    case 'datetime':
      return timestamp(name, { mode: 'date', withTimezone: true })
    case 'textarea':
    case 'richText':
      return text(name)
    default:
      return varchar(name, { length: field.dbLength ?? undefined })
  }
}

/** The Drizzle table of a design's synchronised fields, built at run time (the DDL made the same columns). */
function liveTable(tableName: string, fields: FieldDesign[]): ResourceTable {
  const columns: Record<string, PgColumnBuilderBase> = {
    id: varchar('id', { length: 32 }).primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    createBy: varchar('create_by', { length: 50 }),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
    updateBy: varchar('update_by', { length: 50 }),
    updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
    version: integer('version').notNull(),
  }
  for (const field of fields) columns[propertyOf(field.dbFieldName)] = columnBuilder(field)
  return pgTable(tableName, columns) as unknown as ResourceTable
}

export interface LiveFormsDeps {
  db: Db
  caches: Caches
  files: FileStore
}

/**
 * The live forms of this instance, each built once per synchronised version. Every request reads its design's row
 * anyway (tenant and existence): a version another instance synchronised is seen at once, no message needed.
 */
export class LiveForms {
  private readonly built = new Map<string, LiveForm>()

  constructor(readonly deps: LiveFormsDeps) {}

  /** The live form of a synchronised design; undefined before its first 同步数据库. */
  async of(head: HeadRow, db: Db = this.deps.db): Promise<LiveForm | undefined> {
    if (head.syncedVersion === 0) return undefined
    const cached = this.built.get(head.id)
    if (cached && cached.head.syncedVersion === head.syncedVersion && cached.head.tableTxt === head.tableTxt)
      return cached
    const fields = await syncedFields(db, head)
    if (fields.length === 0) return undefined
    const resource = liveResource(head, fields)
    const table = liveTable(head.tableName, fields)
    const service = new ResourceService(resource, table, subTableHooks(this.deps, this, head), this.deps)
    const form: LiveForm = {
      head,
      fields,
      resource,
      table,
      service,
      sheet: {
        base: resource.baseUrl,
        tags: ['online form data'],
        sheet: resourceSheet(resource),
        list: service.spec,
        table,
        id: table.id,
        scope: (request) => service.readScope(request),
        permissions: { exportXls: resource.perms.exportXls, importExcel: resource.perms.importExcel },
        importPlan: (context) => resourceImportPlan(service, context) as Promise<ImportPlan<unknown>>,
      },
      columnOf: new Map(fields.map((field) => [propertyOf(field.dbFieldName), field.dbFieldName])),
      propertyOf: new Map(fields.map((field) => [field.dbFieldName, propertyOf(field.dbFieldName)])),
    }
    this.built.set(head.id, form)
    return form
  }

  forget(headId: string) {
    this.built.delete(headId)
  }
}
