import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { sessionApi } from '../../../api/sessionApi'
import { STORY_SMS_CODE, smsHandlers } from '../../../mocks/handlers'
import { withCardColumn } from '../../../mocks/storyFrames'
import { PhoneLoginForm } from './PhoneLoginForm'

const meta: Meta<typeof PhoneLoginForm> = {
  title: 'App/Login/PhoneLoginForm',
  component: PhoneLoginForm,
  args: {
    loadCaptcha: sessionApi.captcha,
    sendCode: (mobile, answer) => sessionApi.sendSms(mobile, '0', answer),
    login: (mobile: string, code: string) => sessionApi.phoneLogin(mobile, code, { signIn: false }),
    onLoggedIn: fn(),
  },
  decorators: [withCardColumn],
  parameters: { msw: { handlers: smsHandlers() } },
}
export default meta
type Story = StoryObj<typeof PhoneLoginForm>

const phone = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('textbox', { name: '手机号码', exact: true })
const code = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('textbox', { name: '验证码', exact: true })
const imageCaptcha = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('textbox', { name: '图形验证码', exact: true })

export const SignsInWithSmsCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(phone(canvas), '1381234')
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }))
    await expect((await canvas.findAllByText('请输入正确格式的手机号码!'))[0]).toBeVisible()
    await expect(phone(canvas)).toHaveAttribute('aria-invalid', 'true')

    await userEvent.clear(phone(canvas))
    await userEvent.type(phone(canvas), '13812345601')
    // No code without the image captcha; a wrong answer is refused and a new image drawn.
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }))
    await expect(await canvas.findByText('请先输入图形验证码')).toBeVisible()
    await userEvent.type(imageCaptcha(canvas), 'zzzz')
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }))
    await expect(await canvas.findByText('图形验证码错误或已过期')).toBeVisible()
    await expect(imageCaptcha(canvas)).toHaveValue('')
    await userEvent.type(imageCaptcha(canvas), 'abcd')
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }))
    // 60 seconds before another code may be sent.
    await expect(await canvas.findByRole('button', { name: '60 秒后重发' })).toBeDisabled()

    await userEvent.type(code(canvas), '000000')
    await userEvent.click(canvas.getByRole('button', { name: '登录' }))
    await expect(await canvas.findByText('手机验证码错误')).toBeVisible()
    await expect(args.onLoggedIn).not.toHaveBeenCalled()

    await userEvent.clear(code(canvas))
    await userEvent.type(code(canvas), STORY_SMS_CODE)
    await userEvent.keyboard('{Enter}')
    await waitFor(() =>
      expect(args.onLoggedIn).toHaveBeenCalledWith(expect.objectContaining({ token: 'story-token' })),
    )
  },
}

/** The server answers an unknown phone like a registered one: the countdown starts either way. */
export const UnknownPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(phone(canvas), '13912345602')
    await userEvent.type(imageCaptcha(canvas), 'abcd')
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }))
    await expect(await canvas.findByRole('button', { name: /秒后重发/ })).toBeDisabled()
  },
}

export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '登录' }))
    await expect(await canvas.findByText('请输入手机号码')).toBeVisible()
    await expect(canvas.getByText('请输入验证码')).toBeVisible()
  },
}
