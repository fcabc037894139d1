import { animationsSettled, PorticoProvider } from '@portico/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http as mswHttp, ws } from 'msw'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { http } from '../../api/http'
import { setLocale } from '../../i18n'
import { demoAnnouncements } from '../../mocks/fixtures'
import { noticeHandlers, noticeMock } from '../../mocks/handlers'
import { HeaderNotice } from './HeaderNotice'

function Where() {
  return <output aria-label="当前页面">{useLocation().pathname}</output>
}

const notices = noticeMock()

const meta: Meta<typeof HeaderNotice> = {
  title: 'App/Shell/NoticeBell',
  component: HeaderNotice,
  args: {
    userId: 'u1',
    token: 'demo-token',
    pathOfPage: (page) => (page === 'package/PackageInfoList' ? '/package/info' : undefined),
  },
  decorators: [
    (Story) => (
      <PorticoProvider http={http}>
        <MemoryRouter initialEntries={['/dashboard/analysis']}>
          <Routes>
            <Route
              path="*"
              element={
                <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 16, gap: 16 }}>
                  <Where />
                  <Story />
                </div>
              }
            />
          </Routes>
        </MemoryRouter>
      </PorticoProvider>
    ),
  ],
  parameters: { msw: { handlers: notices.handlers } },
  beforeEach: notices.reset,
}
export default meta
type Story = StoryObj<typeof HeaderNotice>

export const Tabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(await canvas.findByRole('button', { name: '消息通知，4 条未读' }))
    await expect(await body.findByRole('tab', { name: '通知(3)' })).toHaveAttribute('aria-selected', 'true')
    await waitFor(() => expect(body.getByText('紧急消息')).toBeVisible())
    await expect(body.getByText('重要消息')).toBeVisible()
    await expect(body.getByText('一般消息')).toBeVisible()
    await userEvent.click(body.getByRole('tab', { name: '系统消息(1)' }))
    await waitFor(() => expect(body.getByText('系统将于今晚升级')).toBeVisible())
    await animationsSettled(canvasElement.ownerDocument)
  },
}

/** A customer's user who chose English: the bell, its tabs and the priority tags in English. */
export const English: Story = {
  beforeEach: () => {
    setLocale('en')
    return () => setLocale('zh-CN')
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(await canvas.findByRole('button', { name: 'Notifications, 4 unread' }))
    await expect(await body.findByRole('tab', { name: 'Notices (3)' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await waitFor(() => expect(body.getByText('Urgent')).toBeVisible())
    await expect(body.getByText('Important')).toBeVisible()
    await expect(body.getByText('Normal')).toBeVisible()
    await expect(body.getByRole('button', { name: 'See all' })).toBeVisible()
    await userEvent.click(body.getByRole('tab', { name: 'System messages (1)' }))
    await animationsSettled(canvasElement.ownerDocument)
  },
}

export const ReadOpensTheAnnouncement: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(await canvas.findByRole('button', { name: '消息通知，4 条未读' }))
    await userEvent.click(await body.findByRole('button', { name: /双十一揽收高峰排班/ }))
    const dialog = await body.findByRole('dialog', { name: '双十一揽收高峰排班' })
    await waitFor(() => expect(within(dialog).getByText('发布人：管理员')).toBeVisible())
    await expect(within(dialog).getByText('双十一揽收高峰排班：请各站点按时处理。')).toBeVisible()
    await expect(within(dialog).queryByRole('button', { name: '去处理' })).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }))
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull())
    await expect(await canvas.findByRole('button', { name: '消息通知，3 条未读' })).toBeVisible()
    await animationsSettled(canvasElement.ownerDocument)
  },
}

export const UrlAnnouncementGoesToItsPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(await canvas.findByRole('button', { name: /消息通知/ }))
    await userEvent.click(await body.findByRole('button', { name: /海关查验新规上线/ }))
    const dialog = await body.findByRole('dialog', { name: '海关查验新规上线' })
    await userEvent.click(within(dialog).getByRole('button', { name: '去处理' }))
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(canvas.getByLabelText('当前页面')).toHaveTextContent('/isystem/user'))
    await animationsSettled(canvasElement.ownerDocument)
  },
}

export const MoreGoesToMyAnnouncements: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(await canvas.findByRole('button', { name: /消息通知/ }))
    await userEvent.click(await body.findByRole('button', { name: '查看更多' }))
    await waitFor(() => expect(canvas.getByLabelText('当前页面')).toHaveTextContent('/isps/userAnnouncement'))
    await animationsSettled(canvasElement.ownerDocument)
  },
}

let pushed = false

/** The server pushes cmd "user" over the socket; the bell reloads and shows the new announcement at once. */
export const LiveAnnouncement: Story = {
  beforeEach: () => {
    pushed = false
  },
  parameters: {
    msw: {
      handlers: (() => {
        const notices = demoAnnouncements()
        const socket = ws.link(/\/jeecg-boot\/websocket\//)
        return [
          mswHttp.get('/jeecg-boot/sys/annountCement/listByUser', () => {
            const list = pushed
              ? [
                  { ...notices.anntMsgList[2], id: 'new', titile: '新到港批次待清关', priority: 'H' },
                  ...notices.anntMsgList,
                ]
              : notices.anntMsgList
            return HttpResponse.json({
              success: true,
              code: 200,
              message: '',
              timestamp: Date.now(),
              result: { ...notices, anntMsgList: list, anntMsgTotal: list.length },
            })
          }),
          socket.addEventListener('connection', ({ client }) => {
            setTimeout(() => {
              pushed = true
              client.send(JSON.stringify({ cmd: 'user', msgId: 'new', msgTxt: '新到港批次待清关' }))
            }, 300)
          }),
        ]
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('button', { name: '消息通知，5 条未读' }, { timeout: 5000 }),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: '消息通知，5 条未读' }))
    const body = within(canvasElement.ownerDocument.body)
    await waitFor(() => expect(body.getByText('新到港批次待清关')).toBeVisible())
    await animationsSettled(canvasElement.ownerDocument)
  },
}

export const LoadFailure: Story = {
  parameters: { msw: { handlers: noticeHandlers({ failList: true }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(await canvas.findByRole('button', { name: '消息通知' }))
    await waitFor(() => expect(body.getByText('加载消息失败')).toBeVisible())
    await animationsSettled(canvasElement.ownerDocument)
  },
}
