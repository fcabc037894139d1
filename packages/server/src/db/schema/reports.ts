import type { ReportDesign } from '@portico/contract'
import { index, integer, jsonb, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core'

/**
 * An online report (JeecgBoot onl_cgreport_head): a read-only query with named parameters (`:name` or `${name}`),
 * always bound, never spliced. `perms`, when set, is the permission code a caller needs to run it.
 * A report designed in 在线报表 has no SQL (`cgr_sql` empty) but a `design`, read through its source's whitelisted
 * query and scope rules; its items and params are derived from the design.
 */
export const onlCgreportHead = pgTable('onl_cgreport_head', {
  id: varchar('id', { length: 32 }).primaryKey(),
  code: varchar('code', { length: 100 }).notNull().unique(),
  name: varchar('name', { length: 100 }).notNull(),
  cgrSql: text('cgr_sql').notNull().default(''),
  design: jsonb('design').$type<ReportDesign>(),
  content: varchar('content', { length: 1000 }),
  perms: varchar('perms', { length: 100 }),
  createBy: varchar('create_by', { length: 32 }),
  createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
  updateBy: varchar('update_by', { length: 32 }),
  updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
})

/**
 * A column of a report. `field_type`: String, Integer, Long, Double, BigDecimal, Date or Datetime; `query_mode`:
 * `single` (one value) or `group` (a `_begin`/`_end` range).
 */
export const onlCgreportItem = pgTable(
  'onl_cgreport_item',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    cgrheadId: varchar('cgrhead_id', { length: 32 }).notNull(),
    fieldName: varchar('field_name', { length: 100 }).notNull(),
    fieldTxt: varchar('field_txt', { length: 100 }).notNull(),
    fieldType: varchar('field_type', { length: 20 }).notNull().default('String'),
    dictCode: varchar('dict_code', { length: 200 }),
    isShow: smallint('is_show').notNull().default(1),
    isQuery: smallint('is_query').notNull().default(0),
    queryMode: varchar('query_mode', { length: 10 }).notNull().default('single'),
    orderNum: integer('order_num').notNull().default(0),
    createBy: varchar('create_by', { length: 32 }),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
  },
  (t) => [index('idx_onl_cgreport_item_head').on(t.cgrheadId)],
)

/** A dynamic parameter of a report (`self_<param_name>` in getData), with its default value. */
export const onlCgreportParam = pgTable(
  'onl_cgreport_param',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    cgrheadId: varchar('cgrhead_id', { length: 32 }).notNull(),
    paramName: varchar('param_name', { length: 64 }).notNull(),
    paramTxt: varchar('param_txt', { length: 100 }),
    defaultValue: varchar('default_value', { length: 500 }),
    orderNum: integer('order_num').notNull().default(0),
    createBy: varchar('create_by', { length: 32 }),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
  },
  (t) => [index('idx_onl_cgreport_param_head').on(t.cgrheadId)],
)
