import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { sessionApi } from '../../../api/sessionApi'
import { sessionHandlers } from '../../../mocks/handlers'
import { withCardColumn } from '../../../mocks/storyFrames'
import { LoginForm } from './LoginForm'

const meta: Meta<typeof LoginForm> = {
  title: 'App/Login/LoginForm',
  component: LoginForm,
  args: { loadCaptcha: sessionApi.captcha, login: sessionApi.login, onLoggedIn: fn() },
  decorators: [withCardColumn],
  parameters: { msw: { handlers: sessionHandlers({ captcha: 'abcd' }) } },
}
export default meta
type Story = StoryObj<typeof LoginForm>

async function fillIn(canvasElement: HTMLElement, captcha: string) {
  const canvas = within(canvasElement)
  await expect(await canvas.findByRole('img', { name: '验证码' })).toBeVisible()
  await userEvent.type(canvas.getByRole('textbox', { name: '用户名' }), 'admin')
  await userEvent.type(canvas.getByLabelText(/^密码/, { selector: 'input' }), '123456')
  await userEvent.type(canvas.getByRole('textbox', { name: '验证码' }), captcha)
  await userEvent.click(canvas.getByRole('button', { name: '登录' }))
  return canvas
}

export const SignsIn: Story = {
  play: async ({ canvasElement, args }) => {
    await fillIn(canvasElement, 'ABCD')
    await waitFor(() =>
      expect(args.onLoggedIn).toHaveBeenCalledWith(expect.objectContaining({ token: 'story-token' })),
    )
  },
}

export const WrongCaptcha: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await fillIn(canvasElement, 'zzzz')
    await expect(await canvas.findByText('验证码错误')).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: '验证码' })).toHaveValue('')
    await expect(args.onLoggedIn).not.toHaveBeenCalled()
  },
}

export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '登录' }))
    await expect(await canvas.findByText('请输入用户名')).toBeVisible()
    await expect(canvas.getByText('请输入密码')).toBeVisible()
    await expect(canvas.getByText('请输入验证码')).toBeVisible()
  },
}
