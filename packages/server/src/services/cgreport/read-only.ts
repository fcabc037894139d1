import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { HttpError } from '../../http/envelope'

/** PostgreSQL error code of a failure drizzle may have wrapped. */
const pgCode = (error: unknown): string | undefined => {
  const e = error as { code?: unknown; cause?: { code?: unknown } }
  const code = typeof e?.code === 'string' ? e.code : e?.cause?.code
  return typeof code === 'string' ? code : undefined
}

export interface RunOptions {
  /** Statement timeout of the report queries (PostgreSQL; PGlite has no timer and ignores it). */
  timeoutMs: number
  log?: { error(details: object, message: string): void }
}

/**
 * A report's queries inside a READ ONLY transaction with a statement timeout; database failures become the
 * report's messages (timeout, write attempt, anything else logged under the report's code).
 */
export async function readOnlyReport<T>(
  db: Db,
  code: string,
  { timeoutMs, log }: RunOptions,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  const timeout = Math.max(1, Math.floor(timeoutMs))
  try {
    return await db.transaction(
      async (tx) => {
        await tx.execute(sql.raw(`set local statement_timeout = ${timeout}`))
        return work(tx as unknown as Db)
      },
      { accessMode: 'read only' },
    )
  } catch (error) {
    if (error instanceof HttpError) throw error
    const pg = pgCode(error)
    if (pg === '57014') throw new HttpError(500, '报表查询超时，请缩小查询范围')
    if (pg === '25006') throw new HttpError(500, '报表SQL只允许查询，不能修改数据')
    log?.error({ err: error, report: code }, 'report query failed')
    throw new HttpError(500, '报表查询失败，请检查报表配置')
  }
}
