import { defineAction, returns } from '../action/defineAction'
import { schema } from '../action/schema'
import type { Page } from '../envelope'

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

/** A job as /sys/quartzJob/list answers it (JeecgBoot QuartzJob). */
export interface QuartzJobRecord {
  id: string
  createBy: string | null
  createTime: string | null
  delFlag: number
  updateBy: string | null
  updateTime: string | null
  jobClassName: string
  cronExpression: string
  parameter: string | null
  description: string | null
  /** 0 正常, -1 停止. */
  status: number
  status_dictText: string
  /** When the job fires next (GMT+8); null while stopped. */
  nextFireTime: string | null
}

/** One run of a job, newest first in /sys/quartzJob/logList. */
export interface QuartzJobRun {
  id: string
  jobId: string
  jobClassName: string
  triggerType: 'cron' | 'manual'
  fireTime: string | null
  misfire: number
  startTime: string | null
  endTime: string | null
  /** Milliseconds from start to end; null while running. */
  duration: number | null
  result: 'running' | 'success' | 'failed'
  message: string | null
  instance: string
}

/** A job class this server can run, with the hint and schema of its 参数. */
export interface JobClassOption {
  value: string
  text: string
  parameterHint: string | null
  parameters: unknown
}

const nullableString = { type: ['string', 'null'] } as const
const idQuery = schema.object({ id: schema.string() }, ['id'])
const idsQuery = schema.object({ ids: schema.string() }, ['ids'])
const jobForm = schema.object({
  id: schema.string(),
  jobClassName: schema.string(),
  cronExpression: schema.string(),
  parameter: nullableString,
  description: nullableString,
  status: { type: ['string', 'number', 'null'] } as const,
})
/** The list's paging and order; its filters (jobClassName, status…) are further keys, as JeecgBoot sends them. */
const listQuery = schema.object({
  pageNo: schema.integer({ minimum: 1 }),
  pageSize: schema.integer({ minimum: 1 }),
  column: schema.string(),
  order: schema.string(),
  superQueryParams: schema.string({ description: 'encodeURI(JSON.stringify([{field, rule, val}]))' }),
  superQueryMatchType: schema.string({ description: 'and (default) or or' }),
})
const editSummary = 'Edit a job (whole form); it is rescheduled from now'

/** 定时任务 (JeecgBoot QuartzJobController): the jobs the scheduler fires, 启动/停止/立即执行, and each job's runs. */
export const quartzActions = {
  list: defineAction({
    method: 'GET',
    path: `${BASE}/list`,
    permission: QUARTZ_PERMS.list,
    summary: 'Paged jobs (filters on jobClassName, status…)',
    tags,
    query: listQuery,
    result: returns<Page<QuartzJobRecord>>(),
  }),
  queryById: defineAction({
    method: 'GET',
    path: `${BASE}/queryById`,
    permission: QUARTZ_PERMS.list,
    summary: 'One job',
    tags,
    query: idQuery,
    result: returns<QuartzJobRecord>(),
  }),
  jobClassList: defineAction({
    method: 'GET',
    path: `${BASE}/jobClassList`,
    permission: [QUARTZ_PERMS.add, QUARTZ_PERMS.edit],
    summary:
      'The job classes this server can run: value (任务类名), text, parameterHint and the 参数 schema (fields)',
    tags,
    result: returns<JobClassOption[]>(),
  }),
  nextFireTimes: defineAction({
    method: 'GET',
    path: `${BASE}/nextFireTimes`,
    permission: QUARTZ_PERMS.list,
    summary: 'The next fire times of an expression as the scheduler reads it (GMT+8), yyyy-MM-dd HH:mm:ss',
    tags,
    query: schema.object(
      { cronExpression: schema.string(), count: schema.integer({ minimum: 1, maximum: 20 }) },
      ['cronExpression'],
    ),
    result: returns<string[]>(),
  }),
  add: defineAction({
    method: 'POST',
    path: `${BASE}/add`,
    permission: QUARTZ_PERMS.add,
    summary: 'Create a job; status 0 schedules it at once',
    tags,
    body: jobForm,
    result: returns<null>(),
  }),
  edit: defineAction({
    method: 'PUT',
    path: `${BASE}/edit`,
    permission: QUARTZ_PERMS.edit,
    summary: editSummary,
    tags,
    body: jobForm,
    result: returns<null>(),
  }),
  editByPost: defineAction({
    method: 'POST',
    path: `${BASE}/edit`,
    permission: QUARTZ_PERMS.edit,
    summary: `${editSummary} (POST, as JeecgBoot also accepts)`,
    tags,
    body: jobForm,
    result: returns<null>(),
  }),
  delete: defineAction({
    method: 'DELETE',
    path: `${BASE}/delete`,
    permission: QUARTZ_PERMS.delete,
    summary: 'Delete a job (it stops firing; its runs stay in the log)',
    tags,
    query: idQuery,
    result: returns<null>(),
  }),
  deleteBatch: defineAction({
    method: 'DELETE',
    path: `${BASE}/deleteBatch`,
    permission: QUARTZ_PERMS.delete,
    summary: 'Delete jobs; ids comma-separated',
    tags,
    query: idsQuery,
    result: returns<null>(),
  }),
  pause: defineAction({
    method: 'GET',
    path: `${BASE}/pause`,
    permission: QUARTZ_PERMS.start,
    summary: '停止: the job stops firing',
    tags,
    query: idQuery,
    result: returns<null>(),
  }),
  resume: defineAction({
    method: 'GET',
    path: `${BASE}/resume`,
    permission: QUARTZ_PERMS.start,
    summary: '启动: the job fires from its next fire time after now',
    tags,
    query: idQuery,
    result: returns<null>(),
  }),
  execute: defineAction({
    method: 'GET',
    path: `${BASE}/execute`,
    permission: QUARTZ_PERMS.execute,
    summary: '立即执行: run the job once now and answer its outcome',
    tags,
    query: idQuery,
    result: returns<string>(),
  }),
  logList: defineAction({
    method: 'GET',
    path: `${BASE}/logList`,
    permission: QUARTZ_PERMS.list,
    summary: "A job's runs, newest first: fire, start and end times, result, error",
    tags,
    query: schema.object(
      {
        jobId: schema.string(),
        pageNo: schema.integer({ minimum: 1 }),
        pageSize: schema.integer({ minimum: 1 }),
      },
      ['jobId'],
    ),
    result: returns<Page<QuartzJobRun>>(),
  }),
}
