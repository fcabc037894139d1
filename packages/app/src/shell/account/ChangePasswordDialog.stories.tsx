import { animationsSettled } from '@portico/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { setLocale } from '../../i18n'
import { accountHandlers } from '../../mocks/handlers'
import { withAppHttp } from '../../mocks/storyFrames'
import { ChangePasswordDialog } from './ChangePasswordDialog'

function Harness({ onClose }: { onClose: () => void }) {
  const [username, setUsername] = useState<string | null>('admin')
  return (
    <ChangePasswordDialog
      username={username}
      onClose={() => {
        setUsername(null)
        onClose()
      }}
    />
  )
}

const meta: Meta<typeof Harness> = {
  title: 'App/Shell/ChangePasswordDialog',
  component: Harness,
  args: { onClose: fn() },
  decorators: [withAppHttp],
  parameters: { msw: { handlers: accountHandlers() } },
}
export default meta
type Story = StoryObj<typeof Harness>

// Required labels end with a "*" that is not part of the accessible name.
/** The dialog, once it has finished opening (clicks during its entrance do not reach its buttons). */
async function openDialog(canvasElement: HTMLElement) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '修改密码' })
  await waitFor(() => expect(dialog).toBeVisible())
  await animationsSettled(canvasElement.ownerDocument)
  return dialog
}

const field = (dialog: HTMLElement, name: string) =>
  within(dialog).getByLabelText(new RegExp(`^${name}\\s*\\*?$`))

export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement)
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await expect(await within(dialog).findByText('请输入旧密码!')).toBeVisible()
    await expect(await within(dialog).findByText('请输入新密码!')).toBeVisible()
    await expect(await within(dialog).findByText('请确认新密码!')).toBeVisible()
    await animationsSettled(canvasElement.ownerDocument)
  },
}

/** A customer's user who chose English: the dialog, its fields and its messages in English. */
export const English: Story = {
  beforeEach: () => {
    setLocale('en')
    return () => setLocale('zh-CN')
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole('dialog', { name: 'Change password' })
    await waitFor(() => expect(dialog).toBeVisible())
    await animationsSettled(canvasElement.ownerDocument)
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    await expect(await within(dialog).findByText('Enter your current password')).toBeVisible()
    await expect(within(dialog).getByText('Enter a new password')).toBeVisible()
    await userEvent.type(field(dialog, 'New password'), 'abc12345')
    await userEvent.type(field(dialog, 'Confirm new password'), 'abc12346')
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    await expect(await within(dialog).findByText('The two passwords differ')).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible()
    await animationsSettled(canvasElement.ownerDocument)
  },
}

export const ConfirmationMustMatch: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement)
    await userEvent.type(field(dialog, '旧密码'), '123456')
    await userEvent.type(field(dialog, '新密码'), 'abc12345')
    await userEvent.type(field(dialog, '确认新密码'), 'abc12346')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await expect(await within(dialog).findByText('两次输入的密码不一样！')).toBeVisible()
    await animationsSettled(canvasElement.ownerDocument)
  },
}

export const WrongOldPasswordWarns: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await openDialog(canvasElement)
    await userEvent.type(field(dialog, '旧密码'), 'nope00')
    await userEvent.type(field(dialog, '新密码'), 'abc12345')
    await userEvent.type(field(dialog, '确认新密码'), 'abc12345')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(body.getByText('旧密码输入错误')).toBeVisible())
    await expect(args.onClose).not.toHaveBeenCalled()
    await expect(body.getByRole('dialog', { name: '修改密码' })).toBeVisible()
    await animationsSettled(canvasElement.ownerDocument)
  },
}

export const SuccessCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await openDialog(canvasElement)
    await userEvent.type(field(dialog, '旧密码'), '123456')
    await userEvent.type(field(dialog, '新密码'), 'abc12345')
    await userEvent.type(field(dialog, '确认新密码'), 'abc12345{Enter}')
    await waitFor(() => expect(body.getByText('密码修改成功！')).toBeVisible())
    await waitFor(() => expect(args.onClose).toHaveBeenCalled())
    await waitFor(() => expect(body.queryByRole('dialog', { name: '修改密码' })).toBeNull())
    await animationsSettled(canvasElement.ownerDocument)
  },
}
