import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'

/**
 * A coding rule (JeecgBoot sys_check_rule): `rule_json` is a JSON array of `{digits, pattern, message}` checked left
 * to right; a numeric `digits` consumes that many characters, `*` tests the whole value.
 */
export const sysCheckRule = pgTable('sys_check_rule', {
  id: varchar('id', { length: 32 }).primaryKey(),
  ruleName: varchar('rule_name', { length: 100 }).notNull(),
  ruleCode: varchar('rule_code', { length: 100 }).notNull().unique(),
  ruleJson: varchar('rule_json', { length: 4000 }).notNull(),
  ruleDescription: varchar('rule_description', { length: 500 }),
  version: integer('version').notNull().default(1),
  createBy: varchar('create_by', { length: 32 }),
  createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
  updateBy: varchar('update_by', { length: 32 }),
  updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
})
