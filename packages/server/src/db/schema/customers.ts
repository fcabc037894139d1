import { index, integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'

/** 客户中心: a customer company's profile; `customer_id` is its tenant (sys_tenant, tenant_type 'customer'). */
export const customerProfile = pgTable(
  'customer_profile',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    customerId: integer('customer_id').notNull(),
    companyName: varchar('company_name', { length: 100 }).notNull(),
    /** 统一社会信用代码, 18 characters. */
    creditCode: varchar('credit_code', { length: 18 }).notNull(),
    contact: varchar('contact', { length: 50 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    email: varchar('email', { length: 100 }),
    address: varchar('address', { length: 200 }),
    /** Dictionary customer_settlement: PREPAID 预付, MONTHLY 月结. */
    settlement: varchar('settlement', { length: 10 }).notNull().default('PREPAID'),
    creditLimit: numeric('credit_limit', { precision: 14, scale: 2 }).notNull().default('0'),
    /** CNY; the exact sum of the customer's payments (customer_payment.balance_effect). */
    balance: numeric('balance', { precision: 14, scale: 2 }).notNull().default('0'),
    /** Username of the salesperson. */
    salesOwner: varchar('sales_owner', { length: 100 }),
    /** Dictionary customer_status: 1 正常, 0 停用. */
    status: varchar('status', { length: 10 }).notNull().default('1'),
    remark: varchar('remark', { length: 500 }),
    version: integer('version').notNull().default(1),
    createBy: varchar('create_by', { length: 32 }),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
    updateBy: varchar('update_by', { length: 32 }),
    updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
  },
  (t) => [
    uniqueIndex('uniq_customer_profile_customer').on(t.customerId),
    uniqueIndex('uniq_customer_profile_credit_code').on(t.creditCode),
  ],
)

/** 支付费用信息: one movement of a customer's balance. Never deleted; money fields never edited. */
export const customerPayment = pgTable(
  'customer_payment',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    paymentNo: varchar('payment_no', { length: 32 }).notNull(),
    customerId: integer('customer_id').notNull(),
    /** Dictionary pay_type: RECHARGE, BILL, REFUND, ADJUST_IN, ADJUST_OUT. */
    payType: varchar('pay_type', { length: 12 }).notNull(),
    /** Positive, in `currency`. */
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('CNY'),
    /** Signed CNY change of the balance; the balance is the sum of these. */
    balanceEffect: numeric('balance_effect', { precision: 14, scale: 2 }).notNull(),
    /** The balance right after this payment. */
    balanceAfter: numeric('balance_after', { precision: 14, scale: 2 }).notNull(),
    billNo: varchar('bill_no', { length: 32 }),
    /** Dictionary pay_method. */
    method: varchar('method', { length: 12 }).notNull(),
    referenceNo: varchar('reference_no', { length: 64 }),
    payTime: timestamp('pay_time', { mode: 'date', withTimezone: true }).notNull(),
    note: varchar('note', { length: 500 }),
    version: integer('version').notNull().default(1),
    createBy: varchar('create_by', { length: 32 }),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
    updateBy: varchar('update_by', { length: 32 }),
    updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
  },
  (t) => [
    uniqueIndex('uniq_customer_payment_no').on(t.paymentNo),
    index('idx_customer_payment_customer_time').on(t.customerId, t.payTime),
  ],
)
