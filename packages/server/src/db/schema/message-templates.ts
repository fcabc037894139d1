import { integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'

/** JeecgBoot's sys_sms_template (消息模板): `${name}` placeholders, with sample values in template_test_json. */
export const sysMessageTemplate = pgTable(
  'sys_sms_template',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    templateName: varchar('template_name', { length: 50 }).notNull(),
    templateCode: varchar('template_code', { length: 32 }).notNull(),
    /** Dictionary msgType: 1 短信, 2 邮件, 4 系统通知. */
    templateType: varchar('template_type', { length: 1 }).notNull(),
    templateContent: text('template_content').notNull(),
    /** JSON object: a sample value for each placeholder (the preview's values). */
    templateTestJson: text('template_test_json'),
    createBy: varchar('create_by', { length: 32 }),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
    updateBy: varchar('update_by', { length: 32 }),
    updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
    /** Optimistic lock of the resource's edits. */
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('uniq_sys_sms_template_code').on(t.templateCode)],
)
