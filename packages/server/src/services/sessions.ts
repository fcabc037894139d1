import { createHash, randomBytes } from 'node:crypto'
import type { KvStore } from '../stores/kv'

interface SessionValue {
  userId: string
  refreshedAt: number
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/** Opaque tokens; only their sha256 is stored. The TTL slides with use. */
export class SessionStore {
  constructor(
    private readonly kv: KvStore,
    private readonly ttlMs: number,
    /** Kinds of session (staff, interviewee) live under their own prefix, so a token is only ever one kind. */
    private readonly prefix = 'session',
  ) {}

  private keyFor(token: string): string {
    return `${this.prefix}:${hashOf(token)}`
  }

  async create(userId: string): Promise<string> {
    const token = randomBytes(32).toString('hex')
    const value: SessionValue = { userId, refreshedAt: Date.now() }
    await this.kv.set(this.keyFor(token), JSON.stringify(value), this.ttlMs)
    return token
  }

  /** The user id behind a live token, extending its life; null when unknown, expired or revoked. */
  async resolve(token: string): Promise<string | null> {
    const key = this.keyFor(token)
    const raw = await this.kv.get(key)
    if (!raw) return null
    const value = JSON.parse(raw) as SessionValue
    // Rewriting on every request would cost a write per call; a tenth of the TTL is precise enough.
    if (Date.now() - value.refreshedAt > this.ttlMs / 10) {
      await this.kv.set(key, JSON.stringify({ ...value, refreshedAt: Date.now() }), this.ttlMs)
    }
    return value.userId
  }

  async revoke(token: string): Promise<void> {
    await this.kv.del(this.keyFor(token))
  }
}
