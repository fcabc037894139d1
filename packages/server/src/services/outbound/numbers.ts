import { type AnyColumn, like, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'

const CHINA_OFFSET_MS = 8 * 3600_000

/** prefix + yyMMdd (GMT+8): the day's part of a bag or batch number. */
export const dayPrefix = (prefix: string, now: Date) =>
  `${prefix}${new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().slice(2, 10).replaceAll('-', '')}`

/**
 * The day's next number, e.g. BG2611250001. Call inside the transaction that inserts the row: the advisory lock is
 * held until it ends, so two clerks at once get two numbers.
 */
export async function nextDailyNo(
  tx: Db,
  table: PgTable,
  column: AnyColumn,
  prefix: string,
  now: Date,
): Promise<string> {
  const day = dayPrefix(prefix, now)
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${day}))`)
  const [row] = await tx
    .select({ last: sql<string | null>`max(${column})` })
    .from(table)
    .where(like(column, `${day}%`))
  const last = row?.last ? Number(row.last.slice(day.length)) : 0
  return `${day}${String(last + 1).padStart(4, '0')}`
}
