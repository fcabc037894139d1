import { type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** Midnight (GMT+8, the dates the UI shows) of the day `daysAgo` days before `now`'s day. */
export function chinaDayStart(now: Date, daysAgo = 0): Date {
  const shifted = now.getTime() + CHINA_OFFSET_MS
  return new Date(shifted - (shifted % DAY_MS) - CHINA_OFFSET_MS - daysAgo * DAY_MS)
}

/** First instant of `now`'s month in GMT+8. */
export function chinaMonthStart(now: Date, monthsAgo = 0): Date {
  const shifted = new Date(now.getTime() + CHINA_OFFSET_MS)
  return new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() - monthsAgo, 1) - CHINA_OFFSET_MS)
}

/** `yyyy-MM-dd` (GMT+8) of a date. */
export const chinaDate = (value: Date): string =>
  new Date(value.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10)

/**
 * SQL: the Asia/Shanghai calendar day of a timestamptz column as `yyyy-MM-dd`. The zone is named here rather than
 * left to the connection: a timestamptz is bucketed in the session's TimeZone, which is whatever the PostgreSQL
 * server was installed with (UTC in a container, often Asia/Shanghai in China) and the connection never sets.
 */
export const chinaDaySql = (column: AnyPgColumn | SQL): SQL<string> =>
  sql<string>`to_char(${column} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD')`

/** Every day from `from` to `to` (GMT+8, inclusive) as `yyyy-MM-dd`. */
export function chinaDays(from: Date, to: Date): string[] {
  const days: string[] = []
  for (let t = chinaDayStart(from).getTime(); t <= to.getTime(); t += DAY_MS)
    days.push(chinaDate(new Date(t)))
  return days
}
