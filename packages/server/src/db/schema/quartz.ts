import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'

/**
 * A scheduled job (JeecgBoot sys_quartz_job): status 0 正常 (scheduled), -1 停止. `next_fire_time` is the trigger's
 * state, as in Quartz's own tables: the instance that moves it on (compare-and-set) owns that fire.
 */
export const sysQuartzJob = pgTable('sys_quartz_job', {
  id: varchar('id', { length: 32 }).primaryKey(),
  createBy: varchar('create_by', { length: 32 }),
  createTime: timestamp('create_time', { mode: 'date', withTimezone: true }),
  delFlag: integer('del_flag').notNull().default(0),
  updateBy: varchar('update_by', { length: 32 }),
  updateTime: timestamp('update_time', { mode: 'date', withTimezone: true }),
  // Not unique: a class may run as several jobs with different 参数.
  jobClassName: varchar('job_class_name', { length: 255 }).notNull(),
  cronExpression: varchar('cron_expression', { length: 255 }).notNull(),
  parameter: varchar('parameter', { length: 255 }),
  description: varchar('description', { length: 255 }),
  status: integer('status').notNull().default(-1),
  nextFireTime: timestamp('next_fire_time', { mode: 'date', precision: 3, withTimezone: true }),
})

/** One run of a job: a cron fire (claimed once across instances by the unique key) or a manual 立即执行. */
export const sysQuartzJobLog = pgTable(
  'sys_quartz_job_log',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    jobId: varchar('job_id', { length: 32 }).notNull(),
    jobClassName: varchar('job_class_name', { length: 255 }).notNull(),
    /** 'cron' or 'manual'. */
    triggerType: varchar('trigger_type', { length: 10 }).notNull(),
    /** The scheduled fire time (cron) or the request time (manual). */
    fireTime: timestamp('fire_time', { mode: 'date', precision: 3, withTimezone: true }).notNull(),
    /** Set when the fire ran late past the misfire threshold and was fired once now. */
    misfire: integer('misfire').notNull().default(0),
    startTime: timestamp('start_time', { mode: 'date', precision: 3, withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { mode: 'date', precision: 3, withTimezone: true }),
    /** 'running', 'success' or 'failed'. */
    result: varchar('result', { length: 10 }).notNull(),
    message: text('message'),
    instance: varchar('instance', { length: 64 }).notNull(),
  },
  (t) => [
    // One run per scheduled fire across instances; manual runs (立即执行) are each their own, even at one instant.
    uniqueIndex('sys_quartz_job_log_fire_uniq')
      .on(t.jobId, t.triggerType, t.fireTime)
      .where(sql`${t.triggerType} <> 'manual'`),
    index('sys_quartz_job_log_start_idx').on(t.startTime),
  ],
)
