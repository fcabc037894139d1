import { RESUME_TEMPLATE, type ResumeContent } from '@portico/contract'
import { http } from 'msw'
import { captchaImage } from './fixtures'
import { api, fail, ok } from './handlers'
import {
  demoApplications,
  demoCities,
  demoCompany,
  demoDraft,
  demoJobs,
  demoMessages,
  demoNotices,
  demoPortalAnnouncements,
  demoProvinces,
} from './portalFixtures'

const R = '/recruit'

function pageOf<T>(records: T[], pageNo: number, pageSize: number) {
  const size = pageSize || 10
  const current = pageNo || 1
  return {
    records: records.slice((current - 1) * size, current * size),
    total: records.length,
    size,
    current,
    pages: Math.ceil(records.length / size),
  }
}

const paging = (url: URL) => [
  Number(url.searchParams.get('pageNo')),
  Number(url.searchParams.get('pageSize')),
]
const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ')

/**
 * The recruitment portal's calls for stories, with the demo company, jobs, notices and one interviewee: the draft
 * keeps what is saved, reading a message lowers the unread count. `reset` starts a story from the demo data again.
 */
export function portalMock() {
  let draft = demoDraft()
  let draftTime: string | null = null
  let messages = demoMessages()
  const handlers = [
    http.get(api(`${R}/company/info`), () => ok(demoCompany)),
    http.get(api(`${R}/job/provinceList`), () => ok(demoProvinces)),
    http.get(api(`${R}/job/cityList`), ({ request }) =>
      ok(demoCities[new URL(request.url).searchParams.get('provinceId') ?? '20'] ?? []),
    ),
    http.post(api(`${R}/job/list`), async ({ request }) => {
      const query = (await request.json()) as Record<string, string | number | undefined>
      const jobs = demoJobs.filter(
        (job) =>
          (!query.provinceId || job.provinceId === query.provinceId) &&
          (!query.cityId || job.cityId === query.cityId) &&
          (!query.jobName || job.jobName.includes(String(query.jobName))),
      )
      return ok(pageOf(jobs, Number(query.pageNo), Number(query.pageSize)))
    }),
    http.get(api(`${R}/job/detail`), ({ request }) => {
      const job = demoJobs.find((j) => j.id === new URL(request.url).searchParams.get('id'))
      return job ? ok(job) : fail(404, '职位不存在或已关闭')
    }),
    http.get(api(`${R}/job/noticeList`), ({ request }) =>
      ok(pageOf(demoNotices, ...(paging(new URL(request.url)) as [number, number]))),
    ),
    http.get(api(`${R}/anno/list`), ({ request }) =>
      ok(pageOf(demoPortalAnnouncements, ...(paging(new URL(request.url)) as [number, number]))),
    ),
    http.get(api(`${R}/anno/detail`), ({ request }) => {
      const anno = demoPortalAnnouncements.find((a) => a.id === new URL(request.url).searchParams.get('id'))
      return anno ? ok(anno) : fail(404, '公告不存在或已撤销')
    }),
    http.post(api(`${R}/interviewee/getCaptcha`), () => ok(captchaImage)),

    http.post(api(`${R}/resume/getResumeTemplate`), () => ok(RESUME_TEMPLATE)),
    http.get(api(`${R}/resume/draft`), () => ok({ content: draft, updateTime: draftTime })),
    http.post(api(`${R}/resume/draft`), async ({ request }) => {
      draft = ((await request.json()) as { content: ResumeContent }).content
      draftTime = now()
      return ok({ updateTime: draftTime }, '草稿已保存')
    }),
    http.post(api(`${R}/resume/list`), () => ok(demoApplications)),

    http.post(api(`${R}/message/count`), () => ok(messages.filter((m) => m.readFlag === '0').length)),
    http.post(api(`${R}/message/list`), async ({ request }) => {
      const { pageNo, pageSize } = (await request.json()) as { pageNo: number; pageSize: number }
      return ok(pageOf(messages, pageNo, pageSize))
    }),
    http.post(api(`${R}/message/readMsg`), async ({ request }) => {
      const { id } = (await request.json()) as { id: string }
      messages = messages.map((m) => (m.id === id ? { ...m, readFlag: '1' } : m))
      return ok(null)
    }),
  ]
  return {
    handlers,
    reset() {
      draft = demoDraft()
      draftTime = null
      messages = demoMessages()
    },
  }
}
