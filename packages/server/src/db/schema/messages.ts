import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'

/**
 * JeecgBoot's sys_sms (消息管理): one row per message to one receiver, whatever the channel, with its send state.
 * es_result holds the channel's answer (the SMTP server's reason when a mail failed).
 */
export const sysSms = pgTable(
  'sys_sms',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    esTitle: varchar('es_title', { length: 100 }),
    /** Dictionary msgType: 1 短信, 2 邮件, 4 系统. */
    esType: varchar('es_type', { length: 1 }).notNull(),
    /** The address: a phone number, an e-mail address or (系统) the user's username. */
    esReceiver: varchar('es_receiver', { length: 100 }).notNull(),
    /** The user the address belongs to (系统 messages go to this user's bell). */
    esUserId: varchar('es_user_id', { length: 32 }),
    /** JSON of the placeholder values the content was filled with. */
    esParam: text('es_param'),
    esContent: text('es_content').notNull(),
    esSendTime: timestamp('es_send_time', { mode: 'date', withTimezone: true }),
    /** 0 未发送, 1 发送成功, 2 发送失败. */
    esSendStatus: varchar('es_send_status', { length: 1 }).notNull().default('0'),
    esSendNum: integer('es_send_num').notNull().default(0),
    esResult: varchar('es_result', { length: 1000 }),
    templateCode: varchar('template_code', { length: 32 }),
    remark: varchar('remark', { length: 500 }),
    createBy: varchar('create_by', { length: 32 }),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }).notNull(),
    updateBy: varchar('update_by', { length: 32 }),
    updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
  },
  (t) => [
    index('idx_sys_sms_create_time').on(t.createTime),
    index('idx_sys_sms_status').on(t.esSendStatus, t.esType),
  ],
)
