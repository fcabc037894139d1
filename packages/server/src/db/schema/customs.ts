import { index, integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { logisticsParcel } from './parcels'

const audit = {
  version: integer('version').notNull().default(1),
  createBy: varchar('create_by', { length: 32 }),
  createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
  updateBy: varchar('update_by', { length: 32 }),
  updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
}

/** 报关数据批次: declarations made together from outbound batches of one channel. */
export const customsDataBatch = pgTable(
  'customs_data_batch',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    batchNo: varchar('batch_no', { length: 32 }).notNull(),
    /** logistics_out_batch.batch_no of the batches declared, comma-separated. */
    outBatchNos: varchar('out_batch_nos', { length: 500 }).notNull(),
    channelCode: varchar('channel_code', { length: 32 }).notNull(),
    customsMode: varchar('customs_mode', { length: 10 }).notNull().default('9610'),
    declarationCount: integer('declaration_count').notNull().default(0),
    /** Sum of the declarations' order amounts (one currency per batch). */
    totalValue: numeric('total_value', { precision: 14, scale: 2 }).notNull().default('0'),
    currency: varchar('currency', { length: 3 }),
    remark: varchar('remark', { length: 500 }),
    ...audit,
  },
  (t) => [
    uniqueIndex('uniq_customs_data_batch_no').on(t.batchNo),
    index('idx_customs_data_batch_create_time_id').on(t.createTime, t.id),
  ],
)

/** 电商报关单: one parcel's export declaration (清单) with its order, payment and waybill (三单). */
export const customsDeclaration = pgTable(
  'customs_declaration',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    declarationNo: varchar('declaration_no', { length: 32 }).notNull(),
    dataBatchId: varchar('data_batch_id', { length: 32 })
      .notNull()
      .references(() => customsDataBatch.id, { onDelete: 'cascade' }),
    dataBatchNo: varchar('data_batch_no', { length: 32 }).notNull(),
    parcelId: varchar('parcel_id', { length: 32 })
      .notNull()
      .references(() => logisticsParcel.id),
    trackingNo: varchar('tracking_no', { length: 40 }).notNull(),
    orderId: varchar('order_id', { length: 32 }).notNull(),
    platformOrderNo: varchar('platform_order_no', { length: 64 }).notNull(),
    customerId: integer('customer_id').notNull(),
    /** Dictionary customs_status: 0 待申报, 1 已申报, 2 查验中, 3 已放行, 4 已退单. */
    status: varchar('status', { length: 10 }).notNull().default('0'),
    buyerName: varchar('buyer_name', { length: 100 }).notNull(),
    orderAmount: numeric('order_amount', { precision: 14, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    paymentNo: varchar('payment_no', { length: 64 }),
    paymentAmount: numeric('payment_amount', { precision: 14, scale: 2 }),
    payerName: varchar('payer_name', { length: 100 }),
    waybillNo: varchar('waybill_no', { length: 40 }),
    consigneeName: varchar('consignee_name', { length: 100 }),
    customsMode: varchar('customs_mode', { length: 10 }).notNull().default('9610'),
    submitTime: timestamp('submit_time', { mode: 'date', withTimezone: true }),
    responseCode: varchar('response_code', { length: 10 }),
    responseMessage: varchar('response_message', { length: 300 }),
    ...audit,
  },
  (t) => [
    uniqueIndex('uniq_customs_declaration_no').on(t.declarationNo),
    index('idx_customs_declaration_tracking').on(t.trackingNo),
    index('idx_customs_declaration_batch').on(t.dataBatchId),
    index('idx_customs_declaration_create_time_id').on(t.createTime, t.id),
  ],
)

/** 海关查验: a declaration customs chose to inspect, and the outcome. */
export const customsInspection = pgTable(
  'customs_inspection',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    declarationId: varchar('declaration_id', { length: 32 })
      .notNull()
      .references(() => customsDeclaration.id, { onDelete: 'cascade' }),
    declarationNo: varchar('declaration_no', { length: 32 }).notNull(),
    parcelId: varchar('parcel_id', { length: 32 }).notNull(),
    trackingNo: varchar('tracking_no', { length: 40 }).notNull(),
    customerId: integer('customer_id').notNull(),
    /** Dictionary inspection_status: 0 待查验, 1 已处理. */
    status: varchar('status', { length: 10 }).notNull().default('0'),
    /** Dictionary inspection_result: RELEASE 放行, HOLD 扣留, RETURN 退运. */
    result: varchar('result', { length: 10 }),
    note: varchar('note', { length: 300 }),
    resultTime: timestamp('result_time', { mode: 'date', withTimezone: true }),
    resultBy: varchar('result_by', { length: 32 }),
    ...audit,
  },
  (t) => [
    index('idx_customs_inspection_declaration').on(t.declarationId),
    index('idx_customs_inspection_create_time_id').on(t.createTime, t.id),
  ],
)

/** 扣款信息: a tax or fee deducted for a declaration or a parcel. */
export const customsDeduction = pgTable(
  'customs_deduction',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    declarationId: varchar('declaration_id', { length: 32 }).references(() => customsDeclaration.id, {
      onDelete: 'set null',
    }),
    declarationNo: varchar('declaration_no', { length: 32 }),
    trackingNo: varchar('tracking_no', { length: 40 }),
    customerId: integer('customer_id').notNull(),
    /** Dictionary deduct_type. */
    deductType: varchar('deduct_type', { length: 16 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('CNY'),
    payer: varchar('payer', { length: 100 }).notNull(),
    deductTime: timestamp('deduct_time', { mode: 'date', withTimezone: true }).notNull(),
    reference: varchar('reference', { length: 64 }).notNull(),
    remark: varchar('remark', { length: 500 }),
    ...audit,
  },
  (t) => [
    uniqueIndex('uniq_customs_deduction_reference').on(t.reference),
    index('idx_customs_deduction_declaration').on(t.declarationId),
    index('idx_customs_deduction_create_time_id').on(t.createTime, t.id),
  ],
)
