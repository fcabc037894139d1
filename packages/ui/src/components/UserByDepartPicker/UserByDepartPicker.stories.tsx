import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { MOCK_USERS, pickerFailureHandler, pickerHandlers } from '../../mocks'
import { controlledPicker } from '../../test-support/controlledField'
import { screen, settled, visible, withPortico } from '../../test-support/storyDecorators'
import { UserByDepartPicker } from './UserByDepartPicker'

const Controlled = controlledPicker(UserByDepartPicker, '负责人')

const meta = {
  title: 'UI/Pickers/UserByDepartPicker',
  component: UserByDepartPicker,
  decorators: [withPortico()],
  args: { onChange: fn() },
  render: (args) => <Controlled {...args} />,
  parameters: { msw: { handlers: pickerHandlers } },
} satisfies Meta<typeof UserByDepartPicker>

export default meta
type Story = StoryObj<typeof meta>

const user = (username: string) => MOCK_USERS.find((u) => u.username === username)!
const field = (root: HTMLElement) => within(root).getByRole('textbox', { name: '负责人' })

async function openModal(root: HTMLElement) {
  await userEvent.click(within(root).getByRole('button', { name: '选择用户' }))
  const dialog = await screen().findByRole('dialog', { name: '根据部门选择用户' })
  await settled(dialog)
  await within(dialog).findByText('1-10 共13条')
  return dialog
}

const box = (dialog: HTMLElement, username: string) =>
  within(dialog).getByRole('checkbox', { name: `选择 ${username}` })
const departRadio = (dialog: HTMLElement, title: string) => {
  const tree = within(dialog).getByRole('tree', { name: '组织机构' })
  const item = within(tree)
    .getAllByRole('treeitem')
    .find((el) => el.querySelector('.fui-TreeItemLayout__main')?.textContent === title)
  // The item's own radio comes first; a branch also holds its children's.
  const radio = item?.querySelector<HTMLInputElement>('.fui-TreeItemLayout input[type="radio"]')
  if (!radio) throw new Error(`no department ${title}`)
  return radio
}

export const PickByDepartment: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(field(canvasElement)).toHaveAttribute('placeholder', '请先选择用户')
    const dialog = await openModal(canvasElement)
    await expect(dialog.style.width).toBe('1250px')
    for (const title of ['用户账号', '用户姓名', '性别', '手机', '生日', '部门'])
      await expect(within(dialog).getByRole('columnheader', { name: title })).toBeVisible()
    // A department (and those under it) narrows the list.
    await userEvent.click(await waitFor(() => departRadio(dialog, '海外仓储部')))
    await within(dialog).findByText('1-7 共7条')
    await expect(within(dialog).queryByText('zhangwei')).not.toBeInTheDocument()
    const lina = within(dialog).getByText('lina').closest('tr') as HTMLElement
    await expect(within(lina).getByText('女')).toBeVisible()
    await expect(within(lina).getByText('洛杉矶仓')).toBeVisible()
    await userEvent.type(within(dialog).getByRole('textbox', { name: '用户姓名' }), '李{Enter}')
    await within(dialog).findByText('1-1 共1条')
    await userEvent.click(box(dialog, 'lina'))
    // 重置 clears the search and the department, not the choice.
    await userEvent.click(within(dialog).getByRole('button', { name: '重置' }))
    await within(dialog).findByText('1-10 共13条')
    await expect(departRadio(dialog, '海外仓储部')).not.toBeChecked()
    await userEvent.click(within(dialog).getByText('zhangwei').closest('tr') as HTMLElement)
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await expect(args.onChange).toHaveBeenCalledWith('lina,zhangwei', [user('lina'), user('zhangwei')])
    await waitFor(() => expect(field(canvasElement)).toHaveValue('李娜,张伟'))
  },
}

export const MultiSelectTogglesOff: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openModal(canvasElement)
    await userEvent.click(box(dialog, 'wangfang'))
    await userEvent.click(box(dialog, 'liuyang'))
    await userEvent.click(box(dialog, 'wangfang'))
    await userEvent.click(within(dialog).getByRole('button', { name: '第 2 页' }))
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: '选择 sunhao' }))
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await expect(args.onChange).toHaveBeenCalledWith('liuyang,sunhao', [user('liuyang'), user('sunhao')])
  },
}

export const SingleSelectReplacesAndReturnsIds: Story = {
  args: { multiple: false, returnId: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await openModal(canvasElement)
    await userEvent.click(within(dialog).getByRole('radio', { name: '选择 zhangwei' }))
    await userEvent.click(within(dialog).getByRole('radio', { name: '选择 wangfang' }))
    await expect(within(dialog).getByRole('radio', { name: '选择 zhangwei' })).not.toBeChecked()
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await expect(args.onChange).toHaveBeenCalledWith(user('wangfang').id, [user('wangfang')])
    await waitFor(() => expect(field(canvasElement)).toHaveValue('王芳'))
  },
}

export const ShowsStoredUsernames: Story = {
  args: { value: 'lina,zhaolei' },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(field(canvasElement)).toHaveValue('李娜,赵磊'))
    const dialog = await openModal(canvasElement)
    await expect(box(dialog, 'lina')).toBeChecked()
    await userEvent.click(box(dialog, 'lina'))
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await expect(args.onChange).toHaveBeenCalledWith('zhaolei', [user('zhaolei')])
    await waitFor(() => expect(field(canvasElement)).toHaveValue('赵磊'))
  },
}

export const CancelKeepsTheValue: Story = {
  args: { value: 'lina' },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(field(canvasElement)).toHaveValue('李娜'))
    const dialog = await openModal(canvasElement)
    await userEvent.click(box(dialog, 'zhangwei'))
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }))
    await waitFor(() => expect(screen().queryByRole('dialog')).not.toBeInTheDocument())
    await expect(args.onChange).not.toHaveBeenCalled()
    await waitFor(() => expect(field(canvasElement)).toHaveValue('李娜'))
  },
}

export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement)
    await userEvent.type(within(dialog).getByRole('textbox', { name: '用户姓名' }), '不存在{Enter}')
    await visible(within(dialog).findByText('暂无数据'))
    await expect(within(dialog).getByText('0-0 共0条')).toBeVisible()
  },
}

export const ListFailure: Story = {
  parameters: {
    msw: {
      handlers: [pickerFailureHandler('/sys/user/list', '没有权限，请联系管理员授权'), ...pickerHandlers],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '选择用户' }))
    const dialog = await screen().findByRole('dialog', { name: '根据部门选择用户' })
    await visible(within(dialog).findByText('没有权限，请联系管理员授权'))
    // The department tree still works, and a department's users come from another call.
    await userEvent.click(await waitFor(() => departRadio(dialog, '报关事业部')))
    await visible(within(dialog).findByText('zhaolei'))
    await settled(dialog)
  },
}
