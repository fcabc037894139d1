import {
  bigserial,
  index,
  integer,
  numeric,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'

/**
 * An order a customer (a seller, one tenant) sends us: who buys, where it goes, what is declared. One order ships as
 * one parcel in the common case; `logistics_parcel.order_id` allows several.
 */
export const logisticsOrder = pgTable(
  'logistics_order',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    /** The marketplace's order number (Shopee, Lazada…). Unique per customer and platform. */
    platformOrderNo: varchar('platform_order_no', { length: 64 }).notNull(),
    /** Dictionary ecommerce_platform. */
    platform: varchar('platform', { length: 20 }).notNull(),
    /** The customer's tenant id: customer users see only their own orders. */
    customerId: integer('customer_id').notNull(),
    channelCode: varchar('channel_code', { length: 32 }).notNull(),
    buyerName: varchar('buyer_name', { length: 100 }).notNull(),
    buyerPhone: varchar('buyer_phone', { length: 40 }),
    /** ISO 3166 alpha-2, dictionary country. */
    buyerCountry: varchar('buyer_country', { length: 2 }).notNull(),
    buyerState: varchar('buyer_state', { length: 100 }),
    buyerCity: varchar('buyer_city', { length: 100 }),
    buyerAddress: varchar('buyer_address', { length: 300 }).notNull(),
    buyerPostcode: varchar('buyer_postcode', { length: 20 }),
    /** Sum of the items' values, in `currency`. */
    declaredValue: numeric('declared_value', { precision: 14, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** Declared weight in kg, from the seller. */
    declaredWeight: numeric('declared_weight', { precision: 10, scale: 3 }),
    /** Dictionary customs_mode: 9610, 9710, 9810, 1210. */
    customsMode: varchar('customs_mode', { length: 10 }).notNull().default('9610'),
    orderTime: timestamp('order_time', { mode: 'date', withTimezone: true }),
    version: integer('version').notNull().default(1),
    createBy: varchar('create_by', { length: 32 }),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
    updateBy: varchar('update_by', { length: 32 }),
    updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
  },
  (t) => [
    uniqueIndex('uniq_logistics_order_platform_no').on(t.customerId, t.platform, t.platformOrderNo),
    index('idx_logistics_order_create_time_id').on(t.createTime, t.id),
    // 订单查询 by platform order number, whichever customer.
    index('idx_logistics_order_platform_order_no').on(t.platformOrderNo),
  ],
)

/** A declared line of goods of an order. */
export const logisticsOrderItem = pgTable(
  'logistics_order_item',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    orderId: varchar('order_id', { length: 32 })
      .notNull()
      .references(() => logisticsOrder.id, { onDelete: 'cascade' }),
    nameCn: varchar('name_cn', { length: 200 }).notNull(),
    nameEn: varchar('name_en', { length: 200 }).notNull(),
    /** 10-digit China commodity code. */
    hsCode: varchar('hs_code', { length: 10 }),
    quantity: integer('quantity').notNull(),
    unitValue: numeric('unit_value', { precision: 14, scale: 2 }).notNull(),
    sku: varchar('sku', { length: 64 }),
    orderNum: integer('order_num').notNull().default(1),
  },
  (t) => [index('idx_logistics_order_item_order').on(t.orderId, t.orderNum)],
)

/**
 * A parcel: what is scanned, weighed, bagged, declared and carried. Weights in kg and sizes in cm are exact
 * decimals. `status` follows its last trajectory event (contract PARCEL_STATUS).
 */
export const logisticsParcel = pgTable(
  'logistics_parcel',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    trackingNo: varchar('tracking_no', { length: 40 }).notNull(),
    orderId: varchar('order_id', { length: 32 }).references(() => logisticsOrder.id),
    customerId: integer('customer_id').notNull(),
    channelCode: varchar('channel_code', { length: 32 }).notNull(),
    /** ISO 3166 alpha-2 destination, copied from the order for filtering. */
    destinationCountry: varchar('destination_country', { length: 2 }).notNull(),
    /** Dictionary parcel_status. */
    status: varchar('status', { length: 10 }).notNull().default('0'),
    /** The state a hold or customs outcome (8, 10, 11) interrupted; restored when it is resolved (lifecycle). */
    heldFromStatus: varchar('held_from_status', { length: 10 }),
    /** The station holding it now (logistics_station.code), null before in-store and after dispatch. */
    stationCode: varchar('station_code', { length: 32 }),
    actualWeight: numeric('actual_weight', { precision: 10, scale: 3 }),
    lengthCm: numeric('length_cm', { precision: 8, scale: 1 }),
    widthCm: numeric('width_cm', { precision: 8, scale: 1 }),
    heightCm: numeric('height_cm', { precision: 8, scale: 1 }),
    volumetricWeight: numeric('volumetric_weight', { precision: 10, scale: 3 }),
    billableWeight: numeric('billable_weight', { precision: 10, scale: 3 }),
    inStoreTime: timestamp('in_store_time', { mode: 'date', withTimezone: true }),
    /** Who scanned it in (username). */
    inStoreBy: varchar('in_store_by', { length: 32 }),
    outStoreTime: timestamp('out_store_time', { mode: 'date', withTimezone: true }),
    deliveredTime: timestamp('delivered_time', { mode: 'date', withTimezone: true }),
    /** The marketplace's own tracking number (e.g. Shopee's), kept when the channel's pool assigns ours. */
    platformTrackingNo: varchar('platform_tracking_no', { length: 40 }),
    /** When `trackingNo` was assigned from the channel's number pool (null: still the platform's number). */
    trackingAssignedTime: timestamp('tracking_assigned_time', { mode: 'date', withTimezone: true }),
    /** The bag (logistics_bag) and outbound batch (logistics_out_batch) it left in. */
    bagId: varchar('bag_id', { length: 32 }),
    outBatchId: varchar('out_batch_id', { length: 32 }),
    version: integer('version').notNull().default(1),
    createBy: varchar('create_by', { length: 32 }),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
    updateBy: varchar('update_by', { length: 32 }),
    updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
  },
  (t) => [
    uniqueIndex('uniq_logistics_parcel_tracking_no').on(t.trackingNo),
    index('idx_logistics_parcel_create_time_id').on(t.createTime, t.id),
    index('idx_logistics_parcel_customer_status').on(t.customerId, t.status),
    index('idx_logistics_parcel_order').on(t.orderId),
    index('idx_logistics_parcel_bag').on(t.bagId),
    index('idx_logistics_parcel_out_batch').on(t.outBatchId),
    // The parcel lists filter by status or channel, newest first; 入库列表 sorts by the scan time.
    index('idx_logistics_parcel_status_create').on(t.status, t.createTime, t.id),
    index('idx_logistics_parcel_channel_create').on(t.channelCode, t.createTime, t.id),
    // Status and channel together (what is waiting on a channel): its page and its count read this index only.
    index('idx_logistics_parcel_status_channel_create').on(t.status, t.channelCode, t.createTime, t.id),
    index('idx_logistics_parcel_in_store_time').on(t.inStoreTime, t.id),
  ],
)

/**
 * One step of a parcel's journey (轨迹), written in the transaction that makes the step. `event_time` is an instant;
 * `time_zone` the IANA zone of the place, for showing local time.
 */
export const parcelEvent = pgTable(
  'parcel_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    parcelId: varchar('parcel_id', { length: 32 })
      .notNull()
      .references(() => logisticsParcel.id, { onDelete: 'cascade' }),
    trackingNo: varchar('tracking_no', { length: 40 }).notNull(),
    /** contract PARCEL_EVENT_TYPES code. */
    eventCode: varchar('event_code', { length: 32 }).notNull(),
    eventTime: timestamp('event_time', { mode: 'date', withTimezone: true }).notNull(),
    timeZone: varchar('time_zone', { length: 40 }).notNull().default('Asia/Shanghai'),
    location: varchar('location', { length: 200 }),
    descriptionCn: varchar('description_cn', { length: 300 }).notNull(),
    descriptionEn: varchar('description_en', { length: 300 }).notNull(),
    /** Who or what wrote it: a username, a job, or an import. */
    operator: varchar('operator', { length: 64 }),
  },
  (t) => [index('idx_parcel_event_tracking_time').on(t.trackingNo, t.eventTime, t.id)],
)
