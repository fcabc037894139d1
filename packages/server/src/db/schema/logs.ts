import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'

/**
 * JeecgBoot's sys_log: login/logout (log_type 1) and operations (log_type 2), written by the server itself.
 * `status` (the HTTP status) is ours: it says whether the call succeeded without parsing log_content.
 */
export const sysLog = pgTable(
  'sys_log',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    /** 1 login/logout, 2 operation. */
    logType: integer('log_type').notNull(),
    logContent: varchar('log_content', { length: 1000 }),
    /** JeecgBoot's operate_type: 1 query, 2 add, 3 update, 4 delete, 5 import, 6 export. */
    operateType: integer('operate_type'),
    userid: varchar('userid', { length: 32 }),
    username: varchar('username', { length: 100 }),
    ip: varchar('ip', { length: 100 }),
    /** The route (`PUT /sys/user/edit`). */
    method: varchar('method', { length: 500 }),
    requestUrl: varchar('request_url', { length: 255 }),
    /** JSON of the query and body with secrets removed, cut to 2,000 characters. */
    requestParam: text('request_param'),
    requestType: varchar('request_type', { length: 10 }),
    /** Milliseconds. */
    costTime: integer('cost_time'),
    status: integer('status'),
    createBy: varchar('create_by', { length: 32 }),
    createTime: timestamp('create_time', { mode: 'date', withTimezone: true }).notNull(),
  },
  (t) => [
    index('idx_sys_log_type_create_time').on(t.logType, t.createTime),
    index('idx_sys_log_userid').on(t.userid),
  ],
)

/** Server processes that are up: each writes a heartbeat; one silent for 45 s is down. */
export const sysServerInstance = pgTable('sys_server_instance', {
  id: varchar('id', { length: 64 }).primaryKey(),
  hostname: varchar('hostname', { length: 255 }).notNull(),
  pid: integer('pid').notNull(),
  nodeVersion: varchar('node_version', { length: 32 }).notNull(),
  startTime: timestamp('start_time', { mode: 'date', withTimezone: true }).notNull(),
  lastSeen: timestamp('last_seen', { mode: 'date', withTimezone: true }).notNull(),
})
