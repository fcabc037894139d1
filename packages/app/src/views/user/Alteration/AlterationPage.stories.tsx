import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { STORY_SMS_CODE, smsHandlers } from '../../../mocks/handlers'
import { withUserPage } from '../../../mocks/storyFrames'
import AlterationPage from './AlterationPage'

const meta: Meta<typeof AlterationPage> = {
  title: 'App/Login/AlterationPage',
  component: AlterationPage,
  decorators: [withUserPage('/user/alteration', { '/user/login': <p>登录页</p> })],
  parameters: { msw: { handlers: smsHandlers() } },
}
export default meta
type Story = StoryObj<typeof AlterationPage>

type Canvas = ReturnType<typeof within>
const box = (canvas: Canvas, name: string) => canvas.getByRole('textbox', { name, exact: true })
const secret = (canvas: Canvas, name: string) =>
  canvas.getByLabelText(new RegExp(`^${name}\\s*\\*?$`), { selector: 'input' })
const currentStep = (canvasElement: HTMLElement) => canvasElement.querySelector('[aria-current="step"]')

export const FourSteps: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(currentStep(canvasElement)).toHaveTextContent('确认账号')
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }))
    await expect(await canvas.findByText('请输入用户账号')).toBeVisible()
    await userEvent.type(box(canvas, '用户账号'), 'zhangwei{Enter}')

    await expect(currentStep(canvasElement)).toHaveTextContent('安全验证')
    await userEvent.type(box(canvas, '手机号码'), '13812345601')
    await userEvent.type(box(canvas, '图形验证码'), 'abcd')
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }))
    await expect(await canvas.findByRole('button', { name: '60 秒后重发' })).toBeDisabled()
    await userEvent.type(box(canvas, '验证码'), '111111')
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }))
    await expect(await canvas.findByText('手机验证码错误')).toBeVisible()
    await expect(currentStep(canvasElement)).toHaveTextContent('安全验证')
    await userEvent.clear(box(canvas, '验证码'))
    await userEvent.type(box(canvas, '验证码'), STORY_SMS_CODE)
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }))

    await expect(await canvas.findByText(/设置新密码/, { selector: '[aria-current="step"]' })).toBeVisible()
    await userEvent.type(secret(canvas, '新密码'), 'New2026!')
    await userEvent.type(secret(canvas, '确认新密码'), 'New2026?')
    await userEvent.click(canvas.getByRole('button', { name: '提交' }))
    await expect(await canvas.findByText('两次输入的密码不一样！')).toBeVisible()
    await userEvent.clear(secret(canvas, '确认新密码'))
    await userEvent.type(secret(canvas, '确认新密码'), 'New2026!')
    await userEvent.click(canvas.getByRole('button', { name: '提交' }))

    await expect(await canvas.findByRole('status')).toHaveTextContent('账号 zhangwei 的密码已重置')
    await expect(currentStep(canvasElement)).toHaveTextContent('完成')
    await userEvent.click(canvas.getByRole('button', { name: '返回登录' }))
    await expect(await canvas.findByText('登录页')).toBeVisible()
  },
}

export const PhoneOfAnotherAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(box(canvas, '用户账号'), 'lina{Enter}')
    await userEvent.type(await canvas.findByRole('textbox', { name: '手机号码' }), '13812345601')
    await userEvent.type(box(canvas, '图形验证码'), 'abcd')
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }))
    await canvas.findByRole('button', { name: /秒后重发/ })
    await userEvent.type(box(canvas, '验证码'), STORY_SMS_CODE)
    await userEvent.click(canvas.getByRole('button', { name: '下一步' }))
    await expect(await canvas.findByText('手机号与账号不匹配')).toBeVisible()
  },
}
