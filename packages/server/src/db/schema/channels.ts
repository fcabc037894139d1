import { integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'

/** 渠道: a carrier's product, its limits, how its weight is billed and the tracking numbers it issues. */
export const logisticsChannel = pgTable(
  'logistics_channel',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    carrier: varchar('carrier', { length: 100 }).notNull(),
    /** Dictionary transport_mode. */
    transportMode: varchar('transport_mode', { length: 10 }).notNull(),
    /** Dictionary country, ISO 3166 alpha-2 codes comma-separated. */
    destinationCountries: varchar('destination_countries', { length: 500 }).notNull(),
    /** Exact decimals in kg and cm (string mode: never binary floating point). */
    maxWeight: numeric('max_weight', { precision: 10, scale: 3 }).notNull(),
    maxLength: numeric('max_length', { precision: 8, scale: 1 }),
    maxDimensionSum: numeric('max_dimension_sum', { precision: 8, scale: 1 }),
    volumetricDivisor: integer('volumetric_divisor').notNull().default(6000),
    /** Dictionary billing_increment: '0.1', '0.5' or '1' kg. */
    billingIncrement: varchar('billing_increment', { length: 10 }).notNull().default('0.1'),
    /** Dictionary tracking_format: S10 (UPU, check digit), PATTERN (trackingPattern), NONE. */
    trackingFormat: varchar('tracking_format', { length: 10 }).notNull().default('S10'),
    /** S10 service indicator letters this channel issues, e.g. LP. */
    trackingPrefix: varchar('tracking_prefix', { length: 2 }),
    trackingPattern: varchar('tracking_pattern', { length: 200 }),
    /** Dictionary channel_status: 1 启用, 0 停用. */
    status: varchar('status', { length: 10 }).notNull().default('1'),
    remark: varchar('remark', { length: 500 }),
    version: integer('version').notNull().default(1),
    createBy: varchar('create_by', { length: 32 }),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
    updateBy: varchar('update_by', { length: 32 }),
    updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
  },
  (t) => [uniqueIndex('uniq_logistics_channel_code').on(t.code)],
)
