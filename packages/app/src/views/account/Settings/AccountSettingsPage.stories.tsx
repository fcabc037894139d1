import { animationsSettled, PorticoProvider } from '@portico/ui'
import { createUploadGate, staticFileHandler } from '@portico/upload/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http as mock } from 'msw'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { http } from '../../../api/http'
import { setLocale } from '../../../i18n'
import { chineseTextIn } from '../../../mocks/chineseText'
import { demoLogin } from '../../../mocks/fixtures'
import { accountHandlers, selfEditHandlers } from '../../../mocks/handlers'
import { sessionStore } from '../../../session/sessionStore'
import AccountSettingsPage from './AccountSettingsPage'

const meta: Meta<typeof AccountSettingsPage> = {
  title: 'App/Account/AccountSettingsPage',
  component: AccountSettingsPage,
  // The pages read the signed-in user; the session is removed again after each story.
  beforeEach: () => {
    sessionStore.signInStaff({ ...demoLogin, userInfo: { ...demoLogin.userInfo, phone: '15912345678' } })
    return () => sessionStore.clear()
  },
  decorators: [
    (Story, context) => (
      <PorticoProvider http={http}>
        <MemoryRouter initialEntries={[context.parameters.path ?? '/account/settings/base']}>
          <Routes>
            <Route path="/account/settings/:section" element={<Story />} />
          </Routes>
        </MemoryRouter>
      </PorticoProvider>
    ),
  ],
  parameters: { msw: { handlers: [...selfEditHandlers(), ...accountHandlers()] } },
}
export default meta
type Story = StoryObj<typeof AccountSettingsPage>

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

export const BaseInfo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = within(canvas.getByRole('form', { name: '基本设置' }))
    const name = form.getByRole('textbox', { name: '用户姓名' })
    await expect(name).toHaveValue('管理员')
    await userEvent.clear(name)
    await userEvent.click(form.getByRole('button', { name: '更新基本信息' }))
    await expect(await form.findByText('请输入用户名称!')).toBeVisible()
    await userEvent.type(name, '王管理{Enter}')
    const toast = await body(canvasElement).findByText('基本信息已更新', { selector: '.fui-ToastTitle' })
    await waitFor(() => expect(toast).toBeVisible())
    await waitFor(() => expect(sessionStore.snapshot().userInfo?.realname).toBe('王管理'))
    await animationsSettled(canvasElement.ownerDocument)
  },
}

export const BindingRefusedByServer: Story = {
  parameters: { path: '/account/settings/binding' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('tab', { name: '账户绑定' })).toHaveAttribute('aria-selected', 'true')
    const form = within(canvas.getByRole('form', { name: '账户绑定' }))
    const phone = form.getByRole('textbox', { name: '手机号码' })
    await expect(phone).toHaveValue('15912345678')
    await userEvent.clear(phone)
    await userEvent.type(phone, '13812345601')
    await userEvent.click(form.getByRole('button', { name: '保存绑定' }))
    await expect(await form.findByText('手机号已存在')).toBeVisible()
  },
}

export const Security: Story = {
  parameters: { path: '/account/settings/security' },
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole('form', { name: '修改密码' }))
    await userEvent.click(form.getByRole('button', { name: '修改密码' }))
    await expect(await form.findByText('请输入旧密码!')).toBeVisible()
    await expect(form.getByText('请输入新密码!')).toBeVisible()
    await expect(form.getByText('请确认新密码!')).toBeVisible()
    const secret = (label: string) =>
      form.getByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector: 'input' })
    await userEvent.type(secret('旧密码'), 'wrong')
    await userEvent.type(secret('新密码'), 'New2026!')
    await userEvent.type(secret('确认新密码'), 'New2026!')
    await userEvent.click(form.getByRole('button', { name: '修改密码' }))
    await expect(await form.findByText('旧密码输入错误')).toBeVisible()
  },
}

export const Notifications: Story = {
  parameters: { path: '/account/settings/notification' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('status')).toHaveTextContent('未读通知 2 条，未读系统消息 1 条')
    await expect(canvas.getByRole('link', { name: '我的消息' })).toBeVisible()
  },
}

export const Custom: Story = {
  parameters: { path: '/account/settings/custom' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const multipage = canvas.getByRole('switch', { name: '多页签模式' })
    const before = (multipage as HTMLInputElement).checked
    await userEvent.click(multipage)
    await expect(multipage).toHaveProperty('checked', !before)
    await userEvent.click(multipage)
    await expect(multipage).toHaveProperty('checked', before)
  },
}

const avatarGate = createUploadGate()
/** editSelf bodies the mock server received, newest last. */
const selfEdits: Record<string, unknown>[] = []
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
)

/** 保存头像 pressed while the new picture is uploading: it waits, then saves the new path. */
export const AvatarWaitsForUpload: Story = {
  parameters: {
    path: '/account/settings/avatar',
    msw: {
      handlers: [
        mock.put('/jeecg-boot/sys/user/editSelf', async ({ request }) => {
          const change = (await request.json()) as Record<string, unknown>
          selfEdits.push(change)
          return HttpResponse.json({
            success: true,
            code: 200,
            message: '修改成功!',
            result: { ...demoLogin.userInfo, ...change },
          })
        }),
        avatarGate.handler,
        staticFileHandler(),
        ...accountHandlers(),
      ],
    },
  },
  beforeEach: () => {
    avatarGate.reset()
    selfEdits.length = 0
  },
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole('form', { name: '个人头像' }))
    const zone = within(form.getByRole('group', { name: '头像上传' }))
    await userEvent.upload(zone.getByTestId('file-input'), new File([PNG], 'me.png', { type: 'image/png' }))
    const save = form.getByRole('button', { name: '保存头像' })
    await expect(await form.findByText('文件上传中，请稍候')).toBeVisible()
    await expect(save).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(save)
    await expect(selfEdits).toEqual([])

    avatarGate.open()
    await expect(await form.findByRole('img', { name: 'me.png 缩略图' })).toBeVisible()
    await waitFor(() => expect(save).not.toHaveAttribute('aria-disabled'))
    await userEvent.click(save)
    const toast = await body(canvasElement).findByText('头像已更新', { selector: '.fui-ToastTitle' })
    await waitFor(() => expect(toast).toBeVisible())
    await expect(selfEdits).toEqual([{ avatar: 'avatar/me_1700000000000.png' }])
    await animationsSettled(canvasElement.ownerDocument)
  },
}

/** A customer's user who chose English: the section names, the basic settings' fields, messages and success in English. */
export const English: Story = {
  beforeEach: () => {
    setLocale('en')
    return () => setLocale('zh-CN')
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = within(await canvas.findByRole('form', { name: 'Basic settings' }))
    for (const tab of ['Profile picture', 'Security', 'Phone and e-mail', 'Personalisation', 'New messages'])
      await expect(canvas.getByRole('tab', { name: tab })).toBeVisible()
    const name = form.getByRole('textbox', { name: 'Name' })
    await userEvent.clear(name)
    await userEvent.click(form.getByRole('button', { name: 'Update basic information' }))
    await expect(await form.findByText('Enter your name')).toBeVisible()
    await userEvent.type(form.getByRole('textbox', { name: 'Landline' }), 'abc')
    await userEvent.click(form.getByRole('button', { name: 'Update basic information' }))
    await expect(await form.findByText('Enter a valid landline number')).toBeVisible()
    await expect(chineseTextIn(canvasElement)).toEqual([])
    await userEvent.click(form.getByRole('combobox', { name: 'Sex' }))
    await expect(await body(canvasElement).findByRole('option', { name: 'Female' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await userEvent.clear(form.getByRole('textbox', { name: 'Landline' }))
    await userEvent.type(name, 'Wang{Enter}')
    const toast = await body(canvasElement).findByText('Basic information updated', {
      selector: '.fui-ToastTitle',
    })
    await waitFor(() => expect(toast).toBeVisible())
    await animationsSettled(canvasElement.ownerDocument)
  },
}

/** English 账户绑定: its hint, the phone's format message and the save button. */
export const BindingEnglish: Story = {
  parameters: { path: '/account/settings/binding' },
  beforeEach: () => {
    setLocale('en')
    return () => setLocale('zh-CN')
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = within(await canvas.findByRole('form', { name: 'Phone and e-mail' }))
    const phone = form.getByRole('textbox', { name: 'Mobile phone' })
    await userEvent.clear(phone)
    await userEvent.type(phone, '123')
    await userEvent.type(form.getByRole('textbox', { name: 'E-mail' }), 'nope')
    await userEvent.click(form.getByRole('button', { name: 'Save' }))
    await expect(await form.findByText('Enter a valid mobile phone number')).toBeVisible()
    await expect(form.getByText('Enter a valid e-mail address')).toBeVisible()
    await expect(canvas.getByText(/Leave a field empty to unbind it/)).toBeVisible()
    await expect(chineseTextIn(canvasElement)).toEqual([])
  },
}

/** English 个性化: the choices, the theme colours and the switches. */
export const CustomEnglish: Story = {
  parameters: { path: '/account/settings/custom' },
  beforeEach: () => {
    setLocale('en')
    return () => setLocale('zh-CN')
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // Fluent draws its own switch and radios over hidden inputs: the inputs are found by their English names.
    await expect(await canvas.findByRole('switch', { name: 'Tabs for open pages' })).toBeEnabled()
    await expect(canvas.getByRole('switch', { name: 'Colour-blind mode' })).toBeEnabled()
    await expect(canvas.getByRole('radiogroup', { name: 'Menu position' })).toBeVisible()
    await expect(canvas.getByRole('radio', { name: 'Dark menu' })).toBeEnabled()
    await expect(canvas.getByRole('radio', { name: 'Daybreak blue (default)' })).toBeEnabled()
    await expect(chineseTextIn(canvasElement)).toEqual([])
  },
}

/** English 新消息通知: the unread counts and where to read them. */
export const NotificationsEnglish: Story = {
  parameters: { path: '/account/settings/notification' },
  beforeEach: () => {
    setLocale('en')
    return () => setLocale('zh-CN')
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      '2 unread notices, 1 unread system messages.',
    )
    await expect(canvas.getByRole('link', { name: 'My messages' })).toBeVisible()
    await expect(chineseTextIn(canvasElement)).toEqual([])
  },
}

/** English 个人头像: the upload zone and the save button. */
export const AvatarEnglish: Story = {
  parameters: { path: '/account/settings/avatar' },
  beforeEach: () => {
    setLocale('en')
    return () => setLocale('zh-CN')
  },
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Profile picture' }))
    await expect(form.getByRole('group', { name: 'Upload a profile picture' })).toBeVisible()
    await expect(form.getByRole('button', { name: 'Save picture' })).toBeVisible()
    await expect(within(canvasElement).getByRole('heading', { name: 'Profile picture' })).toBeVisible()
  },
}
