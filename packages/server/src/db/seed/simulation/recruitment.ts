import type { ApplicationStatus } from '@portico/contract'
import { asc, eq } from 'drizzle-orm'
import { moveApplication } from '../../../services/recruit/application-status'
import { saveResumeDraft, submitApplication } from '../../../services/recruit/applications'
import { registerInterviewee } from '../../../services/recruit/interviewees'
import { storeResumeFile } from '../../../services/recruit/resume-files'
import type { FileStore } from '../../../stores/files'
import type { Db } from '../../client'
import { recruitJob } from '../../schema'
import type { SimDay } from './clock'
import { BACKGROUNDS, phoneOf, resumeOf, SEEKERS } from './job-seekers'
import { portraitPng } from './portrait'
import { Draws } from './random'

/** The portal login of the first simulated job seeker (README's demo line). */
export const DEMO_JOB_SEEKER = { phone: '13877100001', password: 'demo2026' } as const

/** 人事专员 who screens and interviews. */
const RECRUITER = 'wangfang'
/** Recruitment draws from a generator of its own, so the parcels of the demo do not change with it. */
const RECRUIT_SEED = 7_100_001

interface OpenApplication {
  id: string
  status: ApplicationStatus
  /** The staff look at it again on the day that many days before now (or on the first day after). */
  dueDaysAgo: number
}

/** What the staff decide for an application that waits on them, and how many days until the next look. */
const DECISIONS: Partial<
  Record<
    ApplicationStatus,
    { yes: ApplicationStatus; no: ApplicationStatus; p: number; wait: [number, number] }
  >
> = {
  submitted: { yes: 'passed', no: 'rejected', p: 0.65, wait: [2, 5] },
  passed: { yes: 'interview', no: 'rejected', p: 0.8, wait: [3, 7] },
  interview: { yes: 'hired', no: 'declined', p: 0.45, wait: [0, 0] },
}

/**
 * The recruitment of the simulated quarter, through the portal's and the back office's services: job seekers register
 * one after another over the days, upload a photo, fill in their résumé and apply to one to three published jobs;
 * 人事专员 screen each application a few days later, invite to interview, hire or decline, and every change sends the
 * 站内消息 and the SMS.
 */
export class Recruitment {
  private readonly draws = new Draws(RECRUIT_SEED)
  private readonly open: OpenApplication[] = []

  constructor(
    private readonly db: Db,
    private readonly files: FileStore,
    private readonly days: number,
  ) {}

  /**
   * Who registers on the day `daysAgo`: the first seeker on the first simulated day, the last today, closer together
   * in the recent weeks, so the newest applications are still on their way (已投递, 筛选通过, 面试) when the demo opens.
   */
  private seekerOf(daysAgo: number): number[] {
    const last = SEEKERS.length - 1
    const due = (index: number) => Math.round(this.days * ((last - index) / last) ** 1.7)
    return SEEKERS.flatMap((_, index) => (due(index) === daysAgo ? [index] : []))
  }

  async runDay(day: SimDay): Promise<void> {
    await this.review(day)
    for (const [n, index] of this.seekerOf(day.daysAgo).entries()) await this.apply(day, index, 19 + n)
  }

  /** 09:30: the recruiter moves every application whose turn has come, one step each. */
  private async review(day: SimDay): Promise<void> {
    let step = 0
    for (const application of [...this.open]) {
      if (application.dueDaysAgo < day.daysAgo) continue
      const decision = DECISIONS[application.status]!
      const next = this.draws.chance(decision.p) ? decision.yes : decision.no
      await moveApplication(
        this.db,
        { id: application.id, status: next, sendMessage: true },
        RECRUITER,
        day.at(9.5 + step++ * 0.05),
      )
      application.status = next
      application.dueDaysAgo = day.daysAgo - this.draws.int(...decision.wait)
      if (!DECISIONS[next]) this.open.splice(this.open.indexOf(application), 1)
    }
  }

  /** An evening on the portal: register, photo, résumé, then one to three applications. */
  private async apply(day: SimDay, index: number, hour: number): Promise<void> {
    const seeker = SEEKERS[index]!
    const phone = phoneOf(index)
    const password = index === 0 ? DEMO_JOB_SEEKER.password : `seeker${phone.slice(-4)}`
    const id = await registerInterviewee(
      this.db,
      { phone, password, confirmPassword: password },
      day.at(hour),
    )
    const photo = await storeResumeFile(
      this.files,
      id,
      { kind: 'photo', filename: 'photo.png', data: portraitPng(BACKGROUNDS[index % BACKGROUNDS.length]!) },
      day.at(hour + 0.1),
    )
    await saveResumeDraft(this.db, id, resumeOf(seeker, phone, photo), day.at(hour + 0.3))
    const jobs = await this.db
      .select({ id: recruitJob.id })
      .from(recruitJob)
      .where(eq(recruitJob.status, '1'))
      .orderBy(asc(recruitJob.jobName))
    const wanted = index === 0 ? 3 : this.draws.int(1, 2)
    const chosen = new Set<string>()
    while (chosen.size < Math.min(wanted, jobs.length)) chosen.add(this.draws.pick(jobs).id)
    for (const [n, jobId] of [...chosen].entries()) {
      const applicationId = await submitApplication(
        this.db,
        { id, phone },
        jobId,
        day.at(hour + 0.5 + n * 0.05),
      )
      this.open.push({
        id: applicationId,
        status: 'submitted',
        dueDaysAgo: day.daysAgo - this.draws.int(1, 3),
      })
    }
  }
}
