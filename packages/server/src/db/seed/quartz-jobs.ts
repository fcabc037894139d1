import { MONTHLY_BILLS_JOB } from '../../services/billing/monthly-job'
import { HS_CODE_LOCK_JOB } from '../../services/hs-codes/locks'
import { nextFireAfter } from '../../services/scheduler/fire-times'
import { PURGE_LOGS_JOB, PURGE_SESSIONS_JOB } from '../../services/scheduler/job-classes'
import { seedId } from '../../services/shared/ids'
import type { Db } from '../client'
import { sysQuartzJob } from '../schema'

const JOBS = [
  {
    jobClassName: PURGE_SESSIONS_JOB,
    cronExpression: '0 0 * * * ?',
    parameter: null,
    description: '每小时清理过期会话和验证码',
  },
  {
    jobClassName: PURGE_LOGS_JOB,
    cronExpression: '0 30 2 * * ?',
    parameter: '30',
    description: '每天2:30清理30天前的运行日志',
  },
  {
    jobClassName: HS_CODE_LOCK_JOB,
    cronExpression: '0 0 * * * ?',
    parameter: null,
    description: '每小时锁定当日申报已使用的HS编码',
  },
  {
    jobClassName: MONTHLY_BILLS_JOB,
    cronExpression: '0 0 3 1 * ?',
    parameter: null,
    description: '每月1日3:00生成各客户上月账单',
  },
]

/** The built-in housekeeping jobs, scheduled (idempotent). */
export async function seedQuartzJobs(db: Db, now: Date): Promise<void> {
  await db
    .insert(sysQuartzJob)
    .values(
      JOBS.map((job) => ({
        ...job,
        id: seedId(`quartz:${job.jobClassName}`),
        status: 0,
        nextFireTime: nextFireAfter(job.cronExpression, now) ?? null,
        createBy: 'admin',
        createTime: now,
      })),
    )
    .onConflictDoNothing()
}
