import { openPostgres } from '@portico/server'

export interface Stats {
  p50: number
  p95: number
  p99: number
}

export function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return Math.round(sorted[Math.max(0, index)]! * 10) / 10
}

export function statsOf(timings: number[]): Stats {
  const sorted = [...timings].sort((a, b) => a - b)
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) }
}

/** Runs `run` on items 0…total-1, `concurrency` at a time, and answers the latency percentiles (ms). */
export async function measure(
  total: number,
  concurrency: number,
  run: (i: number) => Promise<void>,
): Promise<Stats> {
  const timings: number[] = []
  let next = 0
  const worker = async () => {
    while (next < total) {
      const i = next++
      const start = performance.now()
      await run(i)
      timings.push(performance.now() - start)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return statsOf(timings)
}

/**
 * Times `http` and `sql` on the same items, `concurrency` at a time: each item runs both, one after the other, the
 * first of the two alternating, so neither side always finds the pages the other just read in the cache.
 */
export async function measurePair(
  total: number,
  concurrency: number,
  http: (i: number) => Promise<void>,
  sql: (i: number) => Promise<void>,
): Promise<{ http: Stats; sql: Stats }> {
  const timings = { http: [] as number[], sql: [] as number[] }
  const timed = async (side: 'http' | 'sql', i: number) => {
    const start = performance.now()
    await (side === 'http' ? http : sql)(i)
    timings[side].push(performance.now() - start)
  }
  let next = 0
  const worker = async () => {
    while (next < total) {
      const i = next++
      const [first, second] = i % 2 ? (['sql', 'http'] as const) : (['http', 'sql'] as const)
      await timed(first, i)
      await timed(second, i)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return { http: statsOf(timings.http), sql: statsOf(timings.sql) }
}

/** Raw SQL through the node-postgres pool under a drizzle database (the floor: no route, no mapping). */
export interface Queryable {
  query<R = Record<string, unknown>>(
    text: string | { text: string; values?: unknown[]; rowMode?: string },
    params?: unknown[],
  ): Promise<{ rows: R[]; rowCount: number | null }>
  end(): Promise<void>
}

export const poolOf = async (url: string): Promise<Queryable> =>
  ((await openPostgres(url)).db as unknown as { $client: Queryable }).$client

/** The database `name` on the server of `url`, created when missing (benchmarks keep their generated data). */
export async function ensureDatabase(url: string, name: string): Promise<string> {
  const admin = await poolOf(url)
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name])
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  return Object.assign(new URL(url), { pathname: `/${name}` }).toString()
}
