import type { Db } from './db/client'
import type { SessionStore } from './services/sessions'
import type { KvStore } from './stores/kv'

export interface LoginRateLimit {
  maxFailures: number
  windowMs: number
}

/** What route and plugin factories need; built once by createServer. */
export interface Deps {
  db: Db
  kv: KvStore
  sessions: SessionStore
  /** Honoured only when createServer was given it (tests, benchmarks) or NODE_ENV=test. */
  captchaFixedCode?: string
  loginRateLimit: LoginRateLimit | false
}
