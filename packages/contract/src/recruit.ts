import { EMAIL_PATTERN, MOBILE_PATTERN } from './validation'

/** Reply of POST /recruit/interviewee/login/V2 (spec §3 Login result, interviewee). */
export interface IntervieweeLoginResult {
  id: string
  token: string
  loginAccount: string
  phone: string
}

export interface RecruitJob {
  id: string
  jobName: string
  departId: string | null
  departName: string | null
  provinceId: string
  cityId: string
  cityName: string
  headcount: number
  salary: string | null
  education: string | null
  /** Sanitised HTML. */
  requirements: string | null
  /** 0 draft, 1 published, 2 closed. */
  status: string
  publishTime: string | null
  createTime: string | null
}

export const JOB_STATUS_TEXT: Record<string, string> = { '0': '草稿', '1': '招聘中', '2': '已关闭' }

export interface RecruitNotice {
  id: string
  title: string
  /** Sanitised HTML. */
  content: string
  /** 0 draft, 1 published. */
  status: string
  publishTime: string | null
  createTime: string | null
}

export interface CompanyProfile {
  name: string
  /** Sanitised HTML. */
  introduction: string
  address: string
  phone: string
  email: string
  website: string
}

export interface City {
  id: string
  name: string
}

export interface Province extends City {
  cities: City[]
}

/** Application states and the moves staff may make (已投递 → 筛选通过 / 不合适 → 面试 → 录用 / 未录用). */
export const APPLICATION_STATUS = {
  submitted: '已投递',
  passed: '筛选通过',
  rejected: '不合适',
  interview: '面试',
  hired: '录用',
  declined: '未录用',
} as const
export type ApplicationStatus = keyof typeof APPLICATION_STATUS

export const APPLICATION_MOVES: Record<ApplicationStatus, ApplicationStatus[]> = {
  submitted: ['passed', 'rejected'],
  passed: ['interview', 'rejected'],
  interview: ['hired', 'declined'],
  rejected: [],
  hired: [],
  declined: [],
}

/** The message a status change sends by default; `{job}` is replaced with the job name. */
export const APPLICATION_MESSAGE_TEMPLATES: Record<ApplicationStatus, { title: string; content: string }> = {
  submitted: { title: '简历投递成功', content: '您已成功投递「{job}」职位，请耐心等待筛选结果。' },
  passed: {
    title: '简历筛选通过',
    content: '恭喜！您投递的「{job}」职位已通过简历筛选，我们将尽快与您联系。',
  },
  rejected: { title: '简历筛选结果', content: '感谢您投递「{job}」职位，很遗憾您的简历暂不符合岗位要求。' },
  interview: {
    title: '面试通知',
    content: '您投递的「{job}」职位已进入面试环节，请留意电话与短信通知，按时参加面试。',
  },
  hired: { title: '录用通知', content: '恭喜您被「{job}」职位录用！人事部门将与您联系办理入职手续。' },
  declined: { title: '面试结果', content: '感谢您参加「{job}」职位的面试，很遗憾本次未能录用。' },
}

/**
 * The SMS a status change sends to the interviewee's account phone (the portal promises progress by 站内消息和短信);
 * `{job}` is replaced with the job name. Every status a move can reach has one.
 */
export const APPLICATION_SMS_TEMPLATES: Record<Exclude<ApplicationStatus, 'submitted'>, string> = {
  passed: '【人才招聘】您投递的「{job}」职位已通过简历筛选，请登录招聘平台查看详情。',
  rejected: '【人才招聘】感谢您投递「{job}」职位，很遗憾您的简历暂不符合岗位要求，期待下次合作。',
  interview: '【人才招聘】您投递的「{job}」职位已进入面试环节，请登录招聘平台查看面试安排并保持电话畅通。',
  hired: '【人才招聘】恭喜您被「{job}」职位录用！人事部门将尽快与您联系办理入职手续。',
  declined: '【人才招聘】感谢您参加「{job}」职位的面试，很遗憾本次未能录用，期待下次合作。',
}

export function fillTemplate(text: string, job: string): string {
  return text.replaceAll('{job}', job)
}

/** One of the interviewee's applications (POST /recruit/resume/list). */
export interface RecruitApplication {
  id: string
  jobId: string
  jobName: string
  cityName: string
  status: ApplicationStatus
  statusText: string
  createTime: string | null
  updateTime: string | null
}

export interface RecruitMessage {
  id: string
  title: string
  content: string
  /** 0 unread, 1 read. */
  readFlag: string
  createTime: string | null
}

export interface SmsOutboxEntry {
  id: string
  mobile: string
  content: string
  createTime: string | null
}

// ---- the résumé form, driven by the template (POST /recruit/resume/getResumeTemplate) ----

export type ResumeFieldType = 'text' | 'textarea' | 'select' | 'date' | 'image' | 'file'

export interface ResumeField {
  key: string
  label: string
  type: ResumeFieldType
  required?: boolean
  options?: string[]
  maxLength?: number
  /** `m` mobile, `e` e-mail (spec §5 pattern codes). */
  pattern?: 'm' | 'e'
}

export interface ResumeSection {
  key: string
  title: string
  /** A list of rows (education, work…) rather than one record. */
  multiple: boolean
  /** Rows a complete résumé needs (multiple sections). */
  minRows?: number
  fields: ResumeField[]
}

export type ResumeRow = Record<string, string>
export type ResumeContent = Record<string, ResumeRow | ResumeRow[]>

export const RESUME_MAX_ROWS = 20
export const RESUME_TEXT_MAX = 100
export const RESUME_LONG_TEXT_MAX = 2000
/** Photo and each attachment. */
export const RESUME_PHOTO_MAX_BYTES = 2 * 1024 * 1024
export const RESUME_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024
export const RESUME_MAX_ATTACHMENTS = 5
export const RESUME_ATTACHMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png'] as const

const DEGREES = ['高中', '中专', '大专', '本科', '硕士', '博士']

export const RESUME_TEMPLATE: ResumeSection[] = [
  {
    key: 'basic',
    title: '基本信息',
    multiple: false,
    fields: [
      { key: 'name', label: '姓名', type: 'text', required: true, maxLength: 30 },
      { key: 'gender', label: '性别', type: 'select', required: true, options: ['男', '女'] },
      { key: 'birthday', label: '出生日期', type: 'date', required: true },
      { key: 'phone', label: '联系电话', type: 'text', required: true, pattern: 'm' },
      { key: 'email', label: '电子邮箱', type: 'text', pattern: 'e', maxLength: 60 },
      { key: 'degree', label: '最高学历', type: 'select', required: true, options: DEGREES },
      { key: 'nativePlace', label: '籍贯', type: 'text', maxLength: 50 },
      {
        key: 'politics',
        label: '政治面貌',
        type: 'select',
        options: ['中共党员', '共青团员', '民主党派', '群众'],
      },
      { key: 'address', label: '现居住地', type: 'text', maxLength: 100 },
      { key: 'photo', label: '照片', type: 'image', required: true },
      { key: 'intro', label: '自我评价', type: 'textarea', maxLength: RESUME_LONG_TEXT_MAX },
    ],
  },
  {
    key: 'education',
    title: '教育经历',
    multiple: true,
    minRows: 1,
    fields: [
      { key: 'school', label: '学校', type: 'text', required: true, maxLength: 60 },
      { key: 'major', label: '专业', type: 'text', required: true, maxLength: 60 },
      { key: 'degree', label: '学历', type: 'select', required: true, options: DEGREES },
      { key: 'startDate', label: '开始时间', type: 'date', required: true },
      { key: 'endDate', label: '结束时间', type: 'date' },
    ],
  },
  {
    key: 'work',
    title: '工作经历',
    multiple: true,
    fields: [
      { key: 'company', label: '工作单位', type: 'text', required: true, maxLength: 60 },
      { key: 'position', label: '职位', type: 'text', required: true, maxLength: 60 },
      { key: 'startDate', label: '开始时间', type: 'date', required: true },
      { key: 'endDate', label: '结束时间', type: 'date' },
      { key: 'duty', label: '工作内容', type: 'textarea', maxLength: RESUME_LONG_TEXT_MAX },
    ],
  },
  {
    key: 'family',
    title: '家庭成员',
    multiple: true,
    fields: [
      { key: 'name', label: '姓名', type: 'text', required: true, maxLength: 30 },
      { key: 'relation', label: '关系', type: 'text', required: true, maxLength: 20 },
      { key: 'company', label: '工作单位', type: 'text', maxLength: 60 },
      { key: 'phone', label: '联系电话', type: 'text', pattern: 'm' },
    ],
  },
  {
    key: 'certificates',
    title: '资格证书',
    multiple: true,
    fields: [
      { key: 'name', label: '证书名称', type: 'text', required: true, maxLength: 60 },
      { key: 'issuer', label: '发证机构', type: 'text', maxLength: 60 },
      { key: 'date', label: '获得时间', type: 'date' },
    ],
  },
  {
    key: 'attachments',
    title: '附件',
    multiple: false,
    fields: [{ key: 'files', label: '附件简历', type: 'file' }],
  },
]

const DATE = /^\d{4}-\d{2}-\d{2}$/

/** Why one value is not acceptable, or undefined; empty values are left to `required`. */
export function resumeValueProblem(field: ResumeField, value: string): string | undefined {
  if (value === '') return undefined
  const max = field.maxLength ?? (field.type === 'image' || field.type === 'file' ? 1000 : RESUME_TEXT_MAX)
  if (value.length > max) return `${field.label}最多${max}个字符`
  if (field.type === 'date' && !DATE.test(value)) return `${field.label}格式应为YYYY-MM-DD`
  if (field.type === 'select' && field.options && !field.options.includes(value))
    return `${field.label}的取值不正确`
  if (field.pattern === 'm' && !MOBILE_PATTERN.test(value)) return `${field.label}不是正确的手机号码`
  if (field.pattern === 'e' && !EMAIL_PATTERN.test(value)) return `${field.label}不是正确的电子邮箱`
  return undefined
}

function rowsOf(content: ResumeContent, section: ResumeSection): ResumeRow[] {
  const value = content[section.key]
  if (section.multiple) return Array.isArray(value) ? value : []
  return value && !Array.isArray(value) ? [value] : [{}]
}

/** Everything that keeps a résumé from being submitted, in form order (checkSubmit's first message). */
export function resumeProblems(content: ResumeContent, template = RESUME_TEMPLATE): string[] {
  const problems: string[] = []
  for (const section of template) {
    const rows = rowsOf(content, section)
    if (section.multiple && rows.length < (section.minRows ?? 0))
      problems.push(`请填写${section.title}（至少${section.minRows}条）`)
    rows.forEach((row, index) => {
      const where = section.multiple ? `${section.title}第${index + 1}条：` : `${section.title}：`
      for (const field of section.fields) {
        const value = (row[field.key] ?? '').trim()
        if (field.required && value === '') problems.push(`${where}请填写${field.label}`)
        const problem = resumeValueProblem(field, value)
        if (problem) problems.push(`${where}${problem}`)
      }
    })
  }
  return problems
}
