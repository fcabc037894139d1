import { index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'

/**
 * The category dictionary (JeecgBoot sys_category, 分类字典): a tree whose codes grow by one segment per level
 * (A01 → A01A01), roots have pid `0`; `has_child` is `'1'` while a node has children.
 */
export const sysCategory = pgTable(
  'sys_category',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    pid: varchar('pid', { length: 36 }).notNull().default('0'),
    name: varchar('name', { length: 100 }).notNull(),
    code: varchar('code', { length: 100 }).notNull(),
    hasChild: varchar('has_child', { length: 3 }).notNull().default('0'),
    sysOrgCode: varchar('sys_org_code', { length: 64 }),
    createBy: varchar('create_by', { length: 50 }),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
    updateBy: varchar('update_by', { length: 50 }),
    updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
  },
  (t) => [index('idx_sys_category_pid').on(t.pid), index('idx_sys_category_code').on(t.code)],
)
