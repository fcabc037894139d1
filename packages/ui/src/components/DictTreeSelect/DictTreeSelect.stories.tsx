import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { loadDictItemHandler, loadTreeDataHandler } from '../../mocks'
import { controlledField } from '../../test-support/controlledField'
import { screen, settled, withPortico } from '../../test-support/storyDecorators'
import { DictTreeSelect } from './DictTreeSelect'

const DEPARTS = 'sys_depart,depart_name,id'

const Controlled = controlledField(DictTreeSelect, '所属部门')

const meta = {
  title: 'UI/Dictionary/DictTreeSelect',
  component: DictTreeSelect,
  decorators: [withPortico()],
  args: { dict: DEPARTS, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  parameters: {
    msw: {
      handlers: [
        loadTreeDataHandler(),
        loadDictItemHandler({
          dicts: {
            [DEPARTS]: [
              { value: 'd1', text: '总部运营部' },
              { value: 'd21', text: '海外仓储部-洛杉矶仓' },
            ],
          },
        }),
      ],
    },
  },
} satisfies Meta<typeof DictTreeSelect>

export default meta
type Story = StoryObj<typeof meta>

const trigger = (root: HTMLElement) => within(root).getByRole('button', { name: '所属部门' })
/** A tree item by its own text (a branch's accessible name also holds its children's). */
const item = async (tree: HTMLElement, text: string) =>
  (await within(tree).findByText(text)).closest('[role="treeitem"]') as HTMLElement

export const ExpandAndPick: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement))
    const tree = await screen().findByRole('tree')
    await settled(tree)
    const branch = await within(tree).findByRole('treeitem', { name: /海外仓储部/ })
    await expect(branch).toHaveAttribute('aria-expanded', 'false')
    await expect(within(tree).getByRole('treeitem', { name: /总部运营部/ })).not.toHaveAttribute(
      'aria-expanded',
    )
    // Children load when the branch opens.
    await userEvent.click(within(branch).getByText('海外仓储部'))
    const child = await item(tree, '海外仓储部-法兰克福仓')
    await userEvent.click(within(child).getByRole('radio'))
    await expect(args.onChange).toHaveBeenCalledWith('d22')
    await waitFor(() => expect(screen().queryByRole('tree')).not.toBeInTheDocument())
    await expect(trigger(canvasElement)).toHaveTextContent('海外仓储部-法兰克福仓')
  },
}

export const ShowsAStoredKey: Story = {
  args: { value: 'd21' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(trigger(canvasElement)).toHaveTextContent('海外仓储部-洛杉矶仓'))
  },
}

export const BadCondition: Story = {
  args: { condition: 'status = 1' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      '组件JTreeSelect-condition传值有误，需要一个json字符串!',
    )
    await expect(trigger(canvasElement)).toBeDisabled()
  },
}
