import { createHash, randomBytes } from 'node:crypto'
import type { KvStore } from '../../stores/kv'
import type { MemoCache, StampedCaches } from '../cache/stamped-caches'

export interface SessionValue {
  userId: string
  /** When the user signed in: the absolute lifetime counts from here. */
  startedAt: number
  /** When this value was (re)issued: compared with the user's revocation time. */
  issuedAt: number
  refreshedAt: number
}

/** This instance's session figures since it started (what Tomcat counts per manager). */
export interface SessionCounts {
  created: number
  /** Ended: signed out, revoked, or found past their absolute lifetime (idle ones simply vanish from the store). */
  ended: number
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * Opaque tokens; only their sha256 is stored. The idle TTL slides with use, up to an absolute lifetime; revoking a
 * user records a time before which every session of that user is dead (any number of instances).
 * With `caches`, a session read stays in memory until the next refresh is due or the auth stamp moves: logout and
 * revocations bump it, so they stay immediate on every instance.
 */
export class SessionStore {
  private readonly cache: MemoCache<SessionValue> | undefined
  readonly counts: SessionCounts = { created: 0, ended: 0 }

  constructor(
    private readonly kv: KvStore,
    private readonly ttlMs: number,
    private readonly maxAgeMs: number = 12 * 3600_000,
    /** Kinds of session (staff, interviewee) live under their own prefix, so a token is only ever one kind. */
    private readonly prefix = 'session',
    private readonly caches?: StampedCaches,
  ) {
    this.cache = caches?.create<SessionValue>('auth')
  }

  private keyFor(token: string): string {
    return `${this.prefix}:${hashOf(token)}`
  }

  private revokedKey(userId: string): string {
    return `${this.prefix}-revoked:${userId}`
  }

  async create(userId: string): Promise<string> {
    const token = randomBytes(32).toString('hex')
    const now = Date.now()
    await this.write(token, { userId, startedAt: now, issuedAt: now, refreshedAt: now })
    this.counts.created += 1
    return token
  }

  /** Live sessions in the store, of every instance (a scan: for the monitor, not per request). */
  activeCount(): Promise<number> {
    return this.kv.countPrefix(`${this.prefix}:`)
  }

  /** The user id behind a live token, extending its idle life; null when unknown, expired or revoked. */
  async resolve(token: string): Promise<string | null> {
    const key = this.keyFor(token)
    const now = Date.now()
    // Rewriting on every request would cost a write per call; a tenth of the TTL is precise enough.
    const refreshDue = (value: SessionValue) => now - value.refreshedAt > this.ttlMs / 10
    const cached = this.cache?.get(key)
    if (cached && !refreshDue(cached) && now - cached.startedAt < this.maxAgeMs) return cached.userId
    const generation = this.cache?.mark() ?? 0
    const raw = await this.kv.get(key)
    if (!raw) return null
    const value = JSON.parse(raw) as SessionValue
    const revokedAt = Number((await this.kv.get(this.revokedKey(value.userId))) ?? 0)
    if (value.issuedAt <= revokedAt || now - value.startedAt >= this.maxAgeMs) {
      await this.kv.del(key)
      this.counts.ended += 1
      return null
    }
    const current = refreshDue(value) ? { ...value, refreshedAt: now } : value
    if (current !== value) await this.write(token, current)
    this.cache?.setIfUnchanged(generation, key, current)
    return value.userId
  }

  async revoke(token: string): Promise<void> {
    if (await this.kv.take(this.keyFor(token))) this.counts.ended += 1
    await this.caches?.bump('auth')
  }

  /**
   * Ends every session of the user (password change or reset, freeze, delete). `keep`, the token of the request
   * that changed the password, stays signed in.
   */
  async revokeAllOf(userId: string, keep?: string): Promise<void> {
    const kept = keep ? await this.kv.get(this.keyFor(keep)) : null
    const now = Date.now()
    await this.kv.set(this.revokedKey(userId), String(now), this.maxAgeMs)
    if (kept) {
      const value = JSON.parse(kept) as SessionValue
      if (value.userId === userId) await this.write(keep!, { ...value, issuedAt: now + 1, refreshedAt: now })
    }
    await this.caches?.bump('auth')
  }

  private async write(token: string, value: SessionValue): Promise<void> {
    const idle = Math.min(this.ttlMs, value.startedAt + this.maxAgeMs - Date.now())
    await this.kv.set(this.keyFor(token), JSON.stringify(value), Math.max(1, idle))
  }
}
