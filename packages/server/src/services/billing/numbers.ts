import { like, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'

const CHINA_OFFSET_MS = 8 * 3600_000

/** yyyyMMdd of an instant in China time. */
export const chinaDay = (now: Date) =>
  new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '')

/**
 * The next number of the day for a prefix: PAY20261125-0001, -0002… Call inside the transaction that inserts the
 * row: the advisory lock is held until it ends, so two writers get two numbers.
 */
export async function nextDailyNo(tx: Db, table: PgTable, column: AnyPgColumn, kind: string, now: Date) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`daily_no:${kind}`}))`)
  const prefix = `${kind}${chinaDay(now)}-`
  const [row] = await tx
    .select({
      last: sql<number | null>`max(cast(substring(${column} from ${prefix.length + 1}::int) as integer))`,
    })
    .from(table)
    .where(like(column, `${prefix}%`))
  return `${prefix}${String(Number(row?.last ?? 0) + 1).padStart(4, '0')}`
}
