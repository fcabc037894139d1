import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { dictHandlers } from '../../mocks'
import { controlledField } from '../../test-support/controlledField'
import { withPortico } from '../../test-support/storyDecorators'
import { DictRadio } from './DictRadio'

const Controlled = controlledField(DictRadio, '性别')

const meta = {
  title: 'UI/Dictionary/DictRadio',
  component: DictRadio,
  decorators: [withPortico()],
  args: { dictCode: 'sex', value: '1', onChange: fn() },
  render: (args) => <Controlled {...args} />,
  parameters: { msw: { handlers: dictHandlers } },
} satisfies Meta<typeof DictRadio>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: '性别' })
    const male = await within(group).findByRole('radio', { name: '男' })
    await expect(male).toBeChecked()
    await userEvent.click(within(group).getByRole('radio', { name: '女' }))
    await expect(args.onChange).toHaveBeenCalledWith('2')
    await expect(within(group).getByRole('radio', { name: '女' })).toBeChecked()
  },
}
