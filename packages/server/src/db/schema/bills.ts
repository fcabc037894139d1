import { date, index, integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { customsDeduction } from './customs'
import { logisticsParcel } from './parcels'

/** 客户账单: a customer's bill for a period (dates inclusive, China time). Amounts in CNY. */
export const customerBill = pgTable(
  'customer_bill',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    billNo: varchar('bill_no', { length: 32 }).notNull(),
    customerId: integer('customer_id').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    /** The date whose exchange rates converted the lines. */
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    parcelCount: integer('parcel_count').notNull(),
    /** Exact sum of the parcel lines' amount_cny. */
    freightAmount: numeric('freight_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    /** Exact sum of the charges that are advanced taxes (contract ADVANCED_TAX_TYPES). */
    taxAmount: numeric('tax_amount', { precision: 14, scale: 2 }).notNull(),
    /** Exact sum of the other charges (inspection, agency fees). */
    feeAmount: numeric('fee_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    /** freight_amount + tax_amount + fee_amount. */
    totalAmount: numeric('total_amount', { precision: 14, scale: 2 }).notNull(),
    /** Dictionary bill_status (contract BILL_STATUS). */
    status: varchar('status', { length: 10 }).notNull().default('0'),
    remark: varchar('remark', { length: 500 }),
    version: integer('version').notNull().default(1),
    createBy: varchar('create_by', { length: 32 }),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
    updateBy: varchar('update_by', { length: 32 }),
    updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
  },
  (t) => [
    uniqueIndex('uniq_customer_bill_no').on(t.billNo),
    // One bill per customer and period start: the claim that keeps a period billed once across instances.
    uniqueIndex('uniq_customer_bill_customer_period').on(t.customerId, t.periodStart),
  ],
)

/** One billed parcel. A parcel is billed once: the unique parcel index refuses a second line. */
export const customerBillLine = pgTable(
  'customer_bill_line',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    billId: varchar('bill_id', { length: 32 })
      .notNull()
      .references(() => customerBill.id, { onDelete: 'cascade' }),
    parcelId: varchar('parcel_id', { length: 32 })
      .notNull()
      .references(() => logisticsParcel.id),
    trackingNo: varchar('tracking_no', { length: 40 }).notNull(),
    channelCode: varchar('channel_code', { length: 32 }).notNull(),
    destinationCountry: varchar('destination_country', { length: 2 }).notNull(),
    outStoreTime: timestamp('out_store_time', { mode: 'date', withTimezone: true }).notNull(),
    billableWeight: numeric('billable_weight', { precision: 10, scale: 3 }).notNull(),
    /** The sale plan's currency and its terms, each rounded to cents. */
    currency: varchar('currency', { length: 3 }).notNull(),
    freight: numeric('freight', { precision: 14, scale: 2 }).notNull(),
    registrationFee: numeric('registration_fee', { precision: 14, scale: 2 }).notNull(),
    surcharge: numeric('surcharge', { precision: 14, scale: 2 }).notNull(),
    /** freight + registration + surcharge, in `currency`. */
    subtotal: numeric('subtotal', { precision: 14, scale: 2 }).notNull(),
    /** CNY per unit of `currency` on the bill date. */
    rate: numeric('rate', { precision: 18, scale: 8 }).notNull(),
    /** subtotal × rate, rounded half up to cents. */
    subtotalCny: numeric('subtotal_cny', { precision: 14, scale: 2 }).notNull(),
    /** The line's amount in CNY (= subtotal_cny; taxes and fees are the bill's charges). */
    amountCny: numeric('amount_cny', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [
    uniqueIndex('uniq_customer_bill_line_parcel').on(t.parcelId),
    index('idx_customer_bill_line_bill').on(t.billId, t.trackingNo),
  ],
)

/**
 * 扣款/代垫税费: one customs deduction (扣款信息) of the period passed on to the customer, converted to CNY at the bill
 * date's rate. A deduction is billed once: the unique deduction index refuses a second charge.
 */
export const customerBillCharge = pgTable(
  'customer_bill_charge',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    billId: varchar('bill_id', { length: 32 })
      .notNull()
      .references(() => customerBill.id, { onDelete: 'cascade' }),
    deductionId: varchar('deduction_id', { length: 32 })
      .notNull()
      .references(() => customsDeduction.id),
    reference: varchar('reference', { length: 64 }).notNull(),
    /** Dictionary deduct_type. */
    deductType: varchar('deduct_type', { length: 16 }).notNull(),
    declarationNo: varchar('declaration_no', { length: 32 }),
    trackingNo: varchar('tracking_no', { length: 40 }),
    deductTime: timestamp('deduct_time', { mode: 'date', withTimezone: true }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    /** CNY per unit of `currency` on the bill date. */
    rate: numeric('rate', { precision: 18, scale: 8 }).notNull(),
    /** amount × rate, rounded half up to cents. */
    amountCny: numeric('amount_cny', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [
    uniqueIndex('uniq_customer_bill_charge_deduction').on(t.deductionId),
    index('idx_customer_bill_charge_bill').on(t.billId, t.deductTime),
  ],
)
