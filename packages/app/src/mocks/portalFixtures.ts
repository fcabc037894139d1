import type {
  CompanyProfile,
  IntervieweeLoginResult,
  RecruitApplication,
  RecruitJob,
  RecruitMessage,
  RecruitNotice,
  ResumeContent,
} from '@portico/contract'
import type { AnnouncementDetail } from '../views/portal/recruitApi'

/** The recruitment portal's demo data for stories: the company, its jobs, notices, and one interviewee's records. */
export const demoCompany: CompanyProfile = {
  name: '邮政跨境物流有限公司',
  introduction:
    '<p>我们是服务跨境电商的邮政物流企业，业务覆盖揽收、仓储、干线运输、国际报关与末端投递。</p><p>欢迎有志于物流事业的你加入我们！</p>',
  address: '广西壮族自治区南宁市青秀区民族大道100号',
  phone: '0771-1234567',
  email: 'hr@example.com',
  website: 'https://www.example.com',
}

export const demoProvinces = [
  { id: '20', name: '广西壮族自治区' },
  { id: '19', name: '广东省' },
]

export const demoCities: Record<string, { id: string; name: string }[]> = {
  '20': [
    { id: '2001', name: '南宁市' },
    { id: '2005', name: '北海市' },
  ],
  '19': [{ id: '1901', name: '广州市' }],
}

const job = (id: string, jobName: string, cityId: string, cityName: string, extra: Partial<RecruitJob>) => ({
  id,
  jobName,
  departId: 'd1',
  departName: '总部运营部',
  provinceId: cityId.slice(0, 2),
  cityId,
  cityName,
  headcount: 2,
  salary: null,
  education: '大专',
  requirements: `<p>${jobName}：认真负责，具备良好的沟通能力。</p>`,
  status: '1',
  publishTime: '2026-11-20 09:00:00',
  createTime: '2026-11-20 09:00:00',
  ...extra,
})

export const demoJobs: RecruitJob[] = [
  job('job-courier', '快递揽投员', '2001', '南宁市', {
    headcount: 20,
    salary: '5000-8000元/月',
    education: '高中',
    requirements: '<p>负责辖区内快件的揽收与投递；能吃苦耐劳，持有C1驾照者优先。</p>',
  }),
  job('job-warehouse', '仓储管理员', '2001', '南宁市', { headcount: 5, salary: '4500-6500元/月' }),
  job('job-customs', '国际物流专员', '2005', '北海市', {
    departName: '海外仓储部-洛杉矶仓',
    headcount: 3,
    salary: '7000-10000元/月',
    education: '本科',
  }),
  job('job-service', '客户服务代表', '1901', '广州市', { headcount: 8, salary: '4000-6000元/月' }),
]

export const demoNotices: RecruitNotice[] = [
  {
    id: 'notice-2026',
    title: '2026年度社会招聘公告',
    content: '<p>因业务发展需要，现面向社会公开招聘快递揽投、仓储、客服等岗位人员。</p>',
    status: '1',
    publishTime: '2026-11-18 10:00:00',
    createTime: '2026-11-18 10:00:00',
  },
  {
    id: 'notice-campus',
    title: '关于校园招聘宣讲会的通知',
    content: '<p>宣讲会将于12月在广西大学举行。</p>',
    status: '1',
    publishTime: '2026-11-10 10:00:00',
    createTime: '2026-11-10 10:00:00',
  },
]

export const demoPortalAnnouncements: AnnouncementDetail[] = [
  {
    id: 'anno-online',
    titile: '招聘门户上线通知',
    sender: 'admin',
    sendTime: '2026-11-15 09:00:00',
    msgAbstract: '招聘门户上线通知',
    priority: 'M',
    msgContent: '<p>人才招聘门户正式上线，求职者可在线注册、填写简历并投递职位。</p>',
  },
  {
    id: 'anno-holiday',
    titile: '端午节假期招聘工作安排',
    sender: 'admin',
    sendTime: '2026-06-01 09:00:00',
    msgAbstract: '端午节假期招聘工作安排',
    priority: 'L',
    msgContent: '<p>假期期间简历照常接收，面试顺延。</p>',
  },
]

export const demoInterviewee: IntervieweeLoginResult = {
  id: 'iv-1',
  token: 'interviewee-story-token',
  loginAccount: '13600001234',
  phone: '13600001234',
}

export const demoApplications: RecruitApplication[] = [
  {
    id: 'app-1',
    jobId: 'job-courier',
    jobName: '快递揽投员',
    cityName: '南宁市',
    status: 'interview',
    statusText: '面试',
    createTime: '2026-11-21 14:30:00',
    updateTime: '2026-11-23 09:00:00',
  },
  {
    id: 'app-2',
    jobId: 'job-warehouse',
    jobName: '仓储管理员',
    cityName: '南宁市',
    status: 'submitted',
    statusText: '已投递',
    createTime: '2026-11-22 10:00:00',
    updateTime: null,
  },
]

export const demoMessages = (): RecruitMessage[] => [
  {
    id: 'msg-interview',
    title: '面试通知',
    content: '您投递的「快递揽投员」职位已进入面试环节，请留意电话与短信通知，按时参加面试。',
    readFlag: '0',
    createTime: '2026-11-23 09:00:00',
  },
  {
    id: 'msg-passed',
    title: '简历筛选通过',
    content: '恭喜！您投递的「快递揽投员」职位已通过简历筛选，我们将尽快与您联系。',
    readFlag: '0',
    createTime: '2026-11-22 16:00:00',
  },
  {
    id: 'msg-submitted',
    title: '简历投递成功',
    content: '您已成功投递「快递揽投员」职位，请耐心等待筛选结果。',
    readFlag: '1',
    createTime: '2026-11-21 14:30:00',
  },
]

/** A résumé half filled in: the basic information without a photo, no education yet. */
export const demoDraft = (): ResumeContent => ({
  basic: { name: '李小明', gender: '男', phone: '13600001234' },
  education: [],
  work: [],
  family: [],
  certificates: [],
  attachments: {},
})
