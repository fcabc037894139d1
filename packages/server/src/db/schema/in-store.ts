import { index, integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'

/** 入库批次: a batch of parcels a site receives (批量入库); totals are kept with each save of its lines. */
export const inStoreBatch = pgTable(
  'in_store_batch',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    /** RK + yyyyMMdd + '-' + sequence of the day. */
    batchNo: varchar('batch_no', { length: 32 }).notNull(),
    /** Dictionary in_store_status: 0 录入中, 1 已入库. */
    status: varchar('status', { length: 10 }).notNull().default('0'),
    /** logistics_channel.code: the channel new lines start with. */
    defaultChannel: varchar('default_channel', { length: 32 }),
    /** logistics_station.code: where the batch is received (its parcels' station on completion). */
    stationCode: varchar('station_code', { length: 32 }),
    remark: varchar('remark', { length: 200 }),
    lineCount: integer('line_count').notNull().default(0),
    totalPieces: integer('total_pieces').notNull().default(0),
    totalWeight: numeric('total_weight', { precision: 14, scale: 3, mode: 'number' }).notNull().default(0),
    /** Bumped by every save and by completion. */
    revision: integer('revision').notNull().default(0),
    /** Owning tenant. */
    tenantId: integer('tenant_id').notNull().default(1),
    /** Bumped by every write of the batch's own fields (not its lines); an edit sent with an older one is refused. */
    version: integer('version').notNull().default(1),
    createBy: varchar('create_by', { length: 32 }),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
    updateBy: varchar('update_by', { length: 32 }),
    updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
    completeBy: varchar('complete_by', { length: 32 }),
    completeTime: timestamp('complete_time', { mode: 'date', withTimezone: true }),
  },
  (t) => [
    uniqueIndex('uniq_in_store_batch_no').on(t.batchNo),
    index('idx_in_store_batch_create_time_id').on(t.createTime, t.id),
  ],
)

/** 入库明细: one parcel of a batch. A tracking number is in-stored once, whichever batch. */
export const inStoreLine = pgTable(
  'in_store_line',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    batchId: varchar('batch_id', { length: 32 })
      .notNull()
      .references(() => inStoreBatch.id, { onDelete: 'cascade' }),
    /** 运单号. */
    trackingNo: varchar('tracking_no', { length: 40 }).notNull(),
    /** 重量 in kg. */
    weight: numeric('weight', { precision: 10, scale: 3, mode: 'number' }).notNull(),
    /** 件数. */
    pieces: integer('pieces').notNull().default(1),
    /** logistics_channel.code. */
    channel: varchar('channel', { length: 32 }).notNull(),
    remark: varchar('remark', { length: 200 }),
    orderNum: integer('order_num').notNull(),
    createBy: varchar('create_by', { length: 32 }),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
    updateBy: varchar('update_by', { length: 32 }),
    updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
  },
  (t) => [
    uniqueIndex('uniq_in_store_line_tracking_no').on(t.trackingNo),
    index('idx_in_store_line_batch_order').on(t.batchId, t.orderNum),
  ],
)
