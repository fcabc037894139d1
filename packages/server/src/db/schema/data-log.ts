import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'

/**
 * 数据日志 (JeecgBoot's sys_data_log): one row per version of a record written through a declared resource.
 * `data_content` is the record after the change (JSON); `data_before` and `action` are ours, for compare and restore.
 */
export const sysDataLog = pgTable(
  'sys_data_log',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    dataTable: varchar('data_table', { length: 64 }).notNull(),
    dataId: varchar('data_id', { length: 32 }).notNull(),
    dataVersion: integer('data_version').notNull(),
    dataContent: text('data_content').notNull(),
    dataBefore: text('data_before'),
    /** add, edit, delete or restore. */
    action: varchar('action', { length: 10 }).notNull(),
    /** The tenant of a tenant-owned record (null otherwise): its history is that tenant's too. */
    tenantId: integer('tenant_id'),
    createBy: varchar('create_by', { length: 32 }),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
    updateBy: varchar('update_by', { length: 32 }),
    updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
  },
  (t) => [index('idx_sys_data_log_record').on(t.dataTable, t.dataId, t.dataVersion)],
)
