import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { thirdLoginHandlers } from '../../../mocks/handlers'
import { withUserPage } from '../../../mocks/storyFrames'
import { sessionStore } from '../../../session/sessionStore'
import { ThirdPartyLoginPage } from './ExternalLoginPage'

const landing = (token: string) => `/user/third-login?token=${token}&thirdType=wechat_enterprise`
const others = { '/dashboard/analysis': <p>首页</p>, '/user/login': <p>登录页</p> }

const meta: Meta<typeof ThirdPartyLoginPage> = {
  title: 'App/Login/ThirdPartyLoginPage',
  component: ThirdPartyLoginPage,
  beforeEach: () => () => sessionStore.clear(),
  parameters: { msw: { handlers: thirdLoginHandlers() } },
}
export default meta
type Story = StoryObj<typeof ThirdPartyLoginPage>

export const SignsIn: Story = {
  decorators: [withUserPage(landing('good-token'), others)],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('首页')).toBeVisible()
    await waitFor(() => expect(sessionStore.snapshot().kind).toBe('staff'))
    // Spec §4: a third-party login is kept 7 days.
    const stored = JSON.parse(localStorage.getItem('pro__Access-Token') ?? 'null') as { expire: number }
    await expect(stored.expire - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000)
  },
}

export const RefusedToken: Story = {
  decorators: [withUserPage(landing('used-token'), others)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('登录凭证无效或已过期')).toBeVisible()
    await expect(sessionStore.snapshot().kind).toBe('none')
    await userEvent.click(canvas.getByRole('button', { name: '返回登录' }))
    await expect(await canvas.findByText('登录页')).toBeVisible()
  },
}
