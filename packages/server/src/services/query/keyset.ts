import { and, getTableColumns, isNotNull, isNull, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import type { ListSpec } from './fields'
import { listQuery } from './index'
import { sortOf } from './sort'

/**
 * Every row of a list query (its filters and order, no paging), fetched a page at a time by keyset: each page starts
 * after the last row of the previous one instead of skipping rows with OFFSET, so the millionth row costs what the
 * first does. The sort value travels as text (`::text`, cast back to the column type), so timestamps keep their
 * microseconds. Rows with a NULL sort value come where PostgreSQL sorts them (last ascending, first descending).
 * The first page is read before this resolves, so a database error surfaces before any output.
 */
export async function keysetRows<
  T extends PgTable,
  F extends keyof T['$inferSelect'] & string = keyof T['$inferSelect'] & string,
>(
  db: Db,
  table: T,
  spec: ListSpec,
  query: Record<string, unknown>,
  base: (SQL | undefined)[],
  pageSize: number,
  /** Only these properties of each row (default every column): less to read, decode and keep. */
  fields?: F[],
): Promise<AsyncIterable<Pick<T['$inferSelect'], F>>> {
  const list = listQuery(spec, query, base)
  const { column, ascending } = sortOf(spec, query.column, query.order)
  const tiebreak = spec.tiebreak
  const single = column === tiebreak
  const all = getTableColumns(table)
  const picked = fields ? Object.fromEntries(fields.map((f) => [f, all[f]])) : all
  const columns = {
    ...picked,
    portico_sort_key: sql<string | null>`${column}::text`,
    portico_tie_key: sql<string>`${tiebreak}::text`,
  }
  type Row = T['$inferSelect'] & { portico_sort_key: string | null; portico_tie_key: string }
  /** A key read as text, as a value of the column's type again. */
  const typed = (key: string | null, of: AnyPgColumn) => sql`${key}::${sql.raw(of.getSQLType())}`
  const beyond = (left: SQL, right: SQL) => (ascending ? sql`${left} > ${right}` : sql`${left} < ${right}`)

  // Sorted by a nullable column: the NULLs form their own phase, before (descending) or after (ascending) the values.
  type Phase = 'values' | 'nulls'
  const phases: Phase[] =
    single || column.notNull ? ['values'] : ascending ? ['values', 'nulls'] : ['nulls', 'values']

  const page = (phase: Phase, last: Row | undefined) => {
    const tie = last ? beyond(sql`${tiebreak}`, typed(last.portico_tie_key, tiebreak)) : undefined
    let position: SQL | undefined
    if (single) position = tie
    else if (phase === 'nulls') position = and(isNull(column), tie)
    else
      position = and(
        isNotNull(column),
        last
          ? beyond(
              sql`(${column}, ${tiebreak})`,
              sql`(${typed(last.portico_sort_key, column)}, ${typed(last.portico_tie_key, tiebreak)})`,
            )
          : undefined,
      )
    return db
      .select(columns)
      .from(table as PgTable)
      .where(and(list.where, position))
      .orderBy(...list.orderBy)
      .limit(pageSize) as unknown as Promise<Row[]>
  }

  let phaseIndex = 0
  let rows = await page(phases[0], undefined)
  return (async function* () {
    for (;;) {
      for (const { portico_sort_key: _key, portico_tie_key: _tie, ...row } of rows)
        yield row as unknown as Pick<T['$inferSelect'], F>
      if (rows.length === pageSize) {
        rows = await page(phases[phaseIndex], rows[rows.length - 1])
        continue
      }
      phaseIndex++
      if (phaseIndex >= phases.length) return
      rows = await page(phases[phaseIndex], undefined)
    }
  })()
}
