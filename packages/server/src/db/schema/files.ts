import { bigint, index, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'

/** JeecgBoot's oss_file: one row per stored upload (the key is the store's path, `biz/name_millis.ext`). */
export const ossFile = pgTable(
  'oss_file',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    /** The store key, also the path under /sys/common/static/. */
    url: varchar('url', { length: 512 }).notNull(),
    /** Lower-case extension without the dot. */
    fileType: varchar('file_type', { length: 32 }),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    /** The upload's `biz` folder (temp, jeditor, user/avatar…). */
    bizType: varchar('biz_type', { length: 100 }).notNull(),
    createBy: varchar('create_by', { length: 100 }),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('uniq_oss_file_url').on(t.url), index('idx_oss_file_create_time').on(t.createTime)],
)
