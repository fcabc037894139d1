import { and, lt, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysQuartzJobLog } from '../../db/schema'
import type { KvStore } from '../../stores/kv'
import { MONTHLY_BILLS_JOB, runMonthlyBills } from '../billing/monthly-job'
import { remindUnconfirmedBills, STATEMENT_REMINDER_JOB } from '../billing/reminder-job'
import { CUSTOMS_RESPONSE_POLL_JOB, pollCustomsResponses } from '../customs/response-poll-job'
import { HS_CODE_LOCK_JOB, hsCodeLockJob } from '../hs-codes/locks'
import type { OutboundPolicy } from '../partner/outbound-url'
import { RATE_REFRESH_JOB, refreshRates } from '../rates/rate-refresh-job'
import { NO_PARAMETERS, type ParameterSchema, type ParameterValues } from './job-parameters'

export interface JobContext {
  db: Db
  kv: KvStore
  /** Where a job may fetch from (the same rules as webhooks). */
  outbound: OutboundPolicy
  /** The job's 参数, checked against its class's schema, defaults filled in. */
  values: ParameterValues
}

export interface JobClass {
  /** Shown in the job class picker. */
  title: string
  /** What the 参数 may hold; checked on add, edit and every run. A class may run as several jobs, one per 参数. */
  parameters: ParameterSchema
  /** Does the work; the answer goes to the run log. Throwing marks the run failed with the error's message. */
  run(context: JobContext): Promise<string>
}

export const PURGE_SESSIONS_JOB = 'portico.job.PurgeExpiredSessionsJob'
export const PURGE_LOGS_JOB = 'portico.job.PurgeOldLogsJob'
const MAX_LOG_DAYS = 3650
const CURRENCY_CODE = /^[A-Z]{3}$/
const HTTP_URL = /^https?:\/\/\S+$/

/** The job classes this server can run, by JeecgBoot's 任务类名. */
export const JOB_CLASSES: Readonly<Record<string, JobClass>> = {
  [PURGE_SESSIONS_JOB]: {
    title: '清理过期会话和验证码',
    parameters: NO_PARAMETERS,
    async run({ kv }) {
      const purged = await kv.purgeExpired()
      return `清理过期会话和验证码${purged}条`
    },
  },
  [PURGE_LOGS_JOB]: {
    title: '清理历史日志',
    parameters: {
      fields: {
        days: { type: 'integer', title: '保留天数', minimum: 1, maximum: MAX_LOG_DAYS, default: 30 },
      },
    },
    async run({ db, values }) {
      const days = values.days as number
      const before = new Date(Date.now() - days * 24 * 60 * 60 * 1000)
      const rows = await db
        .delete(sysQuartzJobLog)
        .where(and(lt(sysQuartzJobLog.startTime, before), ne(sysQuartzJobLog.result, 'running')))
        .returning({ id: sysQuartzJobLog.id })
      return `清理${days}天前的运行日志${rows.length}条`
    },
  },
  [HS_CODE_LOCK_JOB]: { ...hsCodeLockJob, parameters: NO_PARAMETERS },
  [MONTHLY_BILLS_JOB]: {
    title: '生成客户月度账单',
    parameters: {
      fields: {
        month: {
          type: 'string',
          title: '账期月份',
          pattern: /^\d{4}-(0[1-9]|1[0-2])$/,
          format: 'yyyy-MM，留空为上月',
        },
      },
    },
    run: ({ db, values }) => runMonthlyBills(db, (values.month as string | undefined) ?? null),
  },
  [STATEMENT_REMINDER_JOB]: {
    title: '对账提醒',
    parameters: {
      fields: { days: { type: 'integer', title: '发送后天数', minimum: 1, maximum: 90, default: 7 } },
    },
    run: ({ db, values }) => remindUnconfirmedBills(db, values.days as number),
  },
  [RATE_REFRESH_JOB]: {
    title: '刷新汇率',
    parameters: {
      fields: {
        url: {
          type: 'string',
          title: '汇率源地址',
          pattern: HTTP_URL,
          format: 'https地址，返回{"rates":{"USD":"7.1"}}',
        },
        currencies: { type: 'codes', title: '币种', pattern: CURRENCY_CODE, format: '三位币种代码（如USD）' },
      },
      required: ['url'],
    },
    run: ({ db, outbound, values }) =>
      refreshRates(db, outbound, values.url as string, values.currencies as string[] | undefined),
  },
  [CUSTOMS_RESPONSE_POLL_JOB]: {
    title: '报关回执拉取',
    parameters: {
      fields: {
        url: {
          type: 'string',
          title: '回执接口地址',
          pattern: HTTP_URL,
          format: 'https地址，返回{"responses":[{"declarationNo","code","message"}]}',
        },
      },
      required: ['url'],
    },
    run: ({ db, outbound, values }) => pollCustomsResponses(db, outbound, values.url as string),
  },
}

export const isKnownJobClass = (name: string): boolean => Object.hasOwn(JOB_CLASSES, name)
