import { integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core'

export const sysDepart = pgTable('sys_depart', {
  id: varchar('id', { length: 32 }).primaryKey(),
  parentId: varchar('parent_id', { length: 32 }),
  departName: varchar('depart_name', { length: 100 }).notNull(),
  orgCode: varchar('org_code', { length: 64 }).notNull().unique(),
  orgCategory: varchar('org_category', { length: 10 }),
  orgType: varchar('org_type', { length: 10 }),
  departOrder: integer('depart_order').default(0),
  description: varchar('description', { length: 500 }),
  status: varchar('status', { length: 1 }).default('1'),
  delFlag: smallint('del_flag').notNull().default(0),
  createBy: varchar('create_by', { length: 32 }),
  createTime: timestamp('create_time', { mode: 'date' }),
  updateBy: varchar('update_by', { length: 32 }),
  updateTime: timestamp('update_time', { mode: 'date' }),
})
