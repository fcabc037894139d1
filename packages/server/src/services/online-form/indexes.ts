import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import type { FieldDesign } from './field-design'
import { quoteIdent, selectRows } from './names'

const SUFFIX = { normal: 'idx', unique: 'uniq' } as const
/** PostgreSQL's longest identifier. */
const MAX_INDEX_NAME = 63

/** The name of a field's index: `<table>_<field>_idx` / `_uniq` (both names validated, so the name is too). */
export const indexNameOf = (table: string, field: FieldDesign): string | undefined =>
  field.indexType ? `${table}_${field.dbFieldName}_${SUFFIX[field.indexType]}` : undefined

/** Why the design's indexes cannot be made (a name too long), or undefined. */
export function indexProblem(table: string, fields: FieldDesign[]): string | undefined {
  for (const field of fields) {
    const name = indexNameOf(table, field)
    if (name && name.length > MAX_INDEX_NAME)
      return `字段${field.dbFieldName}的索引名${name}超过${MAX_INDEX_NAME}个字符，请缩短表名或字段名`
  }
  return undefined
}

function createIndex(table: string, field: FieldDesign, name: string): string {
  const column = quoteIdent(field.dbFieldName)
  // A unique index is per tenant, as the design's 唯一 check is: two tenants may hold the same value.
  return field.indexType === 'unique'
    ? `CREATE UNIQUE INDEX ${quoteIdent(name)} ON ${quoteIdent(table)} (${quoteIdent('tenant_id')}, ${column})`
    : `CREATE INDEX ${quoteIdent(name)} ON ${quoteIdent(table)} (${column})`
}

/** The design's index names of the table as they are now (those the designer made: `<table>_…_idx` / `_uniq`). */
async function designedIndexes(db: Db, table: string): Promise<string[]> {
  const rows = await selectRows<{ indexname: string }>(
    db,
    sql`select indexname from pg_indexes where schemaname = current_schema() and tablename = ${table}`,
  )
  const prefix = `${table}_`
  return rows
    .map((row) => row.indexname)
    .filter((name) => name.startsWith(prefix) && /_(idx|uniq)$/.test(name))
}

/**
 * The index statements that bring the table to the design: drops (run before the columns change) and creates (run
 * after). `dropped` are the columns the plan drops: their indexes go with them and are made again if still wanted.
 */
export async function planIndexes(
  db: Db,
  table: string,
  fields: FieldDesign[],
  dropped: ReadonlySet<string>,
  creates: boolean,
): Promise<{ before: string[]; after: string[] }> {
  const wanted = new Map<string, FieldDesign>()
  for (const field of fields) {
    const name = indexNameOf(table, field)
    if (name) wanted.set(name, field)
  }
  const existing = creates ? [] : await designedIndexes(db, table)
  const gone = (name: string) =>
    [...dropped].some((column) => name === `${table}_${column}_idx` || name === `${table}_${column}_uniq`)
  const kept = new Set(existing.filter((name) => !gone(name)))
  return {
    before: [...kept].filter((name) => !wanted.has(name)).map((name) => `DROP INDEX ${quoteIdent(name)}`),
    after: [...wanted]
      .filter(([name]) => !kept.has(name))
      .map(([name, field]) => createIndex(table, field, name)),
  }
}
