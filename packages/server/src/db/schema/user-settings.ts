import { pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { sysUser } from './users'

/** What a user keeps on the server rather than in one browser: saved queries, column layouts. */
export const sysUserSetting = pgTable(
  'sys_user_setting',
  {
    userId: varchar('user_id', { length: 32 })
      .notNull()
      .references(() => sysUser.id, { onDelete: 'cascade' }),
    settingKey: varchar('setting_key', { length: 200 }).notNull(),
    /** JSON text. */
    settingValue: text('setting_value').notNull(),
    updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.settingKey] })],
)
