import { index, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'

/** JeecgBoot's sys_announcement (column `titile` is spelt so in the original). */
export const sysAnnouncement = pgTable(
  'sys_announcement',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    titile: varchar('titile', { length: 100 }).notNull(),
    msgContent: text('msg_content'),
    startTime: timestamp('start_time', { mode: 'date', withTimezone: true }),
    endTime: timestamp('end_time', { mode: 'date', withTimezone: true }),
    sender: varchar('sender', { length: 100 }),
    /** L, M or H. */
    priority: varchar('priority', { length: 255 }).notNull().default('L'),
    /** 1 通知公告, 2 系统消息. */
    msgCategory: varchar('msg_category', { length: 10 }).notNull().default('1'),
    /** ALL or USER. */
    msgType: varchar('msg_type', { length: 10 }).notNull().default('ALL'),
    /** 0 draft, 1 published, 2 revoked. */
    sendStatus: varchar('send_status', { length: 10 }).notNull().default('0'),
    sendTime: timestamp('send_time', { mode: 'date', withTimezone: true }),
    cancelTime: timestamp('cancel_time', { mode: 'date', withTimezone: true }),
    delFlag: varchar('del_flag', { length: 1 }).notNull().default('0'),
    busType: varchar('bus_type', { length: 20 }),
    busId: varchar('bus_id', { length: 50 }),
    openType: varchar('open_type', { length: 20 }),
    openPage: varchar('open_page', { length: 255 }),
    /** Comma-separated user ids with a trailing comma (JeecgBoot). */
    userIds: text('user_ids'),
    msgAbstract: text('msg_abstract'),
    createBy: varchar('create_by', { length: 32 }),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
    updateBy: varchar('update_by', { length: 32 }),
    updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
  },
  (t) => [index('idx_sys_announcement_status').on(t.sendStatus, t.msgType, t.delFlag)],
)

export const sysAnnouncementSend = pgTable(
  'sys_announcement_send',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    anntId: varchar('annt_id', { length: 32 }).notNull(),
    userId: varchar('user_id', { length: 32 }).notNull(),
    /** 0 unread, 1 read. */
    readFlag: varchar('read_flag', { length: 10 }).notNull().default('0'),
    readTime: timestamp('read_time', { mode: 'date', withTimezone: true }),
    createBy: varchar('create_by', { length: 32 }),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
    updateBy: varchar('update_by', { length: 32 }),
    updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
  },
  (t) => [uniqueIndex('uq_sys_announcement_send_annt_user').on(t.anntId, t.userId)],
)
