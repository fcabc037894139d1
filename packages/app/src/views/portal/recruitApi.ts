import type {
  City,
  CompanyProfile,
  Envelope,
  IntervieweeLoginResult,
  Page,
  RecruitApplication,
  RecruitJob,
  RecruitMessage,
  RecruitNotice,
  ResumeContent,
  ResumeSection,
} from '@portico/contract'
import { http } from '../../api/http'
import { appConfig } from '../../config'
import { sessionStore } from '../../session/sessionStore'

/** A reply's result, or the reply itself thrown so forms can show its message. */
async function resultOf<T>(reply: Promise<Envelope<T>>): Promise<T> {
  const envelope = await reply
  if (!envelope.success) throw envelope
  return envelope.result as T
}

async function messageOf(reply: Promise<Envelope<unknown>>): Promise<string> {
  const envelope = await reply
  if (!envelope.success) throw envelope
  return envelope.message
}

export interface AnnouncementSummary {
  id: string
  titile: string
  sender: string | null
  sendTime: string | null
  msgAbstract: string | null
  priority: string
}

export interface AnnouncementDetail extends AnnouncementSummary {
  msgContent: string | null
}

export interface PasswordForm {
  password: string
  confirmPassword: string
}

const I = '/recruit/interviewee'

/** The 19 `/recruit/*` calls of spec §7 and the few the portal adds (draft, detail pages, company). */
export const recruitApi = {
  company: () => resultOf(http.get<CompanyProfile>('/recruit/company/info')),
  provinces: () => resultOf(http.get<City[]>('/recruit/job/provinceList')),
  cities: (provinceId = '20') => resultOf(http.get<City[]>('/recruit/job/cityList', { provinceId })),
  orgTree: () => resultOf(http.get<{ id: string; title: string }[]>('/recruit/org/listOrgTree')),
  jobs: (query: {
    pageNo: number
    pageSize: number
    provinceId?: string
    cityId?: string
    jobName?: string
  }) => resultOf(http.post<Page<RecruitJob>>('/recruit/job/list', query)),
  job: (id: string) => resultOf(http.get<RecruitJob>('/recruit/job/detail', { id })),
  notices: (pageNo: number, pageSize = 10) =>
    resultOf(http.get<Page<RecruitNotice>>('/recruit/job/noticeList', { pageNo, pageSize })),
  announcements: (pageNo: number, pageSize = 10) =>
    resultOf(http.get<Page<AnnouncementSummary>>('/recruit/anno/list', { pageNo, pageSize })),
  announcement: (id: string) => resultOf(http.get<AnnouncementDetail>('/recruit/anno/detail', { id })),

  captcha: (key: string) => http.post<string>(`${I}/getCaptcha`, { key }),
  sendCode: (body: { phone: string; captcha: string; checkKey: string; type: 'register' | 'reset' }) =>
    messageOf(http.post(`${I}/sendCaptcha`, body)),
  register: (body: { phone: string; smsCode: string } & PasswordForm) =>
    messageOf(http.post(`${I}/register`, body)),
  /** Spec §4: success is code 200; anything else rejects with the server's reply. */
  async login(phone: string, password: string) {
    const reply = await http.post<IntervieweeLoginResult>(`${I}/login/V2`, {
      phone,
      loginAccount: phone,
      password,
    })
    if (Number(reply.code) !== 200 || !reply.result) throw reply
    sessionStore.signInInterviewee(reply.result)
    return reply.result
  },
  async logout() {
    try {
      await http.post(`${I}/logout`)
    } finally {
      sessionStore.clear()
    }
  },
  resetPassword: (body: { phone: string; smsCode: string } & PasswordForm) =>
    messageOf(http.post(`${I}/resetPassword`, body)),
  updatePassword: (body: { oldPassword: string } & PasswordForm) =>
    messageOf(http.post(`${I}/updatePassword`, body)),
  sendCodeByInterviewee: (type: 'old' | 'new', phone?: string) =>
    messageOf(http.post(`${I}/sendCaptchaByInterviewee`, { type, phone })),
  oldPhoneValid: (smsCode: string) => messageOf(http.post(`${I}/oldPhoneValid`, { smsCode })),
  async newPhoneValid(phone: string, smsCode: string) {
    const message = await messageOf(http.post(`${I}/newPhoneValid`, { phone, smsCode }))
    sessionStore.setIntervieweePhone(phone)
    return message
  },

  template: () => resultOf(http.post<ResumeSection[]>('/recruit/resume/getResumeTemplate')),
  draft: () =>
    resultOf(http.get<{ content: ResumeContent; updateTime: string | null }>('/recruit/resume/draft')),
  saveDraft: (content: ResumeContent) =>
    resultOf(http.post<{ updateTime: string }>('/recruit/resume/draft', { content })),
  /** Whether the résumé may go to the job; rejects with the reason when not. */
  async checkSubmit(jobId: string) {
    const reply = await http.post<boolean>('/recruit/resume/checkSubmit', { jobId })
    if (!reply.success || reply.result !== true) throw reply
    return true
  },
  submit: (jobId: string) => resultOf(http.post<string>('/recruit/resume/submitResume', { jobId })),
  applications: () => resultOf(http.post<RecruitApplication[]>('/recruit/resume/list')),

  unreadCount: () => resultOf(http.post<number>('/recruit/message/count')),
  messages: (pageNo: number, pageSize = 10) =>
    resultOf(http.post<Page<RecruitMessage>>('/recruit/message/list', { pageNo, pageSize })),
  readMessage: (id: string) => messageOf(http.post('/recruit/message/readMsg', { id })),
}

export const RESUME_UPLOAD_ACTION = `${appConfig.apiBaseUrl}/recruit/resume/file/upload`
