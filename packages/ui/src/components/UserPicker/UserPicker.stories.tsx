import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { MOCK_USERS, pickerHandlers } from '../../mocks'
import { controlledPicker } from '../../test-support/controlledField'
import { screen, settled, withPortico } from '../../test-support/storyDecorators'
import { UserPicker } from './UserPicker'

const Controlled = controlledPicker(UserPicker, '抄送人')

const meta = {
  title: 'UI/Pickers/UserPicker',
  component: UserPicker,
  decorators: [withPortico()],
  args: { onChange: fn() },
  render: (args) => <Controlled {...args} />,
  parameters: { msw: { handlers: pickerHandlers } },
} satisfies Meta<typeof UserPicker>

export default meta
type Story = StoryObj<typeof meta>

const user = (username: string) => MOCK_USERS.find((u) => u.username === username)!
const field = (root: HTMLElement) => within(root).getByRole('textbox', { name: '抄送人' })

async function openModal(root: HTMLElement) {
  await userEvent.click(within(root).getByRole('button', { name: '选择' }))
  const dialog = await screen().findByRole('dialog', { name: '用户选择' })
  await settled(dialog)
  await within(dialog).findByText('1-5 共13条')
  return dialog
}

export const SearchPickAndToggleOff: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openModal(canvasElement)
    await expect(dialog.style.width).toBe('1200px')
    for (const title of ['姓名', '账号', '电话', '出生日期'])
      await expect(
        within(within(dialog).getByRole('table', { name: '用户选择' })).getByRole('columnheader', {
          name: title,
        }),
      ).toBeVisible()
    await userEvent.type(within(dialog).getByRole('textbox', { name: '账号' }), 'li{Enter}')
    await within(dialog).findByText('1-3 共3条')
    const box = (username: string) =>
      within(dialog).getByRole('checkbox', { name: `选择 ${user(username).realname}` })
    await userEvent.click(box('lina'))
    await userEvent.click(box('liuyang'))
    await userEvent.click(box('lina'))
    await expect(
      within(within(dialog).getByRole('region', { name: '已选用户' })).getByText('刘洋'),
    ).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await expect(args.onChange).toHaveBeenCalledWith('liuyang', [user('liuyang')])
    await waitFor(() => expect(field(canvasElement)).toHaveValue('刘洋'))
  },
}

export const ShowsStoredUsernames: Story = {
  args: { value: 'zhangwei,lina' },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(field(canvasElement)).toHaveValue('张伟,李娜'))
    await userEvent.click(within(canvasElement).getByRole('button', { name: '清空' }))
    await expect(args.onChange).toHaveBeenCalledWith('', [])
    await expect(field(canvasElement)).toHaveValue('')
  },
}

export const ReturnsIds: Story = {
  args: { returnId: true, multiple: false },
  play: async ({ canvasElement, args }) => {
    const dialog = await openModal(canvasElement)
    await userEvent.click(within(dialog).getByRole('radio', { name: '选择 王芳' }))
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await expect(args.onChange).toHaveBeenCalledWith(user('wangfang').id, [user('wangfang')])
  },
}
