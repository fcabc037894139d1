import { date, index, integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { logisticsParcel } from './parcels'

/**
 * 对账: a carrier's (or agent's) statement of one channel and period, matched by tracking number against our cost of
 * each parcel (its cost plan). Amounts are in the statement's one currency.
 */
export const reconciliation = pgTable(
  'reconciliation',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    reconNo: varchar('recon_no', { length: 32 }).notNull(),
    channelCode: varchar('channel_code', { length: 32 }).notNull(),
    /** The carrier's own number of the statement. */
    statementNo: varchar('statement_no', { length: 64 }).notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    fileName: varchar('file_name', { length: 200 }),
    lineCount: integer('line_count').notNull(),
    diffCount: integer('diff_count').notNull(),
    openCount: integer('open_count').notNull(),
    theirTotal: numeric('their_total', { precision: 14, scale: 2 }).notNull(),
    ourTotal: numeric('our_total', { precision: 14, scale: 2 }).notNull(),
    /** What is owed once every difference is resolved; null while any is open. */
    settledTotal: numeric('settled_total', { precision: 14, scale: 2 }),
    /** Dictionary recon_status: 0 待处理, 1 已对账. */
    status: varchar('status', { length: 10 }).notNull().default('0'),
    reconciledTime: timestamp('reconciled_time', { mode: 'date', withTimezone: true }),
    remark: varchar('remark', { length: 500 }),
    version: integer('version').notNull().default(1),
    createBy: varchar('create_by', { length: 32 }),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
    updateBy: varchar('update_by', { length: 32 }),
    updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
  },
  (t) => [
    uniqueIndex('uniq_reconciliation_no').on(t.reconNo),
    uniqueIndex('uniq_reconciliation_statement').on(t.channelCode, t.statementNo),
  ],
)

/** One tracking number of a reconciliation: their figures, ours, the difference (theirs − ours) and its resolution. */
export const reconciliationLine = pgTable(
  'reconciliation_line',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    reconciliationId: varchar('reconciliation_id', { length: 32 })
      .notNull()
      .references(() => reconciliation.id, { onDelete: 'cascade' }),
    trackingNo: varchar('tracking_no', { length: 40 }).notNull(),
    parcelId: varchar('parcel_id', { length: 32 }).references(() => logisticsParcel.id),
    /** The statement's row number (null: only on our side). */
    rowNumber: integer('row_number'),
    theirWeight: numeric('their_weight', { precision: 10, scale: 3 }),
    theirAmount: numeric('their_amount', { precision: 14, scale: 2 }),
    ourWeight: numeric('our_weight', { precision: 10, scale: 3 }),
    ourAmount: numeric('our_amount', { precision: 14, scale: 2 }),
    weightDelta: numeric('weight_delta', { precision: 10, scale: 3 }),
    amountDelta: numeric('amount_delta', { precision: 14, scale: 2 }),
    /** Dictionary recon_diff_kind (contract RECON_DIFF). */
    diffKind: varchar('diff_kind', { length: 20 }).notNull(),
    /** Dictionary recon_line_status: 0 待处理, 1 已处理, 2 一致. */
    status: varchar('status', { length: 10 }).notNull(),
    /** Dictionary recon_resolution. */
    resolution: varchar('resolution', { length: 20 }),
    settledAmount: numeric('settled_amount', { precision: 14, scale: 2 }),
    note: varchar('note', { length: 500 }),
    resolveBy: varchar('resolve_by', { length: 32 }),
    resolveTime: timestamp('resolve_time', { mode: 'date', withTimezone: true }),
    version: integer('version').notNull().default(1),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
  },
  (t) => [
    uniqueIndex('uniq_reconciliation_line_tracking').on(t.reconciliationId, t.trackingNo),
    index('idx_reconciliation_line_parcel').on(t.parcelId),
  ],
)
