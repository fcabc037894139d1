import { integer, pgTable, primaryKey, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core'

const audit = {
  version: integer('version').notNull().default(1),
  createBy: varchar('create_by', { length: 32 }),
  createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
  updateBy: varchar('update_by', { length: 32 }),
  updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
}

/** 职务 (JeecgBoot sys_position): what a user's 职务 field picks from. */
export const sysPosition = pgTable('sys_position', {
  id: varchar('id', { length: 32 }).primaryKey(),
  code: varchar('code', { length: 64 }).notNull().unique(),
  name: varchar('name', { length: 100 }).notNull(),
  /** Dictionary position_rank. */
  postRank: varchar('post_rank', { length: 10 }),
  sortNo: integer('sort_no'),
  remark: varchar('remark', { length: 500 }),
  ...audit,
})

/** 填值规则 (JeecgBoot sys_fill_rule): `ruleClass` names one of the built-in generators, `ruleParams` its JSON. */
export const sysFillRule = pgTable('sys_fill_rule', {
  id: varchar('id', { length: 32 }).primaryKey(),
  ruleName: varchar('rule_name', { length: 100 }).notNull(),
  ruleCode: varchar('rule_code', { length: 100 }).notNull().unique(),
  ruleClass: varchar('rule_class', { length: 100 }).notNull(),
  ruleParams: varchar('rule_params', { length: 2000 }),
  ...audit,
})

/** The last serial a fill rule handed out per period (a day, a month…); bumped atomically by an upsert. */
export const sysFillRuleSerial = pgTable(
  'sys_fill_rule_serial',
  {
    ruleCode: varchar('rule_code', { length: 100 }).notNull(),
    period: varchar('period', { length: 32 }).notNull(),
    value: integer('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ruleCode, t.period] })],
)

/** 多数据源 (JeecgBoot sys_data_source); `dbPassword` holds the AES-GCM sealed password, never the plain one. */
export const sysDataSource = pgTable('sys_data_source', {
  id: varchar('id', { length: 32 }).primaryKey(),
  code: varchar('code', { length: 100 }).notNull().unique(),
  name: varchar('name', { length: 100 }).notNull(),
  remark: varchar('remark', { length: 200 }),
  /** Dictionary database_type. */
  dbType: varchar('db_type', { length: 10 }).notNull(),
  dbDriver: varchar('db_driver', { length: 100 }).notNull(),
  dbUrl: varchar('db_url', { length: 500 }).notNull(),
  dbName: varchar('db_name', { length: 100 }),
  dbUsername: varchar('db_username', { length: 100 }).notNull(),
  dbPassword: text('db_password'),
  ...audit,
})

/** 网关路由 (JeecgBoot sys_gateway_route): predicates and filters are JSON arrays, checked before they are stored. */
export const sysGatewayRoute = pgTable('sys_gateway_route', {
  id: varchar('id', { length: 32 }).primaryKey(),
  routerId: varchar('router_id', { length: 100 }).notNull().unique(),
  name: varchar('name', { length: 100 }).notNull(),
  uri: varchar('uri', { length: 300 }).notNull(),
  predicates: text('predicates'),
  filters: text('filters'),
  /** Dictionary gateway_route_status: 1 启用, 0 禁用. */
  status: smallint('status').notNull().default(1),
  ...audit,
})
