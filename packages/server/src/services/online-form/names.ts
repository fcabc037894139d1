import { getTableName, is, type SQL, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import * as schema from '../../db/schema'

/** Designed tables start with this prefix; the product's own online tables (onl_cg…) are not designable. */
export const TABLE_PREFIX = 'onl_'
const TABLE_NAME = /^onl_[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/
const FIELD_NAME = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/
export const MAX_TABLE_NAME = 40
export const MAX_FIELD_NAME = 30

/** The columns every designed table has, written by the server only. */
export const SYSTEM_COLUMNS = [
  'id',
  'tenant_id',
  'create_by',
  'create_time',
  'update_by',
  'update_time',
  'version',
] as const

/**
 * Column names a design may not use: the system columns, those the product's scopes give a meaning
 * (del_flag, sys_org_code, customer_id…), PostgreSQL's own system columns, and the list parameters of getData.
 */
const RESERVED_COLUMNS = new Set<string>([
  ...SYSTEM_COLUMNS,
  'del_flag',
  'sys_org_code',
  'customer_id',
  'bpm_status',
  'tableoid',
  'xmin',
  'xmax',
  'cmin',
  'cmax',
  'ctid',
  'oid',
  'column',
  'order',
  'page_no',
  'page_size',
  'super_query_params',
  'super_query_match_type',
  'selections',
])

/** The product's own tables, by SQL name. */
const SYSTEM_TABLES = new Set(
  Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table as PgTable)),
)

/** Why a table name cannot be designed (format, prefix, a system table), or undefined. */
export function tableNameProblem(name: unknown): string | undefined {
  if (typeof name !== 'string' || name === '') return '请输入表名'
  if (name.length > MAX_TABLE_NAME) return `表名最多${MAX_TABLE_NAME}个字符`
  if (!TABLE_NAME.test(name))
    return `表名须以${TABLE_PREFIX}开头，只含小写字母、数字和单个下划线，且以字母开头`
  if (name.startsWith('onl_cg') || SYSTEM_TABLES.has(name)) return `表名${name}是系统表，不能使用`
  return undefined
}

/** Why a column name cannot be designed, or undefined. */
export function fieldNameProblem(name: unknown): string | undefined {
  if (typeof name !== 'string' || name === '') return '请输入字段名'
  if (name.length > MAX_FIELD_NAME)
    return `字段名${name.slice(0, MAX_FIELD_NAME)}…最多${MAX_FIELD_NAME}个字符`
  if (!FIELD_NAME.test(name)) return `字段名${name}只能含小写字母、数字和单个下划线，且以字母开头`
  if (RESERVED_COLUMNS.has(name)) return `字段名${name}是系统字段，不能使用`
  if (/_(begin|end)$/.test(name)) return `字段名${name}不能以_begin或_end结尾（查询范围使用）`
  return undefined
}

/** A validated name as a quoted SQL identifier; anything else is a programming error, never quoted. */
export function quoteIdent(name: string): string {
  if (!/^[a-z][a-z0-9_]*$/.test(name) || name.length > 63) throw new Error(`unsafe identifier ${name}`)
  return `"${name}"`
}

/** The property name the declared-resource machinery uses for a column (`car_no` → `carNo`). */
export const propertyOf = (column: string): string =>
  column.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())

/** Whether a table (or view…) of this name exists in the database's schema. */
export async function tableExists(db: Db, name: string): Promise<boolean> {
  const rows = await selectRows(
    db,
    sql`select 1 from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relname = ${name}`,
  )
  return rows.length > 0
}

/** The rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
export async function selectRows<Row = Record<string, unknown>>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows
}
