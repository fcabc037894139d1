import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { STORY_SMS_CODE, smsHandlers } from '../../../mocks/handlers'
import { withUserPage } from '../../../mocks/storyFrames'
import RegisterPage from './RegisterPage'
import RegisterResultPage from './RegisterResultPage'

const meta: Meta<typeof RegisterPage> = {
  title: 'App/Login/RegisterPage',
  component: RegisterPage,
  decorators: [withUserPage('/user/register', { '/user/register-result': <RegisterResultPage /> })],
  parameters: { msw: { handlers: smsHandlers({ takenUsername: 'admin' }) } },
}
export default meta
type Story = StoryObj<typeof RegisterPage>

type Canvas = ReturnType<typeof within>
const box = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name, exact: true })
/** Password inputs have no textbox role. */
const secret = (canvas: Canvas, name: string) =>
  canvas.getByLabelText(new RegExp(`^${name}\\s*\\*?$`), { selector: 'input' })

async function fill(canvas: Canvas, values: { username: string; phone: string; code: string }) {
  await userEvent.type(box(canvas, '用户账号'), values.username)
  await userEvent.type(secret(canvas, '密码'), 'Reg2026!')
  await userEvent.type(secret(canvas, '确认密码'), 'Reg2026!')
  await userEvent.type(box(canvas, '手机号码'), values.phone)
  await userEvent.type(box(canvas, '图形验证码'), 'abcd')
  await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }))
  await canvas.findByRole('button', { name: /秒后重发/ })
  await userEvent.type(box(canvas, '验证码'), values.code)
  await userEvent.click(canvas.getByRole('button', { name: '注册' }))
}

export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '注册' }))
    for (const message of ['请输入用户账号', '请输入密码', '请确认密码', '请输入手机号码', '请输入验证码'])
      await expect(await canvas.findByText(message)).toBeVisible()

    await userEvent.type(box(canvas, '用户账号'), 'a')
    await userEvent.type(secret(canvas, '密码'), '12345')
    await userEvent.type(secret(canvas, '确认密码'), '123456')
    await userEvent.type(box(canvas, '电子邮件'), 'not-an-email')
    await userEvent.type(box(canvas, '手机号码'), '1381234')
    await userEvent.click(canvas.getByRole('button', { name: '注册' }))
    await expect(await canvas.findByText('账号为2到32位字母、数字或_.@-')).toBeVisible()
    await expect(canvas.getByText('密码至少8位')).toBeVisible()
    await expect(canvas.getByText('两次输入的密码不一样！')).toBeVisible()
    await expect(canvas.getByText('请输入正确格式的电子邮件!')).toBeVisible()
    await expect(canvas.getByText('请输入正确格式的手机号码!')).toBeVisible()
  },
}

export const PhoneAlreadyRegistered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas, { username: 'newcomer', phone: '13812345601', code: STORY_SMS_CODE })
    await expect(await canvas.findByText('该手机号已注册')).toBeVisible()
  },
}

export const UsernameTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas, { username: 'admin', phone: '15912345678', code: STORY_SMS_CODE })
    await expect(await canvas.findByText('用户名已注册')).toBeVisible()
  },
}

export const Registers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas, { username: 'newbie', phone: '15912345678', code: STORY_SMS_CODE })
    await expect(await canvas.findByRole('heading', { name: '你的账户：newbie 注册成功' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: '使用新账户登录' })).toBeEnabled()
  },
}
