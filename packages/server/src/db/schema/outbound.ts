import {
  bigint,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'

/**
 * 袋 (bag): parcels of one channel scanned together at out-store (新增出库). Open while scanning, closed with its
 * weighed gross weight, then put into an outbound batch of the same channel.
 */
export const logisticsBag = pgTable(
  'logistics_bag',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    bagNo: varchar('bag_no', { length: 32 }).notNull(),
    channelCode: varchar('channel_code', { length: 32 }).notNull(),
    stationCode: varchar('station_code', { length: 32 }),
    /** Dictionary bag_status: 0 装袋中, 1 已封袋, 2 已出库. */
    status: varchar('status', { length: 10 }).notNull().default('0'),
    parcelCount: integer('parcel_count').notNull().default(0),
    /** Sum of the parcels' billable weights, kg. */
    parcelWeight: numeric('parcel_weight', { precision: 12, scale: 3 }).notNull().default('0'),
    /** The weighed bag at closing, kg. */
    grossWeight: numeric('gross_weight', { precision: 12, scale: 3 }),
    outBatchId: varchar('out_batch_id', { length: 32 }),
    closeBy: varchar('close_by', { length: 32 }),
    closeTime: timestamp('close_time', { mode: 'date', withTimezone: true }),
    version: integer('version').notNull().default(1),
    createBy: varchar('create_by', { length: 32 }),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
    updateBy: varchar('update_by', { length: 32 }),
    updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
  },
  (t) => [
    uniqueIndex('uniq_logistics_bag_no').on(t.bagNo),
    index('idx_logistics_bag_out_batch').on(t.outBatchId),
    index('idx_logistics_bag_create_time_id').on(t.createTime, t.id),
  ],
)

/**
 * 出库批次 (outbound batch): closed bags of one channel leaving the station together. Confirming it moves every
 * parcel to OUT_STORE; a supplier (line-haul) batch then carries it, and customs declares it.
 */
export const logisticsOutBatch = pgTable(
  'logistics_out_batch',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    batchNo: varchar('batch_no', { length: 32 }).notNull(),
    channelCode: varchar('channel_code', { length: 32 }).notNull(),
    stationCode: varchar('station_code', { length: 32 }),
    /** Dictionary out_batch_status: 0 待出库, 1 已出库. */
    status: varchar('status', { length: 10 }).notNull().default('0'),
    bagCount: integer('bag_count').notNull().default(0),
    parcelCount: integer('parcel_count').notNull().default(0),
    /** Sum of the bags' gross weights, kg. */
    grossWeight: numeric('gross_weight', { precision: 12, scale: 3 }).notNull().default('0'),
    supplierBatchId: varchar('supplier_batch_id', { length: 32 }),
    outStoreBy: varchar('out_store_by', { length: 32 }),
    outStoreTime: timestamp('out_store_time', { mode: 'date', withTimezone: true }),
    remark: varchar('remark', { length: 500 }),
    version: integer('version').notNull().default(1),
    createBy: varchar('create_by', { length: 32 }),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
    updateBy: varchar('update_by', { length: 32 }),
    updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
  },
  (t) => [
    uniqueIndex('uniq_logistics_out_batch_no').on(t.batchNo),
    index('idx_logistics_out_batch_supplier').on(t.supplierBatchId),
    index('idx_logistics_out_batch_create_time_id').on(t.createTime, t.id),
  ],
)

/**
 * 供应商批次 (line-haul batch): outbound batches of one channel on one flight, truck or ship (AWB or container
 * number). Its status steps forward only: 0 created → 1 handed over → 2 departed → 3 arrived → 4 cleared → 5 delivered.
 */
export const logisticsSupplierBatch = pgTable(
  'logistics_supplier_batch',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    batchNo: varchar('batch_no', { length: 32 }).notNull(),
    channelCode: varchar('channel_code', { length: 32 }).notNull(),
    /** AWB (air waybill, e.g. 784-12345675) or container / truck number. */
    transportNo: varchar('transport_no', { length: 40 }).notNull(),
    carrier: varchar('carrier', { length: 100 }).notNull(),
    /** Dictionary transport_mode. */
    transportMode: varchar('transport_mode', { length: 10 }).notNull(),
    /** IATA airport or UN/LOCODE port, e.g. PVG, CNSHA. */
    departurePort: varchar('departure_port', { length: 10 }).notNull(),
    destinationPort: varchar('destination_port', { length: 10 }).notNull(),
    destinationCountry: varchar('destination_country', { length: 2 }).notNull(),
    departureTime: timestamp('departure_time', { mode: 'date', withTimezone: true }),
    eta: timestamp('eta', { mode: 'date', withTimezone: true }),
    /** Dictionary supplier_batch_status, see above. */
    status: varchar('status', { length: 10 }).notNull().default('0'),
    outBatchCount: integer('out_batch_count').notNull().default(0),
    bagCount: integer('bag_count').notNull().default(0),
    parcelCount: integer('parcel_count').notNull().default(0),
    grossWeight: numeric('gross_weight', { precision: 12, scale: 3 }).notNull().default('0'),
    /** JSON list of the steps taken: [{status, time, timeZone, location, operator}]. */
    steps: text('steps').notNull().default('[]'),
    /** transport_overseas_agent.code: who took the batch over on arrival (clearance and last mile). */
    overseasAgent: varchar('overseas_agent', { length: 32 }),
    /** transport_habitat_agent.code: the local agent that picked the batch up after clearance, with its car and driver. */
    habitatAgent: varchar('habitat_agent', { length: 32 }),
    /** transport_habitat_car.plate. */
    carPlate: varchar('car_plate', { length: 20 }),
    /** transport_driver.licence_no. */
    driver: varchar('driver', { length: 40 }),
    remark: varchar('remark', { length: 500 }),
    version: integer('version').notNull().default(1),
    createBy: varchar('create_by', { length: 32 }),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
    updateBy: varchar('update_by', { length: 32 }),
    updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
  },
  (t) => [
    uniqueIndex('uniq_logistics_supplier_batch_no').on(t.batchNo),
    index('idx_logistics_supplier_batch_create_time_id').on(t.createTime, t.id),
  ],
)

/**
 * 单号池: tracking numbers a channel may issue. An S10 range (service letters + serial start..end, `nextSerial` the
 * next unused one, check digit computed) or a list of pre-issued numbers (`numbers`, one per line, `nextIndex`).
 */
export const channelNumberPool = pgTable(
  'channel_number_pool',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    channelCode: varchar('channel_code', { length: 32 }).notNull(),
    /** Dictionary number_pool_kind: S10 range or LIST. */
    kind: varchar('kind', { length: 10 }).notNull().default('S10'),
    servicePrefix: varchar('service_prefix', { length: 2 }),
    originCountry: varchar('origin_country', { length: 2 }).notNull().default('CN'),
    serialStart: bigint('serial_start', { mode: 'number' }),
    serialEnd: bigint('serial_end', { mode: 'number' }),
    nextSerial: bigint('next_serial', { mode: 'number' }),
    numbers: text('numbers'),
    nextIndex: integer('next_index').notNull().default(0),
    /** Dictionary channel_status: 1 启用, 0 停用. */
    status: varchar('status', { length: 10 }).notNull().default('1'),
    remark: varchar('remark', { length: 500 }),
    version: integer('version').notNull().default(1),
    createBy: varchar('create_by', { length: 32 }),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
    updateBy: varchar('update_by', { length: 32 }),
    updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
  },
  (t) => [index('idx_channel_number_pool_channel').on(t.channelCode, t.status)],
)
