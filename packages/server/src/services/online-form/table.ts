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
import type { ResourceTable } from '../resources/columns'
import type { FieldDesign } from './field-design'
import { propertyOf } from './names'

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

/**
 * The Drizzle table of designed fields, built at run time: the system columns (`SYSTEM_COLUMNS`) and one column per
 * field, as the DDL of `planSync` made them. Serves the online designer's tables and the resources served from the
 * registry alike.
 */
export function designedTable(tableName: string, fields: readonly FieldDesign[]): ResourceTable {
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
