import { and, asc, eq, gte } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sysQuartzJob, sysQuartzJobLog } from '../../../src/db/schema'
import { createServer, type PorticoServer } from '../../../src/server'
import { nextFireAfter } from '../../../src/services/scheduler/fire-times'
import { PURGE_LOGS_JOB, PURGE_SESSIONS_JOB } from '../../../src/services/scheduler/job-classes'
import { testServerOptions } from '../../helpers/app'
import { createTestDatabase, type TestDatabase } from '../../helpers/database'
import { expectEverySecondOnce, fireTogether } from '../../helpers/fires'

const WINDOW_MS = 8_000

/** Two server instances on one PostgreSQL database, both firing jobs (PGlite cannot be shared by two servers). */
describe('two servers on one PostgreSQL', () => {
  let testDb: TestDatabase
  const servers: PorticoServer[] = []

  beforeAll(async () => {
    testDb = await createTestDatabase()
    servers.push(await createServer(testServerOptions({ database: testDb.database })))
    // The second instance shares the database; it must not migrate or seed it again.
    servers.push(
      await createServer(testServerOptions({ database: await testDb.reopen(), prepareDatabase: false })),
    )
  })
  afterAll(async () => {
    for (const server of servers) await server.close()
    await testDb?.drop()
  })

  it('runs a fire both servers see due at the same instant once', async () => {
    const { db } = testDb.database
    await db.update(sysQuartzJob).set({ status: -1, nextFireTime: null })
    const fireTime = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000)
    const [job] = await db
      .update(sysQuartzJob)
      .set({ cronExpression: '* * * * * ?', status: 0, nextFireTime: fireTime })
      .where(eq(sysQuartzJob.jobClassName, PURGE_SESSIONS_JOB))
      .returning()
    await fireTogether(
      servers.map((server) => server.scheduler),
      fireTime,
      job.id,
    )
    await db.update(sysQuartzJob).set({ status: -1, nextFireTime: null }).where(eq(sysQuartzJob.id, job.id))
    const runs = await db
      .select()
      .from(sysQuartzJobLog)
      .where(and(eq(sysQuartzJobLog.jobId, job.id), eq(sysQuartzJobLog.fireTime, fireTime)))
    expect(runs.map((run) => [run.triggerType, run.result])).toEqual([['cron', 'success']])
  })

  it('runs each fire of an every-second job exactly once, with no gap', async () => {
    const { db } = testDb.database
    await db
      .update(sysQuartzJob)
      .set({ status: -1, nextFireTime: null })
      .where(eq(sysQuartzJob.jobClassName, PURGE_LOGS_JOB))
    const started = new Date()
    await db
      .update(sysQuartzJob)
      .set({ cronExpression: '* * * * * ?', status: 0, nextFireTime: nextFireAfter('* * * * * ?', started) })
      .where(eq(sysQuartzJob.jobClassName, PURGE_SESSIONS_JOB))
    for (const server of servers) server.scheduler.start()
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS))
    await db.update(sysQuartzJob).set({ status: -1 }).where(eq(sysQuartzJob.jobClassName, PURGE_SESSIONS_JOB))
    await Promise.all(servers.map((server) => server.scheduler.stop()))
    const fires = await db
      .select()
      .from(sysQuartzJobLog)
      .where(
        and(
          eq(sysQuartzJobLog.jobClassName, PURGE_SESSIONS_JOB),
          eq(sysQuartzJobLog.triggerType, 'cron'),
          gte(sysQuartzJobLog.fireTime, started),
        ),
      )
      .orderBy(asc(sysQuartzJobLog.fireTime))
    expectEverySecondOnce(
      fires.map((fire) => fire.fireTime.getTime()),
      started.getTime(),
      started.getTime() + WINDOW_MS,
    )
    const instances = servers.map((server) => server.scheduler.instance)
    expect(fires.map((fire) => [fire.result, instances.includes(fire.instance)])).toEqual(
      fires.map(() => ['success', true]),
    )
  })
})
