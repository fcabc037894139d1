import { date, index, integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'

const audit = () => ({
  version: integer('version').notNull().default(1),
  createBy: varchar('create_by', { length: 32 }),
  createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
  updateBy: varchar('update_by', { length: 32 }),
  updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
})

/** 币种: ISO 4217 currencies the platform prices and bills in. The dictionary `currency` mirrors this table. */
export const currency = pgTable(
  'currency',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    /** ISO 4217 alphabetic code, e.g. USD. */
    code: varchar('code', { length: 3 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    symbol: varchar('symbol', { length: 10 }).notNull(),
    /** ISO 4217 minor units: 2 for USD, 0 for JPY. */
    minorUnits: integer('minor_units').notNull().default(2),
    /** Dictionary channel_status: 1 启用, 0 停用. */
    status: varchar('status', { length: 10 }).notNull().default('1'),
    remark: varchar('remark', { length: 500 }),
    ...audit(),
  },
  (t) => [uniqueIndex('uniq_currency_code').on(t.code)],
)

/** 汇率: how many CNY one unit of a currency is worth from a date on (until the next rate of that currency). */
export const currencyRate = pgTable(
  'currency_rate',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    /** CNY per 1 unit, exact decimal. */
    rate: numeric('rate', { precision: 18, scale: 8 }).notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    remark: varchar('remark', { length: 500 }),
    ...audit(),
  },
  (t) => [uniqueIndex('uniq_currency_rate_day').on(t.currencyCode, t.effectiveDate)],
)

/**
 * 成本方案 (kind 'cost': what a channel costs us) and 销售方案 (kind 'sale': what a customer pays for a channel): a
 * rate table for one channel and destination zone (a set of countries), valid for a period.
 */
export const ratePlan = pgTable(
  'rate_plan',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    /** 'cost' or 'sale' (dictionary rate_plan_kind). */
    planKind: varchar('plan_kind', { length: 10 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    channelCode: varchar('channel_code', { length: 32 }).notNull(),
    /** Sale plans: the customer's tenant id; null on cost plans. */
    customerId: integer('customer_id'),
    /** The zone: ISO 3166 alpha-2 codes comma-separated (dictionary country). */
    zoneCountries: varchar('zone_countries', { length: 500 }).notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    /** Dictionary pricing_mode: FIRST_ADDITIONAL (首重+续重) or BANDS (重量段). */
    pricingMode: varchar('pricing_mode', { length: 20 }).notNull(),
    firstWeight: numeric('first_weight', { precision: 10, scale: 3 }),
    firstPrice: numeric('first_price', { precision: 12, scale: 2 }),
    additionalWeight: numeric('additional_weight', { precision: 10, scale: 3 }),
    additionalPrice: numeric('additional_price', { precision: 12, scale: 2 }),
    registrationFee: numeric('registration_fee', { precision: 12, scale: 2 }).notNull().default('0'),
    /** Percent of the freight, e.g. 12.5. */
    fuelSurchargePercent: numeric('fuel_surcharge_percent', { precision: 6, scale: 2 })
      .notNull()
      .default('0'),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    /** Inclusive; null: open-ended. */
    validTo: date('valid_to', { mode: 'string' }),
    /** Dictionary channel_status: 1 启用, 0 停用. */
    status: varchar('status', { length: 10 }).notNull().default('1'),
    remark: varchar('remark', { length: 500 }),
    ...audit(),
  },
  (t) => [index('idx_rate_plan_lookup').on(t.planKind, t.channelCode, t.customerId)],
)

/** A weight band of a BANDS plan: (fromKg, toKg] priced per kg or at a fixed price. */
export const ratePlanBand = pgTable(
  'rate_plan_band',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    planId: varchar('plan_id', { length: 32 }).notNull(),
    fromKg: numeric('from_kg', { precision: 10, scale: 3 }).notNull(),
    toKg: numeric('to_kg', { precision: 10, scale: 3 }).notNull(),
    /** 'PER_KG' (price × billable weight) or 'FIXED' (the band's price). */
    priceKind: varchar('price_kind', { length: 10 }).notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    orderNum: integer('order_num').notNull().default(0),
  },
  (t) => [index('idx_rate_plan_band_plan').on(t.planId)],
)

/** 客户绑定渠道: the channels a customer may ship with. */
export const customerChannel = pgTable(
  'customer_channel',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    customerId: integer('customer_id').notNull(),
    channelCode: varchar('channel_code', { length: 32 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('1'),
    remark: varchar('remark', { length: 500 }),
    ...audit(),
  },
  (t) => [uniqueIndex('uniq_customer_channel').on(t.customerId, t.channelCode)],
)
