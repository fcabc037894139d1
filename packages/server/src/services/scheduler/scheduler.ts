import { hostname } from 'node:os'
import { and, eq, isNotNull, lte } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysQuartzJob, sysQuartzJobLog } from '../../db/schema'
import type { KvStore } from '../../stores/kv'
import type { OutboundPolicy } from '../partner/outbound-url'
import { newId } from '../shared/ids'
import { nextFireAfter } from './fire-times'
import { JOB_CLASSES } from './job-classes'
import { parseParameters } from './job-parameters'

export type QuartzJobRow = typeof sysQuartzJob.$inferSelect

export interface SchedulerOptions {
  /** How often due jobs are looked for (ms). */
  tickMs?: number
  /** A fire later than this is a misfire: fired once now, the fires it skipped are not made up (Quartz default). */
  misfireThresholdMs?: number
  /** Names this instance in the run log. */
  instance?: string
  /** Where jobs may fetch from (default: public https only). */
  outbound?: OutboundPolicy
}

interface Logger {
  warn(object: object, message: string): void
}

export const JOB_STATUS_NORMAL = 0
export const JOB_STATUS_STOPPED = -1

/**
 * Fires the scheduled jobs of sys_quartz_job. Each instance looks for due jobs every tick; the fire belongs to the
 * instance whose compare-and-set moves the job's next_fire_time on (with the run-log row in the same transaction,
 * unique per job and fire time), so a fire runs exactly once however many instances share the database.
 */
export class Scheduler {
  readonly instance: string
  private readonly tickMs: number
  private readonly misfireThresholdMs: number
  private readonly outbound: OutboundPolicy
  private timer: NodeJS.Timeout | undefined
  private stopped = true
  private ticking: Promise<void> | undefined
  private readonly runs = new Set<Promise<void>>()

  constructor(
    private readonly db: Db,
    private readonly kv: KvStore,
    private readonly log?: Logger,
    options: SchedulerOptions = {},
  ) {
    this.tickMs = options.tickMs ?? 500
    this.misfireThresholdMs = options.misfireThresholdMs ?? 60_000
    this.outbound = options.outbound ?? { allowLoopbackHttp: false }
    this.instance = options.instance ?? `${hostname()}:${process.pid}:${newId().slice(0, 6)}`
  }

  start(): void {
    if (this.stopped === false) return
    this.stopped = false
    this.scheduleTick()
  }

  /** Stops firing and waits for the runs in progress. */
  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.timer)
    this.timer = undefined
    await this.ticking
    await Promise.allSettled([...this.runs])
  }

  /** Ticks at a jittered interval, so instances take turns at claiming instead of one always ticking first. */
  private scheduleTick(): void {
    this.timer = setTimeout(
      () => {
        void this.tick().finally(() => {
          if (!this.stopped) this.scheduleTick()
        })
      },
      this.tickMs * (0.5 + Math.random()),
    )
    this.timer.unref()
  }

  /** Claims and starts every fire due at `now`; ticks never overlap within an instance. */
  tick(now = new Date()): Promise<void> {
    if (this.ticking) return this.ticking
    this.ticking = this.fireDue(now)
      .catch((error: unknown) => this.log?.warn({ err: error }, 'scheduler tick failed'))
      .finally(() => {
        this.ticking = undefined
      })
    return this.ticking
  }

  /** Resolves when every run started so far has finished (tests). */
  async idle(): Promise<void> {
    await this.ticking
    await Promise.allSettled([...this.runs])
  }

  /** 立即执行: one manual run now, whatever the job's status; answers the run's outcome. */
  async runNow(job: QuartzJobRow, now = new Date()): Promise<{ ok: boolean; message: string }> {
    const logId = newId()
    await this.db.insert(sysQuartzJobLog).values({
      id: logId,
      jobId: job.id,
      jobClassName: job.jobClassName,
      triggerType: 'manual',
      fireTime: now,
      startTime: now,
      result: 'running',
      instance: this.instance,
    })
    return this.track(this.execute(logId, job))
  }

  private async fireDue(now: Date): Promise<void> {
    await this.fire(await this.dueJobs(now), now)
  }

  /** The jobs whose next fire has come at `now` (a tick's first half; another instance may see the same ones). */
  dueJobs(now: Date): Promise<QuartzJobRow[]> {
    return this.db
      .select()
      .from(sysQuartzJob)
      .where(
        and(
          eq(sysQuartzJob.status, JOB_STATUS_NORMAL),
          eq(sysQuartzJob.delFlag, 0),
          isNotNull(sysQuartzJob.nextFireTime),
          lte(sysQuartzJob.nextFireTime, now),
        ),
      )
  }

  /** Claims each of these fires and starts those this instance won (a tick's second half). */
  async fire(due: readonly QuartzJobRow[], now: Date): Promise<void> {
    for (const job of due) {
      try {
        const logId = await this.claim(job, now)
        if (logId) void this.track(this.execute(logId, job))
      } catch (error) {
        this.log?.warn({ err: error, job: job.id }, 'scheduler could not claim a fire')
      }
    }
  }

  /** Moves the job's trigger past this fire; answers the run-log id when this instance won the fire. */
  private claim(job: QuartzJobRow, now: Date): Promise<string | undefined> {
    const fireTime = job.nextFireTime as Date
    const misfire = now.getTime() - fireTime.getTime() > this.misfireThresholdMs
    const next = nextFireAfter(job.cronExpression, misfire ? now : fireTime) ?? null
    return this.db.transaction(async (tx) => {
      const moved = await tx
        .update(sysQuartzJob)
        .set({ nextFireTime: next })
        .where(
          and(
            eq(sysQuartzJob.id, job.id),
            eq(sysQuartzJob.nextFireTime, fireTime),
            eq(sysQuartzJob.status, JOB_STATUS_NORMAL),
          ),
        )
        .returning({ id: sysQuartzJob.id })
      if (moved.length === 0) return undefined
      const logId = newId()
      await tx.insert(sysQuartzJobLog).values({
        id: logId,
        jobId: job.id,
        jobClassName: job.jobClassName,
        triggerType: 'cron',
        fireTime,
        misfire: misfire ? 1 : 0,
        startTime: new Date(),
        result: 'running',
        instance: this.instance,
      })
      return logId
    })
  }

  private async execute(logId: string, job: QuartzJobRow): Promise<{ ok: boolean; message: string }> {
    let outcome: { ok: boolean; message: string }
    try {
      const jobClass = JOB_CLASSES[job.jobClassName]
      if (!jobClass) throw new Error(`后台找不到该类名：${job.jobClassName}`)
      const values = parseParameters(jobClass.parameters, job.parameter)
      outcome = {
        ok: true,
        message: await jobClass.run({ db: this.db, kv: this.kv, outbound: this.outbound, values }),
      }
    } catch (error) {
      outcome = { ok: false, message: error instanceof Error ? error.message : String(error) }
    }
    try {
      await this.db
        .update(sysQuartzJobLog)
        .set({ endTime: new Date(), result: outcome.ok ? 'success' : 'failed', message: outcome.message })
        .where(eq(sysQuartzJobLog.id, logId))
    } catch (error) {
      this.log?.warn({ err: error, job: job.id }, 'scheduler could not record a run')
    }
    return outcome
  }

  private track<T>(run: Promise<T>): Promise<T> {
    const settled = run.then(
      () => undefined,
      () => undefined,
    )
    this.runs.add(settled)
    void settled.finally(() => this.runs.delete(settled))
    return run
  }
}
