import type { JobClassOption, Page, QuartzJobRecord, QuartzJobRun } from '@portico/contract'
import { and, count, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysQuartzJob, sysQuartzJobLog } from '../../db/schema'
import { badRequest } from '../../http/envelope'
import { dictTextMap } from '../dicts/dicts'
import { dictField, type ListSpec, listQuery, pageParams, selectPage, tableListSpec, toPage } from '../query'
import { formatDateTime } from '../shared/dates'
import { newId } from '../shared/ids'
import { cronProblem, nextFireAfter } from './fire-times'
import { isKnownJobClass, JOB_CLASSES } from './job-classes'
import { describeParameters, ParameterError, parameterHint, parseParameters } from './job-parameters'
import { JOB_STATUS_NORMAL, JOB_STATUS_STOPPED, type QuartzJobRow } from './scheduler'

/** What the 定时任务 list may filter and sort on. */
export const QUARTZ_JOB_LIST: ListSpec = tableListSpec(sysQuartzJob, {
  jobClassName: 'string',
  cronExpression: 'string',
  description: 'string',
  parameter: 'string',
  status: dictField('quartz_status'),
  createTime: 'datetime',
})

export type { QuartzJobRecord, QuartzJobRun }

/** The form as JeecgBoot's QuartzJobModal sends it. */
export interface QuartzJobForm {
  id?: string
  jobClassName?: string
  cronExpression?: string
  parameter?: string | null
  description?: string | null
  status?: string | number | null
}

export type QuartzJobValues = Pick<
  QuartzJobRow,
  'jobClassName' | 'cronExpression' | 'parameter' | 'description' | 'status' | 'nextFireTime'
>

function toRecord(row: QuartzJobRow, statuses: Map<string, string>): QuartzJobRecord {
  return {
    id: row.id,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime),
    delFlag: row.delFlag,
    updateBy: row.updateBy,
    updateTime: formatDateTime(row.updateTime),
    jobClassName: row.jobClassName,
    cronExpression: row.cronExpression,
    parameter: row.parameter,
    description: row.description,
    status: row.status,
    status_dictText: statuses.get(String(row.status)) ?? '',
    nextFireTime: row.status === JOB_STATUS_NORMAL ? formatDateTime(row.nextFireTime) : null,
  }
}

export async function listQuartzJobs(db: Db, query: Record<string, unknown>): Promise<Page<QuartzJobRecord>> {
  const list = listQuery(QUARTZ_JOB_LIST, query, [eq(sysQuartzJob.delFlag, 0)])
  const [{ rows, total }, statuses] = await Promise.all([
    selectPage(db, sysQuartzJob, list),
    dictTextMap(db, 'quartz_status'),
  ])
  return toPage(
    rows.map((row) => toRecord(row, statuses)),
    total,
    list,
  )
}

export async function quartzJobRecord(db: Db, row: QuartzJobRow): Promise<QuartzJobRecord> {
  return toRecord(row, await dictTextMap(db, 'quartz_status'))
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim())

function optionalText(value: unknown, label: string): string | null {
  const result = text(value)
  if (result.length > 255) throw badRequest(`${label}不能超过255个字符`)
  return result === '' ? null : result
}

/** The trigger state for a status: the first fire after `now` when 正常, none when 停止. */
export function triggerFor(cronExpression: string, status: number, now = new Date()): Date | null {
  return status === JOB_STATUS_NORMAL ? (nextFireAfter(cronExpression, now) ?? null) : null
}

/**
 * Checks a submitted job: a known job class, its 参数 against the class's schema, a valid Quartz expression (the cron
 * package's message), a status. A class may run as several jobs (one per 参数).
 */
export function quartzJobValues(form: QuartzJobForm): QuartzJobValues {
  const jobClassName = text(form.jobClassName)
  if (jobClassName === '') throw badRequest('任务类名不能为空')
  if (!isKnownJobClass(jobClassName)) throw badRequest(`后台找不到该类名：${jobClassName}`)
  const parameter = optionalText(form.parameter, '参数')
  try {
    parseParameters(JOB_CLASSES[jobClassName]!.parameters, parameter)
  } catch (error) {
    if (error instanceof ParameterError) throw badRequest(error.message)
    throw error
  }
  const cronExpression = text(form.cronExpression)
  if (cronExpression === '') throw badRequest('cron表达式不能为空')
  const problem = cronProblem(cronExpression)
  if (problem) throw badRequest(problem)
  const status =
    form.status === null || form.status === undefined || form.status === ''
      ? JOB_STATUS_STOPPED
      : Number(form.status)
  if (status !== JOB_STATUS_NORMAL && status !== JOB_STATUS_STOPPED)
    throw badRequest('状态只能是0（正常）或-1（停止）')
  return {
    jobClassName,
    cronExpression,
    parameter,
    description: optionalText(form.description, '描述'),
    status,
    nextFireTime: triggerFor(cronExpression, status),
  }
}

export async function findJob(db: Db, id: string): Promise<QuartzJobRow | undefined> {
  const rows = await db
    .select()
    .from(sysQuartzJob)
    .where(and(eq(sysQuartzJob.id, id), eq(sysQuartzJob.delFlag, 0)))
  return rows[0]
}

/** One page of a job's runs, newest first. */
export async function listJobRuns(
  db: Db,
  jobId: string,
  query: Record<string, unknown>,
): Promise<Page<QuartzJobRun>> {
  const page = pageParams(query)
  const where = eq(sysQuartzJobLog.jobId, jobId)
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(sysQuartzJobLog)
      .where(where)
      .orderBy(desc(sysQuartzJobLog.startTime), desc(sysQuartzJobLog.id))
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize),
    db.select({ n: count() }).from(sysQuartzJobLog).where(where),
  ])
  const records = rows.map(
    (row): QuartzJobRun => ({
      id: row.id,
      jobId: row.jobId,
      jobClassName: row.jobClassName,
      triggerType: row.triggerType as QuartzJobRun['triggerType'],
      fireTime: formatDateTime(row.fireTime),
      misfire: row.misfire,
      startTime: formatDateTime(row.startTime),
      endTime: formatDateTime(row.endTime),
      duration: row.endTime ? row.endTime.getTime() - row.startTime.getTime() : null,
      result: row.result as QuartzJobRun['result'],
      message: row.message,
      instance: row.instance,
    }),
  )
  return toPage(records, Number(totals[0]?.n ?? 0), page)
}

/** Stores a checked new job (status 0: it fires from its next fire time). */
export async function insertJob(db: Db, values: QuartzJobValues, username: string): Promise<void> {
  await db
    .insert(sysQuartzJob)
    .values({ ...values, id: newId(), delFlag: 0, createBy: username, createTime: new Date() })
}

/** Writes a checked edit of a job; false when no such job. */
export async function updateJob(db: Db, id: string, values: QuartzJobValues, username: string) {
  const rows = await db
    .update(sysQuartzJob)
    .set({ ...values, updateBy: username, updateTime: new Date() })
    .where(and(eq(sysQuartzJob.id, id), eq(sysQuartzJob.delFlag, 0)))
    .returning({ id: sysQuartzJob.id })
  return rows.length > 0
}

/** Deletes jobs (they stop firing; their runs stay in the log); answers how many were deleted. */
export async function deleteJobs(db: Db, ids: string[]): Promise<number> {
  const rows = await db
    .delete(sysQuartzJob)
    .where(inArray(sysQuartzJob.id, ids))
    .returning({ id: sysQuartzJob.id })
  return rows.length
}

/** 启动/停止: the job's status and the next fire time it then has. */
export async function setJobStatus(db: Db, job: QuartzJobRow, status: number): Promise<void> {
  await db
    .update(sysQuartzJob)
    .set({ status, nextFireTime: triggerFor(job.cronExpression, status), updateTime: new Date() })
    .where(eq(sysQuartzJob.id, job.id))
}

/** The job classes this server can run, for the form's 任务类名 and 参数. */
export const jobClassOptions = (): JobClassOption[] =>
  Object.entries(JOB_CLASSES).map(([value, jobClass]) => ({
    value,
    text: jobClass.title,
    parameterHint: parameterHint(jobClass.parameters),
    parameters: describeParameters(jobClass.parameters),
  }))
