import { date, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core'

/** 租户: the id is the number an administrator types (JeecgBoot's 租户编号), referenced by users' rel_tenant_ids. */
export const sysTenant = pgTable('sys_tenant', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  beginDate: date('begin_date', { mode: 'string' }),
  endDate: date('end_date', { mode: 'string' }),
  /** Dictionary tenant_status: 1 正常, 0 冻结. */
  status: smallint('status').notNull().default(1),
  /** 'operator': a team of the platform (sees every customer's data); 'customer': a customer company (its own only). */
  tenantType: varchar('tenant_type', { length: 10 }).notNull().default('operator'),
  version: integer('version').notNull().default(1),
  createBy: varchar('create_by', { length: 32 }),
  createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
  updateBy: varchar('update_by', { length: 32 }),
  updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
})
