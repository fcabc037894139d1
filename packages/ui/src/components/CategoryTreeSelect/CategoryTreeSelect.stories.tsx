import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { categoryHandlers } from '../../mocks'
import { controlledField } from '../../test-support/controlledField'
import { screen, settled, withPortico } from '../../test-support/storyDecorators'
import { CategoryTreeSelect } from './CategoryTreeSelect'

const Controlled = controlledField(CategoryTreeSelect, '货物分类')

const meta = {
  title: 'UI/Dictionary/CategoryTreeSelect',
  component: CategoryTreeSelect,
  decorators: [withPortico()],
  args: { onChange: fn() },
  render: (args) => <Controlled {...args} />,
  parameters: { msw: { handlers: categoryHandlers() } },
} satisfies Meta<typeof CategoryTreeSelect>

export default meta
type Story = StoryObj<typeof meta>

const trigger = (root: HTMLElement) => within(root).getByRole('button', { name: '货物分类' })
/** A tree item by its own text (a branch's accessible name also holds its children's). */
const item = async (tree: HTMLElement, text: string) =>
  (await within(tree).findByText(text)).closest('[role="treeitem"]') as HTMLElement
const openTree = async (root: HTMLElement) => {
  await userEvent.click(trigger(root))
  const tree = await screen().findByRole('tree')
  await settled(tree)
  return tree
}
const ownTexts = (tree: HTMLElement) =>
  within(tree)
    .getAllByRole('treeitem')
    .filter((n) => n.getAttribute('aria-level') === '1')
    .map((n) => n.querySelector('.fui-TreeItemLayout__main')?.textContent)

export const ExpandAndPick: Story = {
  play: async ({ canvasElement, args }) => {
    const tree = await openTree(canvasElement)
    const cargo = await item(tree, '货物品类')
    await expect(cargo).toHaveAttribute('aria-expanded', 'false')
    // Children load when a branch opens, level by level.
    await userEvent.click(within(cargo).getByText('货物品类'))
    const general = await item(tree, '普通货物')
    await expect(within(tree).getByRole('treeitem', { name: /^食品/ })).not.toHaveAttribute('aria-expanded')
    await userEvent.click(within(general).getByText('普通货物'))
    const clothes = await item(tree, '服装鞋帽')
    await userEvent.click(within(clothes).getByRole('radio'))
    await expect(args.onChange).toHaveBeenCalledWith('c-A01A01A01')
    await waitFor(() => expect(screen().queryByRole('tree')).not.toBeInTheDocument())
    await expect(trigger(canvasElement)).toHaveTextContent('服装鞋帽')
  },
}

/** `pcode` starts the tree at a category's children (JTreeDict's parentCode). */
export const StartsAtACode: Story = {
  args: { pcode: 'A02' },
  play: async ({ canvasElement }) => {
    const tree = await openTree(canvasElement)
    await within(tree).findByText('海运')
    await expect(ownTexts(tree)).toEqual(['海运', '空运', '铁路（中欧班列）'])
  },
}

/** Several categories with checkboxes; the dropdown stays open and a second click unchecks. */
export const Multiple: Story = {
  args: { multiple: true, pcode: 'A03' },
  play: async ({ canvasElement, args }) => {
    const tree = await openTree(canvasElement)
    await userEvent.click(within(await item(tree, '纸箱')).getByRole('checkbox'))
    await expect(args.onChange).toHaveBeenLastCalledWith('c-A03A01')
    await userEvent.click(within(await item(tree, '托盘')).getByRole('checkbox'))
    await expect(args.onChange).toHaveBeenLastCalledWith('c-A03A01,c-A03A02')
    await expect(screen().getByRole('tree')).toBeVisible()
    await userEvent.click(within(await item(tree, '纸箱')).getByRole('checkbox'))
    await expect(args.onChange).toHaveBeenLastCalledWith('c-A03A02')
    await expect(trigger(canvasElement)).toHaveTextContent('托盘')
  },
}

export const ShowsStoredValues: Story = {
  args: { multiple: true, value: 'c-A02A02,c-A01A03' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(trigger(canvasElement)).toHaveTextContent('空运, 食品'))
  },
}

/** A condition narrows every level (here: branches only), through loadTreeData. */
export const WithCondition: Story = {
  args: { pcode: 'A01', condition: '{"has_child":"1"}' },
  play: async ({ canvasElement }) => {
    const tree = await openTree(canvasElement)
    await within(tree).findByText('普通货物')
    await expect(ownTexts(tree)).toEqual(['普通货物', '带电货物'])
  },
}

/** An unknown pcode: the server's message as an error toast. */
export const UnknownCode: Story = {
  args: { pcode: 'ZZZ' },
  play: async () => {
    await waitFor(() =>
      expect(
        screen().getByText('该编码【ZZZ】不存在，请核实!', { selector: '.fui-ToastTitle' }),
      ).toBeVisible(),
    )
    await settled(screen().getByText('该编码【ZZZ】不存在，请核实!', { selector: '.fui-ToastTitle' }))
  },
}

export const BadCondition: Story = {
  args: { condition: 'has_child = 1' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      '组件JTreeSelect-condition传值有误，需要一个json字符串!',
    )
    await expect(trigger(canvasElement)).toBeDisabled()
  },
}
