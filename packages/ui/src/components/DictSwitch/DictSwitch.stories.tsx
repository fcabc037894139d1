import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { controlledField } from '../../test-support/controlledField'
import { screen, settled, withPortico } from '../../test-support/storyDecorators'
import { DictSwitch } from './DictSwitch'

const Controlled = controlledField(DictSwitch, '是否启用')

const meta = {
  title: 'UI/Dictionary/DictSwitch',
  component: DictSwitch,
  decorators: [withPortico()],
  args: { onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof DictSwitch>

export default meta
type Story = StoryObj<typeof meta>

const theSwitch = (root: HTMLElement) => within(root).getByRole('switch', { name: '是否启用' })

export const OnIsFirstOption: Story = {
  args: { value: 'Y' },
  play: async ({ canvasElement, args }) => {
    await expect(theSwitch(canvasElement)).toBeChecked()
    await userEvent.click(theSwitch(canvasElement))
    await expect(args.onChange).toHaveBeenLastCalledWith('N')
    await expect(theSwitch(canvasElement)).not.toBeChecked()
  },
}

/** An empty value is reported as the second option straight away. */
export const EmptyBecomesSecond: Story = {
  args: { value: '', options: ['1', '0'] },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('0'))
    await expect(theSwitch(canvasElement)).not.toBeChecked()
    await userEvent.click(theSwitch(canvasElement))
    await expect(args.onChange).toHaveBeenLastCalledWith('1')
  },
}

export const QueryShowsYesNo: Story = {
  args: { query: true },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('combobox', { name: '是否启用' })
    await userEvent.click(box)
    const listbox = await screen().findByRole('listbox')
    await settled(listbox)
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['是', '否'])
    await userEvent.click(within(listbox).getByRole('option', { name: '否' }))
    await expect(args.onChange).toHaveBeenCalledWith('N')
    await expect(box).toHaveTextContent('否')
  },
}
