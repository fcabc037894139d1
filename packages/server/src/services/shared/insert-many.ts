import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'

/**
 * Inserts many rows with one statement whose parameters are one array per column (`SELECT * FROM unnest(...)`): the
 * parameter count stays at the number of columns however large the batch (PostgreSQL allows 65,535), and neither
 * side builds or parses a statement per row. `columns` lists every column to fill; a value missing from a row is NULL
 * (not the column default), so give defaulted columns explicitly.
 */
export async function insertMany<T extends PgTable>(
  db: Db,
  table: T,
  columns: (keyof T['$inferInsert'] & string)[],
  rows: T['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return
  const all = getTableColumns(table) as Record<string, PgColumn>
  const arrays: SQL[] = []
  const names: ReturnType<typeof sql.identifier>[] = []
  for (const key of columns) {
    const column = all[key]
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`)
    const values = new Array(rows.length)
    for (let i = 0; i < rows.length; i++) {
      const value = (rows[i] as Record<string, unknown>)[key]
      values[i] = value === undefined || value === null ? null : column.mapToDriverValue(value)
    }
    names.push(sql.identifier(column.name))
    arrays.push(sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`)
  }
  await db.execute(
    sql`INSERT INTO ${table} (${sql.join(names, sql`, `)}) SELECT * FROM unnest(${sql.join(arrays, sql`, `)})`,
  )
}
