import { and, lt, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysQuartzJobLog } from '../../db/schema'
import type { KvStore } from '../../stores/kv'
import { MONTHLY_BILLS_JOB, runMonthlyBills } from '../billing/monthly-job'
import { HS_CODE_LOCK_JOB, hsCodeLockJob } from '../hs-codes/locks'

export interface JobContext {
  db: Db
  kv: KvStore
  /** The job's 参数 as entered. */
  parameter: string | null
}

export interface JobClass {
  /** Shown in the job class picker. */
  title: string
  /** What the 参数 means; undefined when the job takes none. */
  parameterHint?: string
  /** Does the work; the answer goes to the run log. Throwing marks the run failed with the error's message. */
  run(context: JobContext): Promise<string>
}

export const PURGE_SESSIONS_JOB = 'portico.job.PurgeExpiredSessionsJob'
export const PURGE_LOGS_JOB = 'portico.job.PurgeOldLogsJob'
const DEFAULT_LOG_DAYS = 30
const MAX_LOG_DAYS = 3650

function keepDays(parameter: string | null): number {
  const raw = (parameter ?? '').trim()
  if (raw === '') return DEFAULT_LOG_DAYS
  const days = Number(raw)
  if (!Number.isInteger(days) || days < 1 || days > MAX_LOG_DAYS)
    throw new Error(`参数应为保留天数（1-${MAX_LOG_DAYS}的整数），实际为：${raw}`)
  return days
}

/** The job classes this server can run, by JeecgBoot's 任务类名. */
export const JOB_CLASSES: Readonly<Record<string, JobClass>> = {
  [PURGE_SESSIONS_JOB]: {
    title: '清理过期会话和验证码',
    async run({ kv }) {
      const purged = await kv.purgeExpired()
      return `清理过期会话和验证码${purged}条`
    },
  },
  [PURGE_LOGS_JOB]: {
    title: '清理历史日志',
    parameterHint: `保留天数，默认${DEFAULT_LOG_DAYS}`,
    async run({ db, parameter }) {
      const days = keepDays(parameter)
      const before = new Date(Date.now() - days * 24 * 60 * 60 * 1000)
      const rows = await db
        .delete(sysQuartzJobLog)
        .where(and(lt(sysQuartzJobLog.startTime, before), ne(sysQuartzJobLog.result, 'running')))
        .returning({ id: sysQuartzJobLog.id })
      return `清理${days}天前的运行日志${rows.length}条`
    },
  },
  [HS_CODE_LOCK_JOB]: hsCodeLockJob,
  [MONTHLY_BILLS_JOB]: {
    title: '生成客户月度账单',
    parameterHint: '账期月份 yyyy-MM，留空为上月',
    run: ({ db, parameter }) => runMonthlyBills(db, parameter),
  },
}

export const isKnownJobClass = (name: string): boolean => Object.hasOwn(JOB_CLASSES, name)
