import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { departTreeHandler, pickerFailureHandler, pickerHandlers } from '../../mocks'
import { controlledPicker } from '../../test-support/controlledField'
import { screen, settled, visible, withPortico } from '../../test-support/storyDecorators'
import { DepartTreeSelect } from './DepartTreeSelect'

const Controlled = controlledPicker(DepartTreeSelect, '所属部门')

const meta = {
  title: 'UI/Pickers/DepartTreeSelect',
  component: DepartTreeSelect,
  decorators: [withPortico()],
  args: { onChange: fn() },
  render: (args) => <Controlled {...args} />,
  parameters: { msw: { handlers: pickerHandlers } },
} satisfies Meta<typeof DepartTreeSelect>

export default meta
type Story = StoryObj<typeof meta>

const field = (root: HTMLElement) => within(root).getByRole('textbox', { name: '所属部门' })

async function openModal(root: HTMLElement) {
  await userEvent.click(within(root).getByRole('button', { name: '选择部门' }))
  const dialog = await screen().findByRole('dialog', { name: '选择部门' })
  await settled(dialog)
  await within(dialog).findByRole('tree', { name: '部门' })
  return dialog
}

/** A tree item by its own title (a branch's accessible name also holds its children's; a match is split by its mark). */
function item(dialog: HTMLElement, text: string): HTMLElement {
  const found = within(dialog)
    .getAllByRole('treeitem')
    .find((el) => el.querySelector('.fui-TreeItemLayout__main')?.textContent === text)
  if (!found) throw new Error(`no tree item ${text}`)
  return found
}

export const SingleSelectReplaces: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(field(canvasElement)).toHaveAttribute('placeholder', '请点击选择部门')
    const dialog = await openModal(canvasElement)
    await expect(dialog).toHaveStyle({ width: '500px' })
    // Roots with children start open.
    await expect(item(dialog, '洛杉矶仓')).toBeVisible()
    await userEvent.click(within(item(dialog, '洛杉矶仓')).getByRole('radio'))
    await userEvent.click(within(item(dialog, '法兰克福仓')).getByRole('radio'))
    await expect(within(item(dialog, '洛杉矶仓')).getByRole('radio')).not.toBeChecked()
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await expect(args.onChange).toHaveBeenCalledWith('d22', [
      expect.objectContaining({ departName: '法兰克福仓' }),
    ])
    await waitFor(() => expect(field(canvasElement)).toHaveValue('法兰克福仓'))
  },
}

export const SearchAndMultiSelect: Story = {
  args: { multiple: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await openModal(canvasElement)
    const search = within(dialog).getByRole('searchbox', { name: '部门名称' })
    await userEvent.type(search, '仓{Enter}')
    await waitFor(() => expect(within(dialog).queryByText('总部运营部')).not.toBeInTheDocument())
    await expect(item(dialog, '法兰克福仓')).toBeVisible()
    const box = (text: string) => within(item(dialog, text)).getByRole('checkbox')
    await userEvent.click(box('洛杉矶仓'))
    await userEvent.click(box('法兰克福仓'))
    // Picked again: off.
    await userEvent.click(box('洛杉矶仓'))
    await expect(box('洛杉矶仓')).not.toBeChecked()
    await userEvent.clear(search)
    await within(dialog).findByText('报关事业部')
    await userEvent.click(box('报关事业部'))
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await expect(args.onChange).toHaveBeenLastCalledWith('d22,d3', expect.any(Array))
    await waitFor(() => expect(field(canvasElement)).toHaveValue('法兰克福仓,报关事业部'))
  },
}

/** A department's name picks it as its checkbox does (a branch's name too: its chevron alone opens and closes it). */
export const ClickingANameChoosesIt: Story = {
  args: { multiple: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await openModal(canvasElement)
    const name = (text: string) => item(dialog, text).querySelector<HTMLElement>('.fui-TreeItemLayout__main')!
    // A branch holds its children's checkboxes too: its own comes first.
    const box = (text: string) => within(item(dialog, text)).getAllByRole('checkbox')[0]
    await userEvent.click(name('总部运营部'))
    await expect(box('总部运营部')).toBeChecked()
    await expect(item(dialog, '客服中心')).toBeVisible()
    await userEvent.click(name('洛杉矶仓'))
    await userEvent.click(name('总部运营部'))
    await expect(box('总部运营部')).not.toBeChecked()
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await expect(args.onChange).toHaveBeenLastCalledWith('d21', expect.any(Array))
  },
}

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement)
    await userEvent.type(within(dialog).getByRole('searchbox', { name: '部门名称' }), '不存在{Enter}')
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('未查询匹配数据！')
  },
}

export const ShowsAStoredValue: Story = {
  args: { value: 'd21,d3', multiple: true },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(field(canvasElement)).toHaveValue('洛杉矶仓,报关事业部'))
    const dialog = await openModal(canvasElement)
    await expect(within(item(dialog, '洛杉矶仓')).getByRole('checkbox')).toBeChecked()
    await expect(within(item(dialog, '报关事业部')).getByRole('checkbox')).toBeChecked()
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }))
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '清空' }))
    await expect(args.onChange).toHaveBeenCalledWith('', [])
    await expect(field(canvasElement)).toHaveValue('')
  },
}

export const LoadFailure: Story = {
  parameters: {
    msw: { handlers: [pickerFailureHandler('/sys/sysDepart/queryTreeList', '部门数据加载失败')] },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '选择部门' }))
    const dialog = await screen().findByRole('dialog', { name: '选择部门' })
    await visible(within(dialog).findByText('部门数据加载失败'))
    await expect(within(dialog).getByRole('button', { name: '重试' })).toBeEnabled()
    await settled(dialog)
  },
}

export const NoDepartments: Story = {
  parameters: { msw: { handlers: [departTreeHandler({ tree: [] })] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '选择部门' }))
    const dialog = await screen().findByRole('dialog', { name: '选择部门' })
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('暂无部门')
    await settled(dialog)
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '选择部门' })).toBeDisabled()
    await userEvent.click(field(canvasElement))
    await expect(screen().queryByRole('dialog')).not.toBeInTheDocument()
  },
}
