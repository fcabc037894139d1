import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { dictHandlers } from '../../mocks'
import { controlledField } from '../../test-support/controlledField'
import { withPortico } from '../../test-support/storyDecorators'
import { DictCheckbox } from './DictCheckbox'

const Controlled = controlledField(DictCheckbox, '消息级别')

const meta = {
  title: 'UI/Dictionary/DictCheckbox',
  component: DictCheckbox,
  decorators: [withPortico()],
  args: { dictCode: 'priority', value: 'H', onChange: fn() },
  render: (args) => <Controlled {...args} />,
  parameters: { msw: { handlers: dictHandlers } },
} satisfies Meta<typeof DictCheckbox>

export default meta
type Story = StoryObj<typeof meta>

export const CommaJoined: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: '消息级别' })
    await expect(await within(group).findByRole('checkbox', { name: '紧急消息' })).toBeChecked()
    await userEvent.click(within(group).getByRole('checkbox', { name: '一般消息' }))
    await expect(args.onChange).toHaveBeenLastCalledWith('L,H')
    await userEvent.click(within(group).getByRole('checkbox', { name: '紧急消息' }))
    await expect(args.onChange).toHaveBeenLastCalledWith('L')
  },
}

export const OwnSeparator: Story = {
  args: { separator: '|', value: 'L|M' },
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('group', { name: '消息级别' })
    await expect(await within(group).findByRole('checkbox', { name: '重要消息' })).toBeChecked()
    await userEvent.click(within(group).getByRole('checkbox', { name: '紧急消息' }))
    await expect(args.onChange).toHaveBeenLastCalledWith('L|M|H')
  },
}
