import { count, type SQL, sql } from 'drizzle-orm'
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'

/** A list's total: counted, or estimated from a sample (the pager then says 「约」). */
export interface ListTotal {
  total: number
  approx: boolean
}

/**
 * Above this many rows (the planner's statistics of the table) the lists that allow it (the user list, the parcel
 * list) estimate a filter's total instead of counting it: an exact count reads every row the filter may match,
 * seconds at a million rows, for a number nobody pages to.
 */
export const ESTIMATE_ABOVE_ROWS = 100_000
/** About this many rows are read for an estimate (whole pages, the same ones each time the table is unchanged). */
const SAMPLE_ROWS = 20_000
const SIZE_MAX_AGE_MS = 60_000

const sizes = new Map<string, { rows: number; at: number }>()

/** The table's row count as the planner last saw it (-1 when never analysed), remembered for a minute. */
async function plannerRows(db: Db, name: string): Promise<number> {
  const known = sizes.get(name)
  if (known && Date.now() - known.at < SIZE_MAX_AGE_MS) return known.rows
  const result = (await db.execute(
    sql`select reltuples::float8 as n from pg_class where oid = to_regclass(${name})`,
  )) as unknown as { rows: { n: number | string | null }[] }
  const rows = Number(result.rows[0]?.n ?? -1)
  sizes.set(name, { rows, at: Date.now() })
  return rows
}

/** Forgets the remembered table sizes (tests that analyse a table and list it at once). */
export function forgetTableSizes(): void {
  sizes.clear()
}

/** Two significant digits: an estimate does not pretend to be exact to the row. */
function roughly(n: number): number {
  if (n < 100) return Math.round(n)
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1)
  return Math.round(n / unit) * unit
}

/** The matching share of a fixed sample of the table's pages, scaled to the table's size. */
async function sampledTotal(db: Db, table: PgTable, where: SQL | undefined, rows: number): Promise<number> {
  const percent = Math.min(100, (100 * SAMPLE_ROWS) / rows)
  const hit = where ?? sql`true`
  const result = (await db.execute(
    sql`select count(*) filter (where ${hit})::float8 as hits, count(*)::float8 as seen
        from ${table} tablesample system (${percent}) repeatable (1)`,
  )) as unknown as { rows: { hits: number | string; seen: number | string }[] }
  const { hits, seen } = result.rows[0] ?? { hits: 0, seen: 0 }
  return Number(seen) > 0 ? roughly((Number(hits) * rows) / Number(seen)) : 0
}

/**
 * The total of `where` over `table`: an exact count, or, when `estimateAbove` is given and the table holds more
 * rows, an estimate from a sample (a few milliseconds however many rows match; `totalAfterPage` then squares it
 * with the page read).
 */
export async function listTotal(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  estimateAbove?: number,
): Promise<ListTotal> {
  if (estimateAbove !== undefined) {
    const rows = await plannerRows(db, getTableConfig(table).name)
    if (rows > estimateAbove) return { total: await sampledTotal(db, table, where, rows), approx: true }
  }
  const [first] = await db.select({ n: count() }).from(table).where(where)
  return { total: Number(first?.n ?? 0), approx: false }
}

/**
 * An estimate made consistent with the page read: a short page ends the list (its total is then exact), a full
 * one means at least one more row, an empty page past the first means the list ends before it.
 */
export function totalAfterPage(
  { total, approx }: ListTotal,
  page: { offset: number; pageSize: number; rowCount: number },
): ListTotal {
  if (!approx) return { total, approx }
  const { offset, pageSize, rowCount } = page
  if (rowCount < pageSize && (rowCount > 0 || offset === 0))
    return { total: offset + rowCount, approx: false }
  if (rowCount === 0) return { total: Math.min(total, offset), approx }
  return { total: Math.max(total, offset + rowCount + 1), approx }
}
