import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { dictHandlers } from '../../mocks'
import { controlledField } from '../../test-support/controlledField'
// Fluent's multi-select listbox is a menu of checkable items.
import { screen, settled, withPortico } from '../../test-support/storyDecorators'
import { DictMultiSelect } from './DictMultiSelect'

const Controlled = controlledField(DictMultiSelect, '包裹状态')

const meta = {
  title: 'UI/Dictionary/DictMultiSelect',
  component: DictMultiSelect,
  decorators: [withPortico()],
  args: { dictCode: 'package_status', value: '2', onChange: fn() },
  render: (args) => <Controlled {...args} />,
  parameters: { msw: { handlers: dictHandlers } },
} satisfies Meta<typeof DictMultiSelect>

export default meta
type Story = StoryObj<typeof meta>

export const CommaJoined: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('combobox', { name: '包裹状态' })
    await waitFor(() => expect(box).toHaveTextContent('已出库'))
    await userEvent.click(box)
    const menu = await screen().findByRole('menu')
    await settled(menu)
    await expect(within(menu).getByRole('menuitemcheckbox', { name: '已出库' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: '待入库' }))
    await expect(args.onChange).toHaveBeenLastCalledWith('0,2')
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: '已签收' }))
    await expect(args.onChange).toHaveBeenLastCalledWith('0,2,3')
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: '已出库' }))
    await expect(args.onChange).toHaveBeenLastCalledWith('0,3')
    await userEvent.keyboard('{Escape}')
    await expect(box).toHaveTextContent('待入库、已签收')
  },
}

export const OwnSeparator: Story = {
  args: { separator: ';', value: '0;1' },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('combobox', { name: '包裹状态' })
    await expect(await within(canvasElement).findByText('待入库、已入库')).toBeVisible()
    await userEvent.click(box)
    const menu = await screen().findByRole('menu')
    await settled(menu)
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: '已入库' }))
    await expect(args.onChange).toHaveBeenLastCalledWith('0')
    await userEvent.keyboard('{Escape}')
  },
}
