import type { ApplicationStatus, ResumeContent } from '@portico/contract'
import { asc, eq } from 'drizzle-orm'
import { moveApplication } from '../../../services/recruit/application-status'
import { saveResumeDraft, submitApplication } from '../../../services/recruit/applications'
import { registerInterviewee } from '../../../services/recruit/interviewees'
import { storeResumeFile } from '../../../services/recruit/resume-files'
import type { FileStore } from '../../../stores/files'
import type { Db } from '../../client'
import { recruitJob } from '../../schema'
import type { SimDay } from './clock'
import { portraitPng } from './portrait'
import { Draws } from './random'

/** The portal login of the first simulated job seeker (README's demo line). */
export const DEMO_JOB_SEEKER = { phone: '13877100001', password: 'demo2026' } as const

/** 人事专员 who screens and interviews. */
const RECRUITER = 'wangfang'
/** Recruitment draws from a generator of its own, so the parcels of the demo do not change with it. */
const RECRUIT_SEED = 7_100_001

interface Seeker {
  name: string
  gender: '男' | '女'
  birthday: string
  degree: '大专' | '本科' | '硕士'
  school: string
  major: string
  nativePlace: string
  /** Last job (none for a new graduate). */
  work?: { company: string; position: string; startDate: string; duty: string }
}

const SEEKERS: Seeker[] = [
  {
    name: '韦丽华',
    gender: '女',
    birthday: '1996-04-12',
    degree: '本科',
    school: '广西大学',
    major: '物流管理',
    nativePlace: '广西南宁',
    work: {
      company: '南宁顺达供应链有限公司',
      position: '仓储主管',
      startDate: '2019-07-01',
      duty: '负责跨境电商仓的入库、盘点和出库排班。',
    },
  },
  {
    name: '黄志强',
    gender: '男',
    birthday: '1993-09-03',
    degree: '大专',
    school: '广西交通职业技术学院',
    major: '物流工程技术',
    nativePlace: '广西柳州',
    work: {
      company: '柳州快运有限公司',
      position: '运输调度',
      startDate: '2015-08-01',
      duty: '安排干线车辆与司机，跟踪在途货物。',
    },
  },
  {
    name: '蒙晓婷',
    gender: '女',
    birthday: '2001-01-22',
    degree: '本科',
    school: '广西民族大学',
    major: '国际经济与贸易',
    nativePlace: '广西河池',
  },
  {
    name: '陆家豪',
    gender: '男',
    birthday: '1998-06-18',
    degree: '本科',
    school: '桂林电子科技大学',
    major: '数据科学与大数据技术',
    nativePlace: '广西桂林',
    work: {
      company: '桂林云图科技有限公司',
      position: '数据分析员',
      startDate: '2020-07-01',
      duty: '制作运营报表，分析订单与时效数据。',
    },
  },
  {
    name: '覃美玲',
    gender: '女',
    birthday: '1995-11-30',
    degree: '大专',
    school: '南宁职业技术学院',
    major: '电子商务',
    nativePlace: '广西百色',
    work: {
      company: '南宁优选电商有限公司',
      position: '客服专员',
      startDate: '2016-09-01',
      duty: '处理买家咨询、退换货和物流投诉。',
    },
  },
  {
    name: '梁俊杰',
    gender: '男',
    birthday: '1999-03-08',
    degree: '本科',
    school: '广西财经学院',
    major: '物流管理',
    nativePlace: '广西玉林',
  },
  {
    name: '莫雅琪',
    gender: '女',
    birthday: '1997-07-25',
    degree: '硕士',
    school: '广西师范大学',
    major: '国际商务',
    nativePlace: '广西北海',
    work: {
      company: '北海港国际货代有限公司',
      position: '报关员',
      startDate: '2021-07-01',
      duty: '负责进出口报关单证和海关查验对接。',
    },
  },
  {
    name: '李文斌',
    gender: '男',
    birthday: '1994-12-14',
    degree: '大专',
    school: '广西机电职业技术学院',
    major: '汽车运用技术',
    nativePlace: '广西钦州',
    work: {
      company: '钦州邮政分公司',
      position: '揽投员',
      startDate: '2014-07-01',
      duty: '负责城区片区的揽收与投递。',
    },
  },
  {
    name: '罗佳怡',
    gender: '女',
    birthday: '2000-05-05',
    degree: '本科',
    school: '广西科技大学',
    major: '市场营销',
    nativePlace: '广西贵港',
  },
  {
    name: '卢海涛',
    gender: '男',
    birthday: '1992-08-21',
    degree: '本科',
    school: '广西大学',
    major: '交通运输',
    nativePlace: '广西梧州',
    work: {
      company: '梧州航运物流有限公司',
      position: '调度员',
      startDate: '2014-07-01',
      duty: '安排船运与陆运衔接，控制运输成本。',
    },
  },
  {
    name: '谢婉清',
    gender: '女',
    birthday: '1998-10-09',
    degree: '本科',
    school: '广西外国语学院',
    major: '英语',
    nativePlace: '广西防城港',
    work: {
      company: '东兴跨境贸易有限公司',
      position: '外贸业务员',
      startDate: '2020-08-01',
      duty: '对接东南亚客户订单与发货。',
    },
  },
  {
    name: '邓国栋',
    gender: '男',
    birthday: '1996-02-27',
    degree: '大专',
    school: '广西物流职业技术学院',
    major: '现代物流管理',
    nativePlace: '广西崇左',
  },
  {
    name: '潘思敏',
    gender: '女',
    birthday: '1999-12-02',
    degree: '本科',
    school: '广西医科大学',
    major: '信息管理与信息系统',
    nativePlace: '广西来宾',
    work: {
      company: '南宁数联信息有限公司',
      position: '运营助理',
      startDate: '2022-03-01',
      duty: '维护系统基础数据，整理日报。',
    },
  },
  {
    name: '甘振宇',
    gender: '男',
    birthday: '1995-04-16',
    degree: '本科',
    school: '桂林理工大学',
    major: '物流工程',
    nativePlace: '广西贺州',
    work: {
      company: '广西中邮物流有限公司',
      position: '国际物流专员',
      startDate: '2018-07-01',
      duty: '负责跨境包裹的干线交接与异常处理。',
    },
  },
]

const BACKGROUNDS: [number, number, number][] = [
  [66, 133, 214],
  [220, 60, 60],
  [245, 245, 245],
]

const phoneOf = (index: number) => `138771${String(index + 1).padStart(5, '0')}`

function resumeOf(seeker: Seeker, phone: string, photo: string): ResumeContent {
  const graduated = `${Number(seeker.birthday.slice(0, 4)) + 22}-07-01`
  return {
    basic: {
      name: seeker.name,
      gender: seeker.gender,
      birthday: seeker.birthday,
      phone,
      email: `${phone}@example.com`,
      degree: seeker.degree,
      nativePlace: seeker.nativePlace,
      politics: '群众',
      address: '广西南宁市',
      photo,
      intro: seeker.work
        ? `有${seeker.work.position}工作经验，踏实肯干。`
        : '应届毕业生，学习能力强，愿意从基层做起。',
    },
    education: [
      {
        school: seeker.school,
        major: seeker.major,
        degree: seeker.degree,
        startDate: `${Number(graduated.slice(0, 4)) - (seeker.degree === '大专' ? 3 : 4)}-09-01`,
        endDate: graduated,
      },
    ],
    work: seeker.work ? [{ ...seeker.work, endDate: '' }] : [],
    family: [],
    certificates: [],
    attachments: { files: '' },
  }
}

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
