import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { sysQuartzJob } from '../../db/schema'
import type { Deps } from '../../deps'
import { badRequest, HttpError, notFound, ok } from '../../http/envelope'
import { listQuerystring } from '../../services/query'
import { cronProblem, nextFireTimesAfter } from '../../services/scheduler/fire-times'
import { JOB_CLASSES } from '../../services/scheduler/job-classes'
import { describeParameters, parameterHint } from '../../services/scheduler/job-parameters'
import {
  findJob,
  listJobRuns,
  listQuartzJobs,
  QUARTZ_JOB_LIST,
  type QuartzJobForm,
  quartzJobRecord,
  quartzJobValues,
  triggerFor,
} from '../../services/scheduler/quartz-jobs'
import { JOB_STATUS_NORMAL, JOB_STATUS_STOPPED } from '../../services/scheduler/scheduler'
import { formatDateTime } from '../../services/shared/dates'
import { newId } from '../../services/shared/ids'
import { splitIds } from '../../services/users/users-write'
import { objectSchema, str, strOrNum } from '../schemas'

const tags = ['quartz']
const BASE = '/sys/quartzJob'
export const QUARTZ_PERMS = {
  list: 'system:quartzJob:list',
  add: 'system:quartzJob:add',
  edit: 'system:quartzJob:edit',
  delete: 'system:quartzJob:delete',
  start: 'system:quartzJob:start',
  execute: 'system:quartzJob:execute',
} as const

const nullableStr = { type: ['string', 'null'] } as const
const formSchema = objectSchema({
  id: str,
  jobClassName: str,
  cronExpression: str,
  parameter: nullableStr,
  description: nullableStr,
  status: strOrNum,
})
const idQuery = { type: 'object', properties: { id: str }, required: ['id'] } as const
const idsQuery = { type: 'object', properties: { ids: str }, required: ['ids'] } as const

/** 定时任务 (JeecgBoot QuartzJobController): the jobs the scheduler fires, 启动/停止/立即执行, and each job's runs. */
export const quartzJobRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db, scheduler } = deps

  app.get<{ Querystring: Record<string, string | number | undefined> }>(
    `${BASE}/list`,
    {
      config: { permission: QUARTZ_PERMS.list },
      schema: {
        tags,
        summary: 'Paged jobs (filters on jobClassName, status…)',
        querystring: listQuerystring(QUARTZ_JOB_LIST),
      },
    },
    async (request) => ok(await listQuartzJobs(db, request.query)),
  )

  app.get<{ Querystring: { id: string } }>(
    `${BASE}/queryById`,
    { config: { permission: QUARTZ_PERMS.list }, schema: { tags, summary: 'One job', querystring: idQuery } },
    async (request) => {
      const job = await findJob(db, request.query.id)
      if (!job) throw notFound('未找到对应实体')
      return ok(await quartzJobRecord(db, job))
    },
  )

  app.get(
    `${BASE}/jobClassList`,
    {
      config: { permission: [QUARTZ_PERMS.add, QUARTZ_PERMS.edit] },
      schema: {
        tags,
        summary:
          'The job classes this server can run: value (任务类名), text, parameterHint and the 参数 schema (fields)',
      },
    },
    async () =>
      ok(
        Object.entries(JOB_CLASSES).map(([value, jobClass]) => ({
          value,
          text: jobClass.title,
          parameterHint: parameterHint(jobClass.parameters),
          parameters: describeParameters(jobClass.parameters),
        })),
      ),
  )

  app.get<{ Querystring: { cronExpression: string; count?: number } }>(
    `${BASE}/nextFireTimes`,
    {
      config: { permission: QUARTZ_PERMS.list },
      schema: {
        tags,
        summary:
          'The next fire times of an expression as the scheduler reads it (GMT+8), yyyy-MM-dd HH:mm:ss',
        querystring: {
          type: 'object',
          properties: { cronExpression: str, count: { type: 'integer', minimum: 1, maximum: 20 } },
          required: ['cronExpression'],
        },
      },
    },
    async (request) => {
      const problem = cronProblem(request.query.cronExpression)
      if (problem) throw badRequest(problem)
      const times = nextFireTimesAfter(request.query.cronExpression, new Date(), request.query.count ?? 5)
      return ok(times.map(formatDateTime))
    },
  )

  app.post<{ Body: QuartzJobForm }>(
    `${BASE}/add`,
    {
      config: { permission: QUARTZ_PERMS.add },
      schema: { tags, summary: 'Create a job; status 0 schedules it at once', body: formSchema },
    },
    async (request) => {
      const values = quartzJobValues(request.body ?? {})
      await db.insert(sysQuartzJob).values({
        ...values,
        id: newId(),
        delFlag: 0,
        createBy: request.user!.username,
        createTime: new Date(),
      })
      return ok(null, '创建定时任务成功')
    },
  )

  const editOptions = {
    config: { permission: QUARTZ_PERMS.edit },
    schema: { tags, summary: 'Edit a job (whole form); it is rescheduled from now', body: formSchema },
  } as const
  const edit = async (request: { body: QuartzJobForm; user: { username: string } | null }) => {
    const id = text(request.body?.id)
    if (!id) throw badRequest('缺少定时任务id')
    const values = quartzJobValues(request.body)
    const rows = await db
      .update(sysQuartzJob)
      .set({ ...values, updateBy: request.user!.username, updateTime: new Date() })
      .where(and(eq(sysQuartzJob.id, id), eq(sysQuartzJob.delFlag, 0)))
      .returning({ id: sysQuartzJob.id })
    if (rows.length === 0) throw notFound('未找到对应实体')
    return ok(null, '更新定时任务成功!')
  }
  app.put<{ Body: QuartzJobForm }>(`${BASE}/edit`, editOptions, edit)
  app.post<{ Body: QuartzJobForm }>(`${BASE}/edit`, editOptions, edit)

  app.delete<{ Querystring: { id: string } }>(
    `${BASE}/delete`,
    {
      config: { permission: QUARTZ_PERMS.delete },
      schema: {
        tags,
        summary: 'Delete a job (it stops firing; its runs stay in the log)',
        querystring: idQuery,
      },
    },
    async (request) => {
      const rows = await db
        .delete(sysQuartzJob)
        .where(eq(sysQuartzJob.id, request.query.id))
        .returning({ id: sysQuartzJob.id })
      if (rows.length === 0) throw notFound('未找到对应实体')
      return ok(null, '删除成功!')
    },
  )

  app.delete<{ Querystring: { ids: string } }>(
    `${BASE}/deleteBatch`,
    {
      config: { permission: QUARTZ_PERMS.delete },
      schema: { tags, summary: 'Delete jobs; ids comma-separated', querystring: idsQuery },
    },
    async (request) => {
      const ids = splitIds(request.query.ids)
      if (ids.length === 0) throw badRequest('参数不识别！')
      await db.delete(sysQuartzJob).where(inArray(sysQuartzJob.id, ids))
      return ok(null, '删除定时任务成功!')
    },
  )

  const setStatus = (status: number, message: string) => async (request: { query: { id: string } }) => {
    const job = await findJob(db, request.query.id)
    if (!job) throw notFound('定时任务不存在！')
    await db
      .update(sysQuartzJob)
      .set({ status, nextFireTime: triggerFor(job.cronExpression, status), updateTime: new Date() })
      .where(eq(sysQuartzJob.id, job.id))
    return ok(null, message)
  }
  app.get<{ Querystring: { id: string } }>(
    `${BASE}/pause`,
    {
      config: { permission: QUARTZ_PERMS.start },
      schema: { tags, summary: '停止: the job stops firing', querystring: idQuery },
    },
    setStatus(JOB_STATUS_STOPPED, '暂停定时任务成功'),
  )
  app.get<{ Querystring: { id: string } }>(
    `${BASE}/resume`,
    {
      config: { permission: QUARTZ_PERMS.start },
      schema: {
        tags,
        summary: '启动: the job fires from its next fire time after now',
        querystring: idQuery,
      },
    },
    setStatus(JOB_STATUS_NORMAL, '恢复定时任务成功'),
  )

  app.get<{ Querystring: { id: string } }>(
    `${BASE}/execute`,
    {
      config: { permission: QUARTZ_PERMS.execute },
      schema: {
        tags,
        summary: '立即执行: run the job once now and answer its outcome',
        querystring: idQuery,
      },
    },
    async (request) => {
      const job = await findJob(db, request.query.id)
      if (!job) throw notFound('未找到对应实体')
      const outcome = await scheduler.runNow(job)
      if (!outcome.ok) throw new HttpError(500, `执行失败!${outcome.message}`)
      return ok(outcome.message, '执行成功!')
    },
  )

  app.get<{ Querystring: { jobId: string; pageNo?: number; pageSize?: number } }>(
    `${BASE}/logList`,
    {
      config: { permission: QUARTZ_PERMS.list },
      schema: {
        tags,
        summary: "A job's runs, newest first: fire, start and end times, result, error",
        querystring: {
          type: 'object',
          properties: {
            jobId: str,
            pageNo: { type: 'integer', minimum: 1 },
            pageSize: { type: 'integer', minimum: 1 },
          },
          required: ['jobId'],
        },
      },
    },
    async (request) => ok(await listJobRuns(db, request.query.jobId, request.query)),
  )
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim())
