import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { axeViolations } from './support/axe'
import { openPortalLogin, portalLogIn, registerInterviewee } from './support/portal'
import { apiSession } from './support/session'
import { expectLooksAsBefore, fixTheClock } from './support/visual'
import { NOT_BUILT_TEXT, watchProblems } from './support/walk'

/** A page of spec §2 and what shows that it opened: its main heading (or the dialog it opens) and some content. */
interface Stop {
  path: string
  heading?: string
  dialog?: string
  shows?: string
}

/** Set PORTAL_SHOTS to a folder to keep a full-page screenshot of every stop. */
const shotsDir = process.env.PORTAL_SHOTS

/** The portal's pages, with the ids of a real job, notice and announcement the server publishes. */
async function portalStops(request: APIRequestContext, baseURL: string) {
  const get = async <T>(call: Promise<{ json(): Promise<unknown> }>) =>
    ((await (await call).json()) as { result: T }).result
  const api = `${baseURL}/jeecg-boot/recruit`
  const [company, jobs, notices, annos] = await Promise.all([
    get<{ name: string }>(request.get(`${api}/company/info`)),
    get<{ records: { id: string; jobName: string }[] }>(
      request.post(`${api}/job/list`, { data: { pageNo: 1, pageSize: 1 } }),
    ),
    get<{ records: { title: string }[] }>(request.get(`${api}/job/noticeList`)),
    get<{ records: { id: string; titile: string }[] }>(request.get(`${api}/anno/list`)),
  ])
  const [job] = jobs.records
  const [notice] = notices.records
  const [anno] = annos.records
  expect(job && notice && anno, 'the seed publishes a job, a notice and an announcement').toBeTruthy()
  const browsing: Stop[] = [
    { path: '/zhaopin', heading: '邮政物流 · 人才招聘' },
    { path: '/zhaopin/home', heading: company.name, shows: '联系我们' },
    { path: '/zhaopin/home/company', heading: company.name, shows: '公司简介' },
    { path: '/zhaopin/home/job', heading: '职位列表', shows: job.jobName },
    { path: `/zhaopin/home/job?id=${job.id}`, heading: job.jobName, shows: '岗位要求' },
    { path: '/zhaopin/home/notice', heading: '招聘公告', shows: notice.title },
    { path: '/zhaopin/home/anno/list', heading: '通知公告', shows: anno.titile },
    { path: `/zhaopin/home/anno/detail?id=${anno.id}`, heading: anno.titile },
  ]
  const visitor: Stop[] = [
    ...browsing,
    { path: '/zhaopin/home/person/mail', heading: '我的消息', shows: '登录后即可查看招聘进展通知。' },
    { path: '/privacy', heading: '隐私政策', shows: '我们收集的信息' },
    { path: '/zhaopin/home/company?dialog=login', dialog: '登录', shows: '忘记密码' },
    { path: '/zhaopin/home/company?dialog=register', dialog: '注册', shows: '获取验证码' },
    { path: '/zhaopin/home/company?dialog=forgot', dialog: '忘记密码', shows: '获取验证码' },
  ]
  // Signed in, the public pages show what visitors see under the interviewee's header: the walk takes the landing, the
  // company page and a job on the way to applying; the others stay open to the interviewee (spec §2 guards).
  const [landing, , companyPage, , jobPage] = browsing as [Stop, Stop, Stop, Stop, Stop]
  const interviewee: Stop[] = [
    landing,
    companyPage,
    jobPage,
    { path: '/zhaopin/home/person/mail', heading: '我的消息', shows: '暂无消息' },
    { path: '/zhaopin/home/person/center', heading: '个人中心', shows: '您还没有投递任何职位' },
    { path: '/resume', heading: '基本信息', shows: '填写内容会自动保存为草稿' },
    { path: `/submitResume?jobId=${job.id}`, heading: '投递简历', shows: '请先填写简历' },
    { path: `/resumeConfirm?jobId=${job.id}`, heading: '确认简历', shows: job.jobName },
    { path: `/resumeSuccess?jobId=${job.id}`, heading: '投递成功', shows: job.jobName },
    { path: '/zhaopin/home/person/center?dialog=password', dialog: '修改密码', shows: '旧密码' },
    { path: '/zhaopin/home/person/center?dialog=phone', dialog: '更换手机号', shows: '获取验证码' },
    { path: '/zhaopin/home/person/center?dialog=logout', dialog: '退出登录', shows: '确定要退出登录吗？' },
  ]
  return { visitor, interviewee, publicPaths: browsing.map((stop) => stop.path.split('?')[0] as string) }
}

/** Opens a page: typed into the address bar the first time, then through the app's router, as its links do. */
async function open(page: Page, url: string) {
  if (!page.url().includes('/recruit-app/')) {
    await page.goto(url)
    return
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, url)
}

/**
 * Opens each stop as a user would and collects what is wrong with it: a page error, a failed call, a "not built"
 * notice, a missing heading or content, the URL guarded away, a link to a page the user may not open (one that is
 * neither a stop nor in `elsewhere`), on a phone a page wider than the screen, and on a desktop what axe-core finds
 * (one width is enough for it); and whether the page looks as its screenshot baseline.
 */
async function walk(page: Page, stops: Stop[], label: string, elsewhere: string[] = []) {
  const watch = watchProblems(page)
  const mayOpen = new Set([...stops.map((stop) => stop.path.split('?')[0]), ...elsewhere])
  const phone = (page.viewportSize()?.width ?? 0) < 768
  for (const [index, stop] of stops.entries()) {
    const current = `${label} ${stop.path}`
    watch.at(current)
    await open(page, `/recruit-app${stop.path}`)
    const opened = stop.dialog
      ? page.getByRole('dialog', { name: stop.dialog })
      : page.getByRole('heading', { name: stop.heading, exact: true })
    await expect.soft(opened, current).toBeVisible()
    if (stop.shows) await expect.soft(page.getByText(stop.shows).first(), current).toBeVisible()
    await watch.quiet()
    const seen = await page.evaluate(
      (notBuilt) => ({
        path: window.location.pathname,
        notBuilt: (document.body.textContent ?? '').includes(notBuilt),
        overflow: document.documentElement.scrollWidth - window.innerWidth,
        links: [...document.querySelectorAll('a[href^="/recruit-app/"]')].map(
          (link) => new URL((link as HTMLAnchorElement).href).pathname,
        ),
      }),
      NOT_BUILT_TEXT,
    )
    const wanted = `/recruit-app${stop.path.split('?')[0]}`
    if (seen.path !== wanted && stop.path !== '/zhaopin/home')
      watch.problems.push(`${current}: sent to ${seen.path}`)
    if (seen.notBuilt) watch.problems.push(`${current}: says not built`)
    for (const link of new Set(seen.links.map((to) => to.replace('/recruit-app', ''))))
      if (!mayOpen.has(link)) watch.problems.push(`${current}: links to ${link}`)
    if (seen.overflow > 0) watch.problems.push(`${current}: ${seen.overflow}px wider than the screen`)
    if (!phone)
      for (const violation of await axeViolations(page)) watch.problems.push(`${current}: ${violation}`)
    // Named without the record ids in the address.
    await expectLooksAsBefore(page, `portal ${label} ${stop.path.replace(/(id|Id)=[^&]+/g, '$1')}`)
    if (shotsDir) {
      mkdirSync(shotsDir, { recursive: true })
      const name = `${label.replace(/\W+/g, '-')}-${String(index).padStart(2, '0')}.png`
      await page.screenshot({ path: path.join(shotsDir, name), fullPage: true })
    }
    if (stop.dialog) await page.keyboard.press('Escape')
  }
  // The header leads on: a tab bar on a desktop, a menu button on a phone.
  const navigation = phone
    ? page.getByRole('button', { name: '菜单' })
    : page.getByRole('navigation', { name: '门户导航' })
  await expect.soft(navigation, `${label}: the header's navigation`).toBeVisible()
  return watch.problems
}

for (const [width, height] of [
  [1440, 900],
  [375, 812],
] as const) {
  test.describe(`the recruitment portal at ${width} px`, () => {
    test.use({ viewport: { width, height } })
    test.beforeEach(({ page }) => fixTheClock(page))

    test('a visitor opens every public page', async ({ page, request, baseURL }) => {
      const { visitor } = await portalStops(request, baseURL as string)
      expect(await walk(page, visitor, `visitor ${width}px`, ['/user/login'])).toEqual([])
    })

    test('an interviewee opens their pages after logging in', async ({ page, request, baseURL }) => {
      // The login page loads while the account is made.
      const [admin, { interviewee, publicPaths }] = await Promise.all([
        apiSession(request, baseURL as string, 'admin', '123456'),
        portalStops(request, baseURL as string),
        openPortalLogin(page),
      ])
      await portalLogIn(page, await registerInterviewee(request, baseURL as string, admin))
      expect(await walk(page, interviewee, `interviewee ${width}px`, publicPaths)).toEqual([])
    })
  })
}
