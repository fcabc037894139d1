import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { controlledField } from '../../test-support/controlledField'
import { TagsInput } from './TagsInput'

const Controlled = controlledField(TagsInput, '标签')

const meta = {
  title: 'UI/TagsInput',
  component: TagsInput,
  args: { onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof TagsInput>

export default meta
type Story = StoryObj<typeof meta>

const box = (root: HTMLElement) => within(root).getByRole('textbox', { name: '标签' })

export const GroupsInTwos: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(box(canvasElement), 'abcde')
    await expect(box(canvasElement)).toHaveValue('ab;cd;e')
    await expect(args.onChange).toHaveBeenLastCalledWith('ab;cd;e')
  },
}

export const StripsTypedSemicolons: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(box(canvasElement), 'a;b;;c')
    await expect(box(canvasElement)).toHaveValue('ab;c')
  },
}

export const RegroupsAStoredValue: Story = {
  args: { value: '上海;北京天津' },
  play: async ({ canvasElement }) => {
    await expect(box(canvasElement)).toHaveValue('上海;北京;天津')
    // Deleting in the middle regroups what follows.
    const input = box(canvasElement) as HTMLInputElement
    await userEvent.type(input, '{Backspace}', { initialSelectionStart: 2, initialSelectionEnd: 2 })
    await expect(input).toHaveValue('上北;京天;津')
    // The caret stays after 上, where the deletion happened.
    await expect(input.selectionStart).toBe(1)
  },
}
