import { randomBytes } from 'node:crypto'
import type { KvStore } from '../../stores/kv'

/** What the stamps guard: who may do what (sessions, users, permissions, data rules, user totals), and dictionaries. */
export type CacheKind = 'auth' | 'dict'

const KINDS: CacheKind[] = ['auth', 'dict']
const stampKey = (kind: CacheKind) => `cache-stamp:${kind}`
/** A stamp outlives any idle instance; when it expires, its absence is just one more change. */
const STAMP_TTL_MS = 30 * 24 * 3600_000
/** A safety net: no entry is trusted longer than this, whatever the stamps say. */
const DEFAULT_MAX_AGE_MS = 60_000
const DEFAULT_MAX_ENTRIES = 50_000

/**
 * A per-instance memo of loads. An entry loaded while the cache was cleared (a write happened meanwhile) is not
 * kept, so a slow read that started before a write never outlives it.
 */
export class MemoCache<V> {
  private readonly entries = new Map<string, { value: V; at: number }>()
  private generation = 0

  constructor(
    private readonly maxAgeMs = DEFAULT_MAX_AGE_MS,
    private readonly maxEntries = DEFAULT_MAX_ENTRIES,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (Date.now() - entry.at > this.maxAgeMs) {
      this.entries.delete(key)
      return undefined
    }
    return entry.value
  }

  async load(key: string, loader: () => Promise<V>): Promise<V> {
    const hit = this.get(key)
    if (hit !== undefined) return hit
    const generation = this.mark()
    const value = await loader()
    this.setIfUnchanged(generation, key, value)
    return value
  }

  /** Take before reading what `setIfUnchanged` will store. */
  mark(): number {
    return this.generation
  }

  /** Stores `value` unless the cache was cleared since `mark` (what was read may predate a write). */
  setIfUnchanged(generation: number, key: string, value: V): void {
    if (generation !== this.generation) return
    if (this.entries.size >= this.maxEntries) this.entries.clear()
    this.entries.set(key, { value, at: Date.now() })
  }

  delete(key: string): void {
    this.entries.delete(key)
  }

  clear(): void {
    this.generation += 1
    this.entries.clear()
  }
}

/**
 * In-memory caches that stay valid while a shared stamp in the key-value store (Redis, else the database) is
 * unchanged. Each request reads the stamps in one round trip (`check`); a write that changes what they cache
 * replaces the stamp (`bump`) before it answers, so every instance drops its copies before its next request
 * reads them: a revocation is immediate everywhere, unlike a pub/sub message that may arrive after the next request.
 */
export class StampedCaches {
  private readonly caches = new Map<CacheKind, Set<MemoCache<unknown>>>(
    KINDS.map((kind) => [kind, new Set()]),
  )
  private readonly seen = new Map<CacheKind, string | null>()

  constructor(private readonly kv: KvStore) {}

  /** A cache cleared whenever the `kind` stamp moves. */
  create<V>(kind: CacheKind, maxAgeMs?: number): MemoCache<V> {
    const cache = new MemoCache<V>(maxAgeMs)
    this.caches.get(kind)!.add(cache as MemoCache<unknown>)
    return cache
  }

  /** Reads the stamps and clears the caches whose stamp changed since the last check. */
  async check(): Promise<void> {
    const values = await this.kv.getMany(KINDS.map(stampKey))
    for (const [i, kind] of KINDS.entries()) {
      const value = values[i] ?? null
      // No stamp: the first start, or a store that lost its data (a Redis restart without persistence, where the
      // sessions went too). A new one makes every instance drop what it holds.
      if (value === null) await this.bump(kind)
      else if (this.seen.get(kind) !== value) {
        this.seen.set(kind, value)
        this.clearLocal(kind)
      }
    }
  }

  /** Invalidates the `kind` caches of every instance (this one at once, the others at their next check). */
  async bump(kind: CacheKind): Promise<void> {
    this.clearLocal(kind)
    const value = `${Date.now()}-${randomBytes(6).toString('hex')}`
    await this.kv.set(stampKey(kind), value, STAMP_TTL_MS)
    this.seen.set(kind, value)
    // Anything loaded between the clear and the write is dropped too.
    this.clearLocal(kind)
  }

  private clearLocal(kind: CacheKind): void {
    for (const cache of this.caches.get(kind)!) cache.clear()
  }
}
