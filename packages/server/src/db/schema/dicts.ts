import { integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core'

export const sysDict = pgTable('sys_dict', {
  id: varchar('id', { length: 32 }).primaryKey(),
  dictName: varchar('dict_name', { length: 100 }).notNull(),
  dictCode: varchar('dict_code', { length: 100 }).notNull().unique(),
  description: varchar('description', { length: 255 }),
  type: smallint('type').notNull().default(0),
  delFlag: smallint('del_flag').notNull().default(0),
  /** Bumped by every write (a declared resource). */
  version: integer('version').notNull().default(1),
  createBy: varchar('create_by', { length: 32 }),
  createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
  updateBy: varchar('update_by', { length: 32 }),
  updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
})

export const sysDictItem = pgTable('sys_dict_item', {
  id: varchar('id', { length: 32 }).primaryKey(),
  dictId: varchar('dict_id', { length: 32 }).notNull(),
  itemText: varchar('item_text', { length: 100 }).notNull(),
  itemValue: varchar('item_value', { length: 100 }).notNull(),
  description: varchar('description', { length: 255 }),
  sortOrder: integer('sort_order').notNull().default(0),
  status: smallint('status').notNull().default(1),
  createBy: varchar('create_by', { length: 32 }),
  createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
  updateBy: varchar('update_by', { length: 32 }),
  updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
})
