import { Spinner } from '@fluentui/react-components'
import { animationsSettled, PorticoProvider } from '@portico/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { Suspense } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { http } from '../../api/http'
import { demoDraft, demoInterviewee } from '../../mocks/portalFixtures'
import { portalMock } from '../../mocks/portalHandlers'
import { sessionStore } from '../../session/sessionStore'
import { PortalLayout } from './layout/PortalLayout'
import { portalViews } from './portalViews'
import { unsavedDraft } from './resume/unsavedDraft'
import ZhaopinLanding from './ZhaopinLanding'

const portal = portalMock()

/** The widths the done-when walk uses: a desktop and the phone most applicants hold. */
const viewports = {
  desktop: { name: '桌面 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
  phone: { name: '手机 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
} as const

/** The portal's routes as the app declares them, opened at the story's `path`. */
function Portal({ path }: { path: string }) {
  return (
    <PorticoProvider http={http}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={<Spinner label="加载中…" />}>
          <Routes>
            <Route path="/zhaopin" element={<ZhaopinLanding />} />
            <Route element={<PortalLayout />}>
              {Object.entries(portalViews).map(([route, View]) => (
                <Route key={route} path={route} element={<View />} />
              ))}
            </Route>
          </Routes>
        </Suspense>
      </MemoryRouter>
    </PorticoProvider>
  )
}

const meta: Meta<typeof Portal> = {
  title: 'App/Portal/Pages',
  component: Portal,
  parameters: { layout: 'fullscreen', msw: { handlers: portal.handlers }, viewport: { options: viewports } },
  /** A visitor, or the demo interviewee where the story says `signedIn`; the fake server starts afresh. */
  beforeEach: ({ parameters }) => {
    portal.reset()
    sessionStore.clear()
    if (parameters.signedIn) sessionStore.signInInterviewee(demoInterviewee)
    return () => sessionStore.clear()
  },
}
export default meta
type Story = StoryObj<typeof Portal>
type Canvas = ReturnType<typeof within>

/** Waits out a panel's or dialog's opening motion. */
const shown = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible())

/** A page at `path` on a desktop; `check` is what a user sees and does there. */
function page(
  path: string,
  check: (canvas: Canvas, body: Canvas) => Promise<void>,
  { signedIn = false } = {},
): Story {
  return {
    args: { path },
    parameters: { signedIn },
    globals: { viewport: { value: 'desktop', isRotated: false } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement)
      // The page's code loads on demand, as in the app; the dev server may take a while to serve it the first time.
      await canvas.findByRole('main', undefined, { timeout: 10_000 })
      await check(canvas, within(canvasElement.ownerDocument.body))
      await animationsSettled(canvasElement.ownerDocument)
    },
  }
}

/** On how many lines an element's text is laid out: boxes that overlap vertically share a line. */
function lineCount(element: Element) {
  const range = element.ownerDocument.createRange()
  range.selectNodeContents(element)
  const boxes = [...range.getClientRects()].filter((box) => box.width > 0).sort((a, b) => a.top - b.top)
  let lines = 0
  let bottom = Number.NEGATIVE_INFINITY
  for (const box of boxes) {
    if (box.top >= bottom - 1) lines += 1
    bottom = Math.max(bottom, box.bottom)
  }
  return lines
}

/** The same page on a 375 px phone: nothing wider than the screen, and the header's menu button leads on. */
function onPhone(story: Story, { header = true } = {}): Story {
  return {
    ...story,
    globals: { viewport: { value: 'phone', isRotated: false } },
    play: async (context) => {
      await story.play?.(context)
      const view = context.canvasElement.ownerDocument.defaultView as Window
      await expect(view.matchMedia('(max-width: 767.99px)').matches).toBe(true)
      await expect(view.document.documentElement.scrollWidth).toBeLessThanOrEqual(view.innerWidth)
      if (header)
        await expect(within(context.canvasElement).getByRole('button', { name: '菜单' })).toBeVisible()
    },
  }
}

export const Landing = page('/zhaopin', async (canvas) => {
  await expect(await canvas.findByRole('heading', { name: '邮政物流 · 人才招聘' })).toBeVisible()
  await expect(canvas.getByRole('link', { name: '进入招聘门户' })).toHaveAttribute(
    'href',
    '/zhaopin/home/company',
  )
})
export const LandingOnPhone = onPhone(Landing, { header: false })

export const Company = page('/zhaopin/home/company', async (canvas) => {
  await expect(await canvas.findByRole('heading', { name: '邮政跨境物流有限公司' })).toBeVisible()
  await expect(canvas.getByRole('region', { name: '联系我们' })).toHaveTextContent('hr@example.com')
  await expect(canvas.getByRole('button', { name: '登录' })).toBeVisible()
})
export const CompanyOnPhone = onPhone(Company)

export const JobList = page('/zhaopin/home/job', async (canvas) => {
  const jobs = await canvas.findByRole('list', { name: '职位' })
  await waitFor(() => expect(within(jobs).getAllByRole('listitem')).toHaveLength(3))
  await userEvent.type(canvas.getByRole('searchbox'), '仓储')
  await waitFor(() => expect(within(jobs).getAllByRole('listitem')).toHaveLength(1))
  await expect(within(jobs).getByRole('link', { name: '仓储管理员' })).toBeVisible()
})
export const JobListOnPhone = onPhone(JobList)

export const JobDetail = page('/zhaopin/home/job?id=job-courier', async (canvas, body) => {
  await expect(await canvas.findByRole('heading', { name: '快递揽投员' })).toBeVisible()
  await expect(canvas.getByText('5000-8000元/月')).toBeVisible()
  // A visitor who applies is asked to log in first.
  await userEvent.click(canvas.getByRole('button', { name: '投递简历' }))
  await shown(await body.findByRole('dialog', { name: '登录' }))
})
export const JobDetailOnPhone = onPhone(JobDetail, { header: false })

export const Notices = page('/zhaopin/home/notice', async (canvas) => {
  await expect(await canvas.findByText('因业务发展需要', { exact: false })).toBeVisible()
  await userEvent.click(canvas.getByRole('button', { name: /关于校园招聘宣讲会的通知/ }))
  await shown(await canvas.findByText('宣讲会将于12月在广西大学举行。'))
})
export const NoticesOnPhone = onPhone(Notices)

export const Resume = page(
  '/resume',
  async (canvas) => {
    const basic = await canvas.findByRole('region', { name: '基本信息' })
    await expect(within(basic).getByRole('textbox', { name: '姓名' })).toHaveValue('李小明')
    await userEvent.type(within(basic).getByRole('textbox', { name: '籍贯' }), '广西南宁')
    // Saved after a pause in typing.
    await expect(await canvas.findByText(/草稿已保存/, undefined, { timeout: 5_000 })).toBeVisible()
  },
  { signedIn: true },
)
export const ResumeOnPhone = onPhone(Resume)

/** A change the last page could not save before a reload is kept in the browser, shown and saved on return. */
export const ResumeAfterReload: Story = {
  ...Resume,
  beforeEach: () => unsavedDraft.keep({ ...demoDraft(), basic: { name: '王小红', gender: '女' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const basic = await canvas.findByRole('region', { name: '基本信息' }, { timeout: 10_000 })
    await expect(within(basic).getByRole('textbox', { name: '姓名' })).toHaveValue('王小红')
    await expect(await canvas.findByText(/草稿已保存/, undefined, { timeout: 5_000 })).toBeVisible()
    await animationsSettled(canvasElement.ownerDocument)
  },
}

export const PersonCenter = page(
  '/zhaopin/home/person/center',
  async (canvas) => {
    await expect(await canvas.findByText('登录手机号：13600001234')).toBeVisible()
    const applications = await canvas.findByRole('table', { name: '我的投递' })
    await expect(within(applications).getByRole('row', { name: /快递揽投员.*面试/ })).toBeVisible()
    await expect(within(applications).getByRole('row', { name: /仓储管理员.*已投递/ })).toBeVisible()
    // No title, place or date wraps onto a second line, on a phone either.
    for (const cell of within(applications).getAllByRole('cell')) await expect(lineCount(cell)).toBe(1)
  },
  { signedIn: true },
)
export const PersonCenterOnPhone = onPhone(PersonCenter)

export const Mail = page(
  '/zhaopin/home/person/mail',
  async (canvas) => {
    await expect(await canvas.findByRole('button', { name: '我的消息（2条未读）' })).toBeVisible()
    await userEvent.click(await canvas.findByRole('button', { name: /面试通知/ }))
    await shown(await canvas.findByText(/已进入面试环节/))
    await expect(await canvas.findByRole('button', { name: '我的消息（1条未读）' })).toBeVisible()
  },
  { signedIn: true },
)
export const MailOnPhone = onPhone(Mail)
