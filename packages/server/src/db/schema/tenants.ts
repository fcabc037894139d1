import { date, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core'

export const sysTenant = pgTable('sys_tenant', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  beginDate: date('begin_date', { mode: 'string' }),
  endDate: date('end_date', { mode: 'string' }),
  status: smallint('status').notNull().default(1),
  /** 'operator': a team of the platform (sees every customer's data); 'customer': a customer company (its own only). */
  tenantType: varchar('tenant_type', { length: 10 }).notNull().default('operator'),
  createBy: varchar('create_by', { length: 32 }),
  createTime: timestamp('create_time', { mode: 'date' }),
})
