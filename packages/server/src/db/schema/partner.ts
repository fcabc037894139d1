import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core'

/**
 * A customer's API key for the partner API (/open/v1). `id` is the public key id sent as X-Api-Key; the secret is
 * shown once and kept only sealed (AES-GCM): an HMAC signature can only be checked with the secret itself.
 */
export const partnerApiKey = pgTable(
  'partner_api_key',
  {
    id: varchar('id', { length: 40 }).primaryKey(),
    customerId: integer('customer_id').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    /** Comma-separated: orders:write, tracking:read, bills:read. */
    scopes: varchar('scopes', { length: 200 }).notNull(),
    secretSealed: text('secret_sealed').notNull(),
    /** The secret's last 4 characters, so a customer can tell keys apart. */
    secretHint: varchar('secret_hint', { length: 8 }).notNull(),
    /** 1 有效, 0 已吊销. */
    status: varchar('status', { length: 2 }).notNull().default('1'),
    lastUsedTime: timestamp('last_used_time', { mode: 'date', withTimezone: true }),
    revokedTime: timestamp('revoked_time', { mode: 'date', withTimezone: true }),
    revokedBy: varchar('revoked_by', { length: 32 }),
    createBy: varchar('create_by', { length: 32 }),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }).notNull(),
  },
  (t) => [index('idx_partner_api_key_customer').on(t.customerId)],
)

/** A URL a customer's system receives webhooks at, for the event types it chose. */
export const webhookEndpoint = pgTable(
  'webhook_endpoint',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    customerId: integer('customer_id').notNull(),
    url: varchar('url', { length: 500 }).notNull(),
    /** Comma-separated contract WEBHOOK_EVENT_TYPES. */
    events: varchar('events', { length: 500 }).notNull(),
    /** Signs each delivery (X-Portico-Signature); sealed like API key secrets. */
    secretSealed: text('secret_sealed').notNull(),
    /** 1 启用, 0 停用. */
    status: varchar('status', { length: 2 }).notNull().default('1'),
    createBy: varchar('create_by', { length: 32 }),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }).notNull(),
  },
  (t) => [index('idx_webhook_endpoint_customer').on(t.customerId)],
)

/**
 * The transactional outbox: one row per event and subscribed endpoint, written in the transaction of the step it
 * reports. A dispatcher claims due rows (claim_until) and delivers them at least once.
 */
export const webhookDelivery = pgTable(
  'webhook_delivery',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    /** The idempotency key the receiver sees (X-Portico-Event-Id): the same for every attempt and replay. */
    eventId: varchar('event_id', { length: 32 }).notNull(),
    eventType: varchar('event_type', { length: 40 }).notNull(),
    customerId: integer('customer_id').notNull(),
    endpointId: varchar('endpoint_id', { length: 32 })
      .notNull()
      .references(() => webhookEndpoint.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull(),
    /** 0 待发送, 1 已送达, 2 已放弃. */
    status: varchar('status', { length: 2 }).notNull().default('0'),
    attempts: integer('attempts').notNull().default(0),
    /** Epoch ms of the next attempt. */
    nextAttemptAt: bigint('next_attempt_at', { mode: 'number' }).notNull(),
    /** Epoch ms until which one dispatcher holds the row. */
    claimUntil: bigint('claim_until', { mode: 'number' }).notNull().default(0),
    claimedBy: varchar('claimed_by', { length: 40 }),
    /** Epoch ms after which a failing delivery is given up (24 h from the event, or from a replay). */
    retryUntil: bigint('retry_until', { mode: 'number' }).notNull(),
    lastStatusCode: integer('last_status_code'),
    lastError: varchar('last_error', { length: 300 }),
    deliveredTime: timestamp('delivered_time', { mode: 'date', withTimezone: true }),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }).notNull(),
  },
  (t) => [
    index('idx_webhook_delivery_due').on(t.status, t.nextAttemptAt),
    index('idx_webhook_delivery_customer').on(t.customerId, t.createTime),
  ],
)

/** Every attempt of a delivery: when, the answer's status code or the error. */
export const webhookAttempt = pgTable(
  'webhook_attempt',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: varchar('delivery_id', { length: 32 })
      .notNull()
      .references(() => webhookDelivery.id, { onDelete: 'cascade' }),
    attemptTime: timestamp('attempt_time', { mode: 'date', withTimezone: true }).notNull(),
    statusCode: integer('status_code'),
    error: varchar('error', { length: 300 }),
    durationMs: integer('duration_ms').notNull(),
    /** The instance that made it. */
    instance: varchar('instance', { length: 40 }),
  },
  (t) => [index('idx_webhook_attempt_delivery').on(t.deliveryId)],
)
