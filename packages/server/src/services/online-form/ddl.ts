import type { OnlineDataLoss } from '@portico/contract'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import type { FieldDesign } from './field-design'
import { planIndexes } from './indexes'
import { type ColumnType, columnTypeSql, KIND_SPECS } from './kinds'
import { quoteIdent, SYSTEM_COLUMNS, selectRows } from './names'

export type DataLoss = OnlineDataLoss

export interface SyncPlan {
  /** The table does not exist yet. */
  creates: boolean
  /** The statements to run, in order; empty when the table already matches. */
  ddl: string[]
  losses: DataLoss[]
}

const SYSTEM_COLUMN_SQL: Record<(typeof SYSTEM_COLUMNS)[number], string> = {
  id: 'varchar(32) PRIMARY KEY',
  tenant_id: 'integer NOT NULL',
  create_by: 'varchar(50)',
  create_time: 'timestamp with time zone',
  update_by: 'varchar(50)',
  update_time: 'timestamp with time zone',
  version: 'integer NOT NULL DEFAULT 1',
}

export const columnTypeOf = (field: FieldDesign): ColumnType =>
  KIND_SPECS[field.fieldKind].column(field.dbLength ?? 0, field.dbPointLength ?? 0)

interface CatalogColumn {
  column_name: string
  data_type: string
  character_maximum_length: number | null
  numeric_precision: number | null
  numeric_scale: number | null
}

/** What a column of the table is now, as a ColumnType (undefined: a type no design makes). */
function catalogType(column: CatalogColumn): ColumnType | undefined {
  switch (column.data_type) {
    case 'character varying':
      return { type: 'varchar', length: Number(column.character_maximum_length) }
    case 'text':
      return { type: 'text' }
    case 'integer':
      return { type: 'integer' }
    case 'numeric':
      return {
        type: 'numeric',
        precision: Number(column.numeric_precision),
        scale: Number(column.numeric_scale),
      }
    case 'date':
      return { type: 'date' }
    case 'timestamp with time zone':
      return { type: 'timestamptz' }
    default:
      return undefined
  }
}

/** Characters the text form of a value of `type` can need (unbounded: Infinity). */
function textWidth(type: ColumnType): number {
  switch (type.type) {
    case 'varchar':
      return type.length
    case 'integer':
      return 11
    case 'numeric':
      return type.precision + 2
    case 'date':
      return 10
    default:
      return Number.POSITIVE_INFINITY
  }
}

/** Whether every value of `from` converts to `to` unchanged. */
function widens(from: ColumnType, to: ColumnType): boolean {
  if (to.type === 'text') return from.type !== 'timestamptz'
  if (to.type === 'varchar') return from.type !== 'timestamptz' && textWidth(from) <= to.length
  if (to.type === 'numeric') {
    if (from.type === 'integer') return to.precision - to.scale >= 10
    if (from.type === 'numeric')
      return to.scale >= from.scale && to.precision - to.scale >= from.precision - from.scale
  }
  return false
}

const sameType = (a: ColumnType, b: ColumnType) => columnTypeSql(a) === columnTypeSql(b)

async function countRows(db: Db, table: string, condition: string): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql.raw(`select count(*)::int as n from ${quoteIdent(table)} where ${condition}`),
  )
  return Number(row.n)
}

/**
 * The DDL that brings the table to the design: CREATE TABLE with the system columns, or ADD / ALTER / DROP COLUMN.
 * Types come from the kind whitelist and names are validated before they are quoted; nothing a user typed is SQL.
 * A change that would lose data (a dropped column holding values, a narrowing or a retyping of values) is listed in
 * `losses` with how many rows it touches; an empty column is simply dropped and added again.
 */
export async function planSync(
  db: Db,
  table: string,
  fields: FieldDesign[],
  /** The fields as last synchronised: the labels of dropped columns. */
  previous: FieldDesign[] = [],
): Promise<SyncPlan> {
  const t = quoteIdent(table)
  const catalog = await selectRows<CatalogColumn>(
    db,
    sql`select column_name, data_type, character_maximum_length, numeric_precision, numeric_scale
        from information_schema.columns where table_schema = current_schema() and table_name = ${table}
        order by ordinal_position`,
  )
  const existing = new Map(catalog.map((column) => [column.column_name, column]))
  if (existing.size === 0) {
    const columns = [
      ...SYSTEM_COLUMNS.map((name) => `${quoteIdent(name)} ${SYSTEM_COLUMN_SQL[name]}`),
      ...fields.map((field) => `${quoteIdent(field.dbFieldName)} ${columnTypeSql(columnTypeOf(field))}`),
    ]
    const indexes = await planIndexes(db, table, fields, new Set(), true)
    return {
      creates: true,
      ddl: [
        `CREATE TABLE ${t} (\n  ${columns.join(',\n  ')}\n)`,
        `CREATE INDEX ${quoteIdent(`idx_${table}_tenant`)} ON ${t} (${quoteIdent('tenant_id')})`,
        ...indexes.after,
      ],
      losses: [],
    }
  }
  const ddl: string[] = []
  const losses: DataLoss[] = []
  const system = new Set<string>(SYSTEM_COLUMNS)
  const designed = new Set(fields.map((field) => field.dbFieldName))
  for (const field of fields) {
    const c = quoteIdent(field.dbFieldName)
    const wanted = columnTypeOf(field)
    const wantedSql = columnTypeSql(wanted)
    const column = existing.get(field.dbFieldName)
    if (!column) {
      ddl.push(`ALTER TABLE ${t} ADD COLUMN ${c} ${wantedSql}`)
      continue
    }
    const current = catalogType(column)
    if (current && sameType(current, wanted)) continue
    const alter = `ALTER TABLE ${t} ALTER COLUMN ${c} TYPE ${wantedSql} USING ${c}::${wantedSql}`
    if (current && widens(current, wanted)) {
      ddl.push(alter)
      continue
    }
    const label = field.dbFieldTxt
    if (current?.type === 'varchar' && wanted.type === 'varchar') {
      const rows = await countRows(db, table, `length(${c}) > ${wanted.length}`)
      ddl.push(alter)
      if (rows > 0)
        losses.push({
          field: field.dbFieldName,
          label,
          change: 'narrow',
          rows,
          message: `字段「${label}」(${field.dbFieldName}) 长度将从${current.length}缩短为${wanted.length}，${rows}行的值将被截断`,
        })
      continue
    }
    const rows = await countRows(db, table, `${c} is not null`)
    if (rows === 0) {
      ddl.push(`ALTER TABLE ${t} DROP COLUMN ${c}`, `ALTER TABLE ${t} ADD COLUMN ${c} ${wantedSql}`)
      continue
    }
    ddl.push(alter)
    losses.push({
      field: field.dbFieldName,
      label,
      change: 'type',
      rows,
      message: `字段「${label}」(${field.dbFieldName}) 类型将从${column.data_type}改为${wantedSql}，${rows}行的值可能改变或丢失`,
    })
  }
  for (const name of existing.keys()) {
    if (system.has(name) || designed.has(name)) continue
    const c = quoteIdent(name)
    const rows = await countRows(db, table, `${c} is not null`)
    ddl.push(`ALTER TABLE ${t} DROP COLUMN ${c}`)
    const label = previous.find((field) => field.dbFieldName === name)?.dbFieldTxt ?? name
    if (rows > 0)
      losses.push({
        field: name,
        label,
        change: 'drop',
        rows,
        message: `字段「${label}」(${name}) 将被删除，${rows}行的值将丢失`,
      })
  }
  const dropped = new Set(
    ddl.flatMap(
      (statement) => /^ALTER TABLE "[a-z0-9_]+" DROP COLUMN "([a-z0-9_]+)"$/.exec(statement)?.[1] ?? [],
    ),
  )
  const indexes = await planIndexes(db, table, fields, dropped, false)
  return { creates: false, ddl: [...indexes.before, ...ddl, ...indexes.after], losses }
}
