import { animationsSettled, PorticoProvider } from '@portico/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { http } from '../../api/http'
import { demoLogin, demoPermissions } from '../../mocks/fixtures'
import { sessionHandlers } from '../../mocks/handlers'
import { sessionStore } from '../../session/sessionStore'
import { BasicLayout } from './BasicLayout'

function signedIn() {
  sessionStore.signInStaff(demoLogin)
  sessionStore.setPermissions(demoPermissions)
  return {}
}

const meta: Meta<typeof BasicLayout> = {
  title: 'App/Layout/BasicLayout',
  component: BasicLayout,
  loaders: [signedIn],
  decorators: [
    (Story, context) => (
      <PorticoProvider http={http}>
        <MemoryRouter initialEntries={[context.parameters.path ?? '/isystem/user']}>
          <Routes>
            <Route element={<Story />}>
              <Route path="*" element={<p>页面内容</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </PorticoProvider>
    ),
  ],
  parameters: { layout: 'fullscreen', msw: { handlers: sessionHandlers() } },
}
export default meta
type Story = StoryObj<typeof BasicLayout>

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const systemMenu = await canvas.findByRole('button', { name: '系统管理', expanded: true })
    await waitFor(() => expect(systemMenu).toBeVisible())
    await expect(canvas.getByRole('button', { name: '包裹管理', expanded: false })).toBeVisible()
    await expect(canvas.getByRole('navigation', { name: '面包屑' })).toHaveTextContent('首页系统管理用户管理')
    await expect(canvas.getByRole('tab', { name: '首页' })).toBeVisible()
    await expect(canvas.getByRole('tab', { name: '用户管理' })).toBeVisible()
    await expect(canvas.getByText('页面内容')).toBeVisible()
    await animationsSettled(canvasElement.ownerDocument)
  },
}

export const LogoutAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: '用户菜单：管理员' }))
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(await body.findByRole('menuitem', { name: '退出登录' }))
    const question = await body.findByText('真的要注销登录吗 ?')
    await waitFor(() => expect(question).toBeVisible())
    await animationsSettled(canvasElement.ownerDocument)
  },
}

export const ClosesATabByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const tab = await canvas.findByRole('tab', { name: '用户管理' })
    tab.focus()
    await userEvent.keyboard('{Delete}')
    await expect(canvas.queryByRole('tab', { name: '用户管理' })).toBeNull()
    await expect(canvas.getByRole('tab', { name: '首页' })).toHaveAttribute('aria-selected', 'true')
    // The menu's selection colour transitions to 首页; let it finish before the accessibility check.
    await animationsSettled(canvasElement.ownerDocument)
  },
}

export const ClosesATab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByTitle('关闭 用户管理'))
    await expect(canvas.queryByRole('tab', { name: '用户管理' })).toBeNull()
    await animationsSettled(canvasElement.ownerDocument)
  },
}
