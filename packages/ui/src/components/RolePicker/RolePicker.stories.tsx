import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { MOCK_ROLES, pickerHandlers, pickerHttpErrorHandler, roleListHandler } from '../../mocks'
import { controlledPicker } from '../../test-support/controlledField'
import { screen, settled, visible, withPortico } from '../../test-support/storyDecorators'
import { RolePicker } from './RolePicker'

const Controlled = controlledPicker(RolePicker, '角色')

const meta = {
  title: 'UI/Pickers/RolePicker',
  component: RolePicker,
  decorators: [withPortico()],
  args: { onChange: fn() },
  render: (args) => <Controlled {...args} />,
  parameters: { msw: { handlers: pickerHandlers } },
} satisfies Meta<typeof RolePicker>

export default meta
type Story = StoryObj<typeof meta>

const role = (code: string) => MOCK_ROLES.find((r) => r.roleCode === code)!
const field = (root: HTMLElement) => within(root).getByRole('textbox', { name: '角色' })
const rowOf = (dialog: HTMLElement, text: string) =>
  within(dialog).getByText(text).closest('tr') as HTMLElement

async function openModal(root: HTMLElement) {
  await userEvent.click(within(root).getByRole('button', { name: '选择' }))
  const dialog = await screen().findByRole('dialog', { name: '角色选择' })
  await settled(dialog)
  await within(dialog).findByText('1-5 共7条')
  return dialog
}

export const MultiSelectAcrossPages: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openModal(canvasElement)
    await userEvent.click(rowOf(dialog, 'ops'))
    await userEvent.click(rowOf(dialog, 'hr'))
    await userEvent.click(rowOf(dialog, 'ops'))
    await userEvent.click(within(dialog).getByRole('button', { name: '第 2 页' }))
    await within(dialog).findByText('guest')
    await userEvent.click(rowOf(dialog, 'guest'))
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await expect(args.onChange).toHaveBeenCalledWith('hr,guest', [role('hr'), role('guest')])
    await waitFor(() => expect(field(canvasElement)).toHaveValue('人事专员,访客'))
  },
}

export const SingleSelectReplacesAndReturnsIds: Story = {
  args: { multiple: false, returnId: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await openModal(canvasElement)
    await userEvent.type(within(dialog).getByRole('textbox', { name: '角色编码' }), 'o{Enter}')
    await within(dialog).findByText('1-3 共3条')
    await userEvent.click(rowOf(dialog, 'ops'))
    await userEvent.click(rowOf(dialog, 'customs'))
    await expect(within(dialog).getByRole('radio', { name: '选择 运营专员' })).not.toBeChecked()
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await expect(args.onChange).toHaveBeenCalledWith('r5', [role('customs')])
    await waitFor(() => expect(field(canvasElement)).toHaveValue('报关专员'))
  },
}

export const ShowsStoredCodes: Story = {
  args: { value: 'ops,hr' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(field(canvasElement)).toHaveValue('运营专员,人事专员'))
    const dialog = await openModal(canvasElement)
    await expect(within(dialog).getByRole('checkbox', { name: '选择 运营专员' })).toBeChecked()
  },
}

export const NoRoles: Story = {
  parameters: { msw: { handlers: [roleListHandler({ roles: [] })] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '选择' }))
    const dialog = await screen().findByRole('dialog', { name: '角色选择' })
    await visible(within(dialog).findByText('暂无数据'))
    await settled(dialog)
  },
}

export const ServerError: Story = {
  parameters: { msw: { handlers: [pickerHttpErrorHandler('/sys/role/list', 500)] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '选择' }))
    const dialog = await screen().findByRole('dialog', { name: '角色选择' })
    await visible(within(dialog).findByText('操作失败'))
    await expect(within(dialog).getByRole('button', { name: '重试' })).toBeVisible()
    await settled(dialog)
  },
}

export const OpenedBeforeTheLookUpAnswers: Story = {
  args: { value: 'ops' },
  parameters: { msw: { handlers: [roleListHandler({ delayMs: 400 })] } },
  play: async ({ canvasElement }) => {
    // Opened at once: the stored role is still being looked up.
    await userEvent.click(within(canvasElement).getByRole('button', { name: '选择' }))
    const dialog = await screen().findByRole('dialog', { name: '角色选择' })
    await within(dialog).findByText('1-5 共7条')
    await waitFor(() => expect(within(dialog).getByRole('checkbox', { name: '选择 运营专员' })).toBeChecked())
    const panel = within(dialog).getByRole('region', { name: '已选角色' })
    await expect(within(panel).getByText('运营专员')).toBeVisible()
    await settled(dialog)
  },
}
