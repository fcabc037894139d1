import { QUARTZ_PERMS, quartzActions } from '@portico/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../../deps'
import { badRequest, HttpError, notFound, ok } from '../../http/envelope'
import { cronProblem, nextFireTimesAfter } from '../../services/scheduler/fire-times'
import {
  deleteJobs,
  findJob,
  insertJob,
  jobClassOptions,
  listJobRuns,
  listQuartzJobs,
  type QuartzJobForm,
  quartzJobRecord,
  quartzJobValues,
  setJobStatus,
  updateJob,
} from '../../services/scheduler/quartz-jobs'
import { JOB_STATUS_NORMAL, JOB_STATUS_STOPPED } from '../../services/scheduler/scheduler'
import { formatDateTime } from '../../services/shared/dates'
import { splitIds } from '../../services/users/users-write'
import { type ActionRequest, serveAction } from '../serve-action'

export { QUARTZ_PERMS }

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim())

/** 定时任务 (JeecgBoot QuartzJobController): the jobs the scheduler fires, 启动/停止/立即执行, and each job's runs. */
export const quartzJobRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db, scheduler } = deps

  serveAction(app, quartzActions.list, async (request) => ok(await listQuartzJobs(db, request.query)))

  serveAction(app, quartzActions.queryById, async (request) => {
    const job = await findJob(db, request.query.id)
    if (!job) throw notFound('未找到对应实体')
    return ok(await quartzJobRecord(db, job))
  })

  serveAction(app, quartzActions.jobClassList, async () => ok(jobClassOptions()))

  serveAction(app, quartzActions.nextFireTimes, async (request) => {
    const problem = cronProblem(request.query.cronExpression)
    if (problem) throw badRequest(problem)
    const times = nextFireTimesAfter(request.query.cronExpression, new Date(), request.query.count ?? 5)
    return ok(times.flatMap((time) => formatDateTime(time) ?? []))
  })

  serveAction(app, quartzActions.add, async (request) => {
    await insertJob(db, quartzJobValues((request.body ?? {}) as QuartzJobForm), request.user!.username)
    return ok(null, '创建定时任务成功')
  })

  const edit = async (request: ActionRequest<typeof quartzActions.edit>) => {
    const id = text(request.body?.id)
    if (!id) throw badRequest('缺少定时任务id')
    const values = quartzJobValues(request.body as QuartzJobForm)
    if (!(await updateJob(db, id, values, request.user!.username))) throw notFound('未找到对应实体')
    return ok(null, '更新定时任务成功!')
  }
  serveAction(app, quartzActions.edit, edit)
  serveAction(app, quartzActions.editByPost, edit)

  serveAction(app, quartzActions.delete, async (request) => {
    if ((await deleteJobs(db, [request.query.id])) === 0) throw notFound('未找到对应实体')
    return ok(null, '删除成功!')
  })

  serveAction(app, quartzActions.deleteBatch, async (request) => {
    const ids = splitIds(request.query.ids)
    if (ids.length === 0) throw badRequest('参数不识别！')
    await deleteJobs(db, ids)
    return ok(null, '删除定时任务成功!')
  })

  const setStatus =
    (status: number, message: string) => async (request: ActionRequest<typeof quartzActions.pause>) => {
      const job = await findJob(db, request.query.id)
      if (!job) throw notFound('定时任务不存在！')
      await setJobStatus(db, job, status)
      return ok(null, message)
    }
  serveAction(app, quartzActions.pause, setStatus(JOB_STATUS_STOPPED, '暂停定时任务成功'))
  serveAction(app, quartzActions.resume, setStatus(JOB_STATUS_NORMAL, '恢复定时任务成功'))

  serveAction(app, quartzActions.execute, async (request) => {
    const job = await findJob(db, request.query.id)
    if (!job) throw notFound('未找到对应实体')
    const outcome = await scheduler.runNow(job)
    if (!outcome.ok) throw new HttpError(500, `执行失败!${outcome.message}`)
    return ok(outcome.message, '执行成功!')
  })

  serveAction(app, quartzActions.logList, async (request) =>
    ok(await listJobRuns(db, request.query.jobId, request.query)),
  )
}
