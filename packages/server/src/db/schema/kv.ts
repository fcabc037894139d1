import { bigint, pgTable, text, varchar } from 'drizzle-orm/pg-core'

/** Backing table of the PostgreSQL key-value store (sessions, captchas, rate limits). */
export const kvEntry = pgTable('kv_entry', {
  key: varchar('key', { length: 200 }).primaryKey(),
  value: text('value').notNull(),
  /** Epoch milliseconds. */
  expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
})
