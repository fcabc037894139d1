import { and, count, eq, gt, inArray, like, lt, sql } from 'drizzle-orm'
import type { Redis } from 'ioredis'
import type { Db } from '../db/client'
import { kvEntry } from '../db/schema'
import { escapeLike } from '../services/shared/like'

/** Shared short-lived state (sessions, captchas, rate limits) so several server instances agree. */
export interface KvStore {
  set(key: string, value: string, ttlMs: number): Promise<void>
  get(key: string): Promise<string | null>
  /** Several values in one round trip, in the order of `keys`. */
  getMany(keys: string[]): Promise<(string | null)[]>
  /** Atomic get-and-delete. */
  take(key: string): Promise<string | null>
  del(key: string): Promise<void>
  /** Increments a counter; the TTL starts with the first increment. Returns the new count. */
  incr(key: string, ttlMs: number): Promise<number>
  /** Deletes every expired entry now; answers how many (Redis expires keys itself: 0). */
  purgeExpired(): Promise<number>
  /** How many live keys start with `prefix` (a scan: for figures, not for every request). */
  countPrefix(prefix: string): Promise<number>
}

export class PgKvStore implements KvStore {
  private lastSweep = 0

  constructor(private readonly db: Db) {}

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    const expiresAt = Date.now() + ttlMs
    await this.db
      .insert(kvEntry)
      .values({ key, value, expiresAt })
      .onConflictDoUpdate({ target: kvEntry.key, set: { value, expiresAt } })
    await this.sweepOccasionally()
  }

  async get(key: string): Promise<string | null> {
    const rows = await this.db
      .select({ value: kvEntry.value })
      .from(kvEntry)
      .where(and(eq(kvEntry.key, key), gt(kvEntry.expiresAt, Date.now())))
    return rows[0]?.value ?? null
  }

  async getMany(keys: string[]): Promise<(string | null)[]> {
    const rows = await this.db
      .select({ key: kvEntry.key, value: kvEntry.value })
      .from(kvEntry)
      .where(and(inArray(kvEntry.key, keys), gt(kvEntry.expiresAt, Date.now())))
    const byKey = new Map(rows.map((row) => [row.key, row.value]))
    return keys.map((key) => byKey.get(key) ?? null)
  }

  async take(key: string): Promise<string | null> {
    const rows = await this.db.delete(kvEntry).where(eq(kvEntry.key, key)).returning()
    const row = rows[0]
    return row && row.expiresAt > Date.now() ? row.value : null
  }

  async del(key: string): Promise<void> {
    await this.db.delete(kvEntry).where(eq(kvEntry.key, key))
  }

  async incr(key: string, ttlMs: number): Promise<number> {
    const now = Date.now()
    const rows = await this.db
      .insert(kvEntry)
      .values({ key, value: '1', expiresAt: now + ttlMs })
      .onConflictDoUpdate({
        target: kvEntry.key,
        set: {
          value: sql`case when ${kvEntry.expiresAt} <= ${now} then '1' else (${kvEntry.value}::integer + 1)::text end`,
          expiresAt: sql`case when ${kvEntry.expiresAt} <= ${now} then ${now + ttlMs} else ${kvEntry.expiresAt} end`,
        },
      })
      .returning({ value: kvEntry.value })
    return Number(rows[0]?.value ?? 0)
  }

  async purgeExpired(): Promise<number> {
    const rows = await this.db
      .delete(kvEntry)
      .where(lt(kvEntry.expiresAt, Date.now()))
      .returning({ key: kvEntry.key })
    return rows.length
  }

  async countPrefix(prefix: string): Promise<number> {
    const rows = await this.db
      .select({ n: count() })
      .from(kvEntry)
      .where(and(like(kvEntry.key, `${escapeLike(prefix)}%`), gt(kvEntry.expiresAt, Date.now())))
    return Number(rows[0]?.n ?? 0)
  }

  /** Expired rows are invisible anyway; delete them now and then so the table stays small. */
  private async sweepOccasionally(): Promise<void> {
    const now = Date.now()
    if (now - this.lastSweep < 60_000) return
    this.lastSweep = now
    await this.db.delete(kvEntry).where(lt(kvEntry.expiresAt, now))
  }
}

const DEFAULT_PREFIX = 'portico:'

export class RedisKvStore implements KvStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = DEFAULT_PREFIX,
  ) {}

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.redis.set(this.prefix + key, value, 'PX', Math.max(1, Math.round(ttlMs)))
  }

  get(key: string): Promise<string | null> {
    return this.redis.get(this.prefix + key)
  }

  getMany(keys: string[]): Promise<(string | null)[]> {
    return this.redis.mget(keys.map((key) => this.prefix + key))
  }

  take(key: string): Promise<string | null> {
    return this.redis.getdel(this.prefix + key)
  }

  async del(key: string): Promise<void> {
    await this.redis.del(this.prefix + key)
  }

  async incr(key: string, ttlMs: number): Promise<number> {
    const full = this.prefix + key
    const results = await this.redis
      .multi()
      .incr(full)
      .pexpire(full, Math.max(1, Math.round(ttlMs)), 'NX')
      .exec()
    return Number(results?.[0]?.[1] ?? 0)
  }

  async purgeExpired(): Promise<number> {
    return 0
  }

  async countPrefix(prefix: string): Promise<number> {
    const pattern = `${this.prefix}${prefix}`.replace(/[*?[\]\\]/g, (c) => `\\${c}`)
    let total = 0
    let cursor = '0'
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${pattern}*`, 'COUNT', 1000)
      total += keys.length
      cursor = next
    } while (cursor !== '0')
    return total
  }
}
