import { count } from 'drizzle-orm'
import { seedId } from '../../services/shared/ids'
import type { Db } from '../client'
import { recruitCompany, recruitJob, recruitNotice, sysAnnouncement } from '../schema'

const depart = (orgCode: string) => seedId(`depart:${orgCode}`)

const JOBS: {
  name: string
  depart: string
  city: string
  headcount: number
  salary: string
  education: string
  text: string
}[] = [
  {
    name: '快递揽投员',
    depart: 'A01',
    city: '2001',
    headcount: 20,
    salary: '5000-8000元/月',
    education: '高中',
    text: '负责辖区内快件的揽收与投递；能吃苦耐劳，持有C1驾照者优先。',
  },
  {
    name: '仓储管理员',
    depart: 'A02',
    city: '2001',
    headcount: 5,
    salary: '4500-6500元/月',
    education: '大专',
    text: '负责仓库入库、出库、盘点，熟练使用办公软件，有仓储经验者优先。',
  },
  {
    name: '国际物流专员',
    depart: 'A02A01',
    city: '2005',
    headcount: 3,
    salary: '7000-10000元/月',
    education: '本科',
    text: '负责跨境包裹的报关、清关与单证处理；英语四级及以上。',
  },
  {
    name: '客户服务代表',
    depart: 'A01',
    city: '2002',
    headcount: 8,
    salary: '4000-6000元/月',
    education: '大专',
    text: '受理客户咨询与投诉，普通话标准，具备良好的沟通能力。',
  },
  {
    name: '运输调度员',
    depart: 'A01',
    city: '2003',
    headcount: 2,
    salary: '6000-9000元/月',
    education: '大专',
    text: '负责车辆与线路的调度，熟悉广西区内道路交通者优先。',
  },
  {
    name: '数据分析师',
    depart: 'A01',
    city: '2001',
    headcount: 1,
    salary: '9000-14000元/月',
    education: '本科',
    text: '负责物流运营数据分析与报表，熟练使用SQL与Excel。',
  },
]

const NOTICES = [
  {
    title: '2026年度社会招聘公告',
    content:
      '<p>因业务发展需要，现面向社会公开招聘快递揽投、仓储、客服等岗位人员。</p><p>报名方式：在本网站注册并填写简历后投递相应职位。</p>',
  },
  {
    title: '关于校园招聘宣讲会的通知',
    content: '<p>我司将于近期在广西大学、广西民族大学举办校园招聘宣讲会，欢迎应届毕业生参加。</p>',
  },
  {
    title: '应聘须知',
    content:
      '<p>1. 应聘者须如实填写简历信息；</p><p>2. 同一职位只能投递一次；</p><p>3. 面试通知将通过站内消息与短信发送，请留意查收。</p>',
  },
]

const INTRODUCTION =
  '<p>我们是服务跨境电商的邮政物流企业，业务覆盖揽收、仓储、干线运输、国际报关与末端投递。</p>' +
  '<p>公司秉承“人民邮政为人民”的宗旨，为员工提供完善的培训体系、五险一金和广阔的职业发展空间。</p>' +
  '<p>欢迎有志于物流事业的你加入我们！</p>'

const PORTAL_ANNOUNCEMENTS = [
  {
    titile: '招聘门户上线通知',
    msgContent: '<p>人才招聘门户正式上线，求职者可在线注册、填写简历并投递职位。</p>',
    priority: 'M',
  },
  {
    titile: '端午节假期招聘工作安排',
    msgContent: '<p>假期期间简历投递不受影响，面试安排将顺延至节后，请留意站内消息。</p>',
    priority: 'L',
  },
]

/** Demo jobs, notices, portal announcements and the company profile of the portal, on a database that has none. */
export async function seedRecruitDemo(db: Db, now: Date): Promise<void> {
  await db
    .insert(recruitCompany)
    .values({
      id: 'company',
      name: '邮政跨境物流有限公司',
      introduction: INTRODUCTION,
      address: '广西壮族自治区南宁市青秀区民族大道100号',
      // Contact details are the company's own: staff enter them in 公司信息 (no made-up numbers on the portal).
      phone: '',
      email: '',
      website: '',
      updateTime: now,
    })
    .onConflictDoNothing()
  const [jobs] = await db.select({ n: count() }).from(recruitJob)
  if (Number(jobs?.n ?? 0) === 0) {
    await db.insert(recruitJob).values(
      JOBS.map((job, index) => ({
        id: seedId(`recruit-job:${index}`),
        jobName: job.name,
        departId: depart(job.depart),
        provinceId: '20',
        cityId: job.city,
        headcount: job.headcount,
        salary: job.salary,
        education: job.education,
        requirements: `<p>${job.text}</p>`,
        status: '1',
        // Newest first on the portal: keep the declared order.
        publishTime: new Date(now.getTime() - index * 60_000),
        createBy: 'admin',
        createTime: now,
        updateTime: now,
      })),
    )
  }
  await db
    .insert(sysAnnouncement)
    .values(
      PORTAL_ANNOUNCEMENTS.map((annt, index) => ({
        id: seedId(`recruit-announcement:${index}`),
        ...annt,
        sender: 'admin',
        msgCategory: '1',
        msgType: 'ALL',
        sendStatus: '1',
        sendTime: new Date(now.getTime() - index * 86_400_000),
        busType: 'portal',
        msgAbstract: annt.titile,
        createBy: 'admin',
        createTime: now,
      })),
    )
    .onConflictDoNothing()
  const [notices] = await db.select({ n: count() }).from(recruitNotice)
  if (Number(notices?.n ?? 0) === 0) {
    await db.insert(recruitNotice).values(
      NOTICES.map((notice, index) => ({
        id: seedId(`recruit-notice:${index}`),
        ...notice,
        status: '1',
        publishTime: new Date(now.getTime() - index * 3600_000),
        createTime: now,
        updateTime: now,
      })),
    )
  }
}
