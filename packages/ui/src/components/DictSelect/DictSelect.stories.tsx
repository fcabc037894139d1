import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { dictHandlers } from '../../mocks'
import { controlledField } from '../../test-support/controlledField'
import { screen, settled, withPortico } from '../../test-support/storyDecorators'
import { DictSelect } from './DictSelect'

const Controlled = controlledField(DictSelect, '包裹状态')

const meta = {
  title: 'UI/Dictionary/DictSelect',
  component: DictSelect,
  decorators: [withPortico()],
  args: { dictCode: 'package_status', onChange: fn() },
  render: (args) => <Controlled {...args} />,
  parameters: { msw: { handlers: dictHandlers } },
} satisfies Meta<typeof DictSelect>

export default meta
type Story = StoryObj<typeof meta>

export const FromServer: Story = {
  args: { value: '1' },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('combobox', { name: '包裹状态' })
    await waitFor(() => expect(box).toHaveTextContent('已入库'))
    await userEvent.click(box)
    const listbox = await screen().findByRole('listbox')
    await settled(listbox)
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['待入库', '已入库', '已出库', '已签收'])
    await userEvent.click(within(listbox).getByRole('option', { name: '已签收' }))
    await expect(args.onChange).toHaveBeenCalledWith('3')
    await expect(box).toHaveTextContent('已签收')
  },
}

/** The local cache answers first: these texts are not the server's. */
export const FromLocalCache: Story = {
  decorators: [withPortico({ package_status: [{ value: '1', text: '本地-已入库' }] })],
  args: { value: '1' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('combobox', { name: '包裹状态' })
    await expect(box).toHaveTextContent('本地-已入库')
  },
}

export const EmptyCode: Story = {
  args: { dictCode: '' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('字典Code不能为空!')
  },
}
