import type { Page } from '@portico/contract'
import { validateCron } from '@portico/cron/core'
import { asc, eq, ne } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { kvEntry, sysQuartzJob, sysQuartzJobLog } from '../../../src/db/schema'
import { PURGE_LOGS_JOB, PURGE_SESSIONS_JOB } from '../../../src/services/scheduler/job-classes'
import type { QuartzJobRecord, QuartzJobRun } from '../../../src/services/scheduler/quartz-jobs'
import { Scheduler } from '../../../src/services/scheduler/scheduler'
import { PgKvStore } from '../../../src/stores/kv'
import { call, withTestApp } from '../../helpers/app'
import { fireTogether } from '../../helpers/fires'
import { expectRefused } from '../../helpers/refusals'

const BASE = '/sys/quartzJob'
const EVERY_SECOND = '* * * * * ?'
const t = withTestApp({ admin: 'admin', hr: 'wangfang' })

const jobs = (query = '') => call<Page<QuartzJobRecord>>(t.app, 'GET', `${BASE}/list${query}`, t.admin)
const jobNamed = async (jobClassName: string) =>
  (await jobs(`?jobClassName=${jobClassName}`)).body.result!.records[0]
const runsOf = (jobId: string) =>
  call<Page<QuartzJobRun>>(t.app, 'GET', `${BASE}/logList?jobId=${jobId}&pageSize=100`, t.admin)
const db = () => t.testDb.database.db
const cronRuns = (jobId: string) =>
  db()
    .select()
    .from(sysQuartzJobLog)
    .where(eq(sysQuartzJobLog.jobId, jobId))
    .orderBy(asc(sysQuartzJobLog.fireTime))

describe('定时任务 calls', () => {
  it('lists the seeded housekeeping jobs with their status text and next fire time', async () => {
    const { status, body } = await jobs()
    expect(status).toBe(200)
    const names = body.result!.records.map((r) => r.jobClassName)
    expect(names).toEqual(expect.arrayContaining([PURGE_SESSIONS_JOB, PURGE_LOGS_JOB]))
    const purge = await jobNamed(PURGE_SESSIONS_JOB)
    expect(purge).toMatchObject({ status: 0, status_dictText: '正常', cronExpression: '0 0 * * * ?' })
    expect(purge.nextFireTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:00:00$/)
  })

  it('refuses an invalid cron with the cron package message, an unknown class and a 参数 its class refuses', async () => {
    const seeded = (await jobs()).body.result!.total
    const badCron = '0 61 * * * ?'
    const invalid = await call(t.app, 'POST', `${BASE}/add`, t.admin, {
      jobClassName: PURGE_LOGS_JOB,
      cronExpression: badCron,
      status: 0,
    })
    expectRefused(invalid, 500)
    expect(invalid.body.message).toBe(validateCron(badCron, 'zh').message)
    const unknown = await call(t.app, 'POST', `${BASE}/add`, t.admin, {
      jobClassName: 'org.jeecg.modules.quartz.job.NoSuchJob',
      cronExpression: EVERY_SECOND,
    })
    expectRefused(unknown, 500)
    expect(unknown.body.message).toBe('后台找不到该类名：org.jeecg.modules.quartz.job.NoSuchJob')
    const badParameter = await call(t.app, 'POST', `${BASE}/add`, t.admin, {
      jobClassName: PURGE_LOGS_JOB,
      cronExpression: EVERY_SECOND,
      parameter: '0',
    })
    expect(badParameter.body).toMatchObject({
      success: false,
      message: '保留天数（days）应为1-3650的整数，实际为：0',
    })
    expect((await jobs()).body.result!.total).toBe(seeded)
  })

  it('needs the 定时任务 permissions (HR has none)', async () => {
    expectRefused(await call(t.app, 'GET', `${BASE}/list`, t.hr), 510)
    const job = await jobNamed(PURGE_LOGS_JOB)
    expectRefused(await call(t.app, 'GET', `${BASE}/execute?id=${job.id}`, t.hr), 510)
  })

  it('停止 clears the trigger, 启动 sets it to the next fire after now, 编辑 reschedules', async () => {
    const job = await jobNamed(PURGE_LOGS_JOB)
    const paused = await call(t.app, 'GET', `${BASE}/pause?id=${job.id}`, t.admin)
    expect(paused.body.message).toBe('暂停定时任务成功')
    expect(
      await call<QuartzJobRecord>(t.app, 'GET', `${BASE}/queryById?id=${job.id}`, t.admin),
    ).toMatchObject({
      body: { result: { status: -1, status_dictText: '停止', nextFireTime: null } },
    })
    await call(t.app, 'GET', `${BASE}/resume?id=${job.id}`, t.admin)
    expect((await jobNamed(PURGE_LOGS_JOB)).nextFireTime).toMatch(/ 02:30:00$/)
    const edited = await call(t.app, 'PUT', `${BASE}/edit`, t.admin, {
      ...job,
      cronExpression: '0 15 3 * * ?',
      status: 0,
    })
    expect(edited.body.message).toBe('更新定时任务成功!')
    expect((await jobNamed(PURGE_LOGS_JOB)).nextFireTime).toMatch(/ 03:15:00$/)
    const missing = await call(t.app, 'GET', `${BASE}/resume?id=nope`, t.admin)
    expect(missing).toMatchObject({ status: 200, body: { code: 500, message: '定时任务不存在！' } })
  })

  it('previews the next fire times as the scheduler reads them (GMT+8)', async () => {
    const { body } = await call<string[]>(
      t.app,
      'GET',
      `${BASE}/nextFireTimes?cronExpression=0 0 8 * * ?&count=3`,
      t.admin,
    )
    expect(body.result).toHaveLength(3)
    for (const time of body.result!) expect(time).toMatch(/ 08:00:00$/)
    const bad = await call(
      t.app,
      'GET',
      `${BASE}/nextFireTimes?cronExpression=${encodeURIComponent('* * *')}`,
      t.admin,
    )
    expect(bad.body.message).toBe(validateCron('* * *', 'zh').message)
  })

  it('立即执行 purges expired sessions and captchas and records the run', async () => {
    await db()
      .insert(kvEntry)
      .values([
        { key: 'captcha:expired', value: 'x', expiresAt: Date.now() - 1000 },
        { key: 'captcha:live', value: 'y', expiresAt: Date.now() + 60_000 },
      ])
    const job = await jobNamed(PURGE_SESSIONS_JOB)
    const run = await call<string>(t.app, 'GET', `${BASE}/execute?id=${job.id}`, t.admin)
    expect(run.body).toMatchObject({ success: true, message: '执行成功!' })
    expect(run.body.result).toMatch(/^清理过期会话和验证码[1-9]\d*条$/)
    const keys = (await db().select({ key: kvEntry.key }).from(kvEntry)).map((r) => r.key)
    expect(keys).toContain('captcha:live')
    expect(keys).not.toContain('captcha:expired')
    const runs = (await runsOf(job.id)).body.result!.records
    expect(runs[0]).toMatchObject({ triggerType: 'manual', result: 'success', message: run.body.result })
    expect(runs[0].endTime).not.toBeNull()
  })

  it('a failing run answers 执行失败 with the job error and is logged as failed', async () => {
    const job = await jobNamed(PURGE_LOGS_JOB)
    const refused = await call(t.app, 'PUT', `${BASE}/edit`, t.admin, {
      ...job,
      parameter: 'abc',
      status: -1,
    })
    expect(refused.body).toMatchObject({
      success: false,
      message: '保留天数（days）应为1-3650的整数，实际为：abc',
    })
    // A 参数 written before its class had a schema (or by hand) fails the run instead.
    await db().update(sysQuartzJob).set({ parameter: 'abc', status: -1 }).where(eq(sysQuartzJob.id, job.id))
    const run = await call(t.app, 'GET', `${BASE}/execute?id=${job.id}`, t.admin)
    expect(run.status).toBe(500)
    expect(run.body.message).toBe('执行失败!保留天数（days）应为1-3650的整数，实际为：abc')
    expect((await runsOf(job.id)).body.result!.records[0]).toMatchObject({
      result: 'failed',
      triggerType: 'manual',
    })
  })
})

describe('the scheduler', () => {
  it('fires a fire missed while no server ran once now (misfire), and a throwing job does not stop the others', async () => {
    const sessions = await jobNamed(PURGE_SESSIONS_JOB)
    const logs = await jobNamed(PURGE_LOGS_JOB) // its parameter is 'abc' now: every run throws
    const longAgo = new Date(Date.now() - 3 * 60 * 60 * 1000)
    for (const id of [logs.id, sessions.id])
      await db().update(sysQuartzJob).set({ status: 0, nextFireTime: longAgo }).where(eq(sysQuartzJob.id, id))
    const scheduler = new Scheduler(db(), new PgKvStore(db()), undefined, { instance: 'test-a' })
    const now = new Date()
    await scheduler.tick(now)
    await scheduler.tick(now)
    await scheduler.idle()
    const sessionRuns = (await cronRuns(sessions.id)).filter((r) => r.triggerType === 'cron')
    const logRuns = (await cronRuns(logs.id)).filter((r) => r.triggerType === 'cron')
    expect(sessionRuns).toHaveLength(1)
    expect(sessionRuns[0]).toMatchObject({ misfire: 1, result: 'success', fireTime: longAgo })
    expect(logRuns).toHaveLength(1)
    expect(logRuns[0]).toMatchObject({ misfire: 1, result: 'failed' })
    const [after] = await db().select().from(sysQuartzJob).where(eq(sysQuartzJob.id, sessions.id))
    expect(after.nextFireTime!.getTime()).toBeGreaterThan(now.getTime())
    await scheduler.stop()
  })

  it('runs two 立即执行 of one job at the same instant on two instances both, each with its own log', async () => {
    const { id } = await jobNamed(PURGE_SESSIONS_JOB)
    const [job] = await db().select().from(sysQuartzJob).where(eq(sysQuartzJob.id, id))
    const kv = new PgKvStore(db())
    const [a, b] = ['a', 'b'].map((name) => new Scheduler(db(), kv, undefined, { instance: name }))
    const instant = new Date(Math.floor(Date.now() / 1000) * 1000 + 7_000)
    const outcomes = await Promise.all([a.runNow(job, instant), b.runNow(job, instant)])
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, true])
    const manual = (await cronRuns(job.id)).filter(
      (r) => r.triggerType === 'manual' && r.fireTime.getTime() === instant.getTime(),
    )
    expect(manual.map((r) => [r.instance, r.result]).sort()).toEqual([
      ['a', 'success'],
      ['b', 'success'],
    ])
  })

  it('two schedulers that see the same due fire at the same instant run it once, then the next second once', async () => {
    const job = await jobNamed(PURGE_SESSIONS_JOB)
    // Only this job may be due: the other seeded hourly job is too once the template database is an hour old.
    await db().update(sysQuartzJob).set({ status: -1, nextFireTime: null }).where(ne(sysQuartzJob.id, job.id))
    const firstFire = new Date(Math.ceil(Date.now() / 1000) * 1000 + 60_000)
    await db()
      .update(sysQuartzJob)
      .set({ cronExpression: EVERY_SECOND, status: 0, nextFireTime: firstFire })
      .where(eq(sysQuartzJob.id, job.id))
    const kv = new PgKvStore(db())
    const [a, b] = ['a', 'b'].map((name) => new Scheduler(db(), kv, undefined, { instance: name }))
    const secondFire = new Date(firstFire.getTime() + 1000)
    await fireTogether([a, b], firstFire, job.id)
    await fireTogether([a, b], secondFire, job.id)
    const runs = (await cronRuns(job.id)).filter(
      (r) => r.triggerType === 'cron' && r.fireTime.getTime() >= firstFire.getTime(),
    )
    const eitherInstance = expect.stringMatching(/^[ab]$/)
    expect(runs.map((r) => [r.fireTime.getTime(), r.result, r.instance])).toEqual([
      [firstFire.getTime(), 'success', eitherInstance],
      [secondFire.getTime(), 'success', eitherInstance],
    ])
    const [after] = await db().select().from(sysQuartzJob).where(eq(sysQuartzJob.id, job.id))
    expect(after.nextFireTime).toEqual(new Date(secondFire.getTime() + 1000))
    await call(t.app, 'GET', `${BASE}/pause?id=${job.id}`, t.admin)
  })
})
