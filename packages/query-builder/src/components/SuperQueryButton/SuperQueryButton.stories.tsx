import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { SuperQueryButton } from './SuperQueryButton'

const meta = {
  title: 'QueryBuilder/SuperQueryButton',
  component: SuperQueryButton,
  args: { active: false, onClick: fn(), onClear: fn() },
} satisfies Meta<typeof SuperQueryButton>

export default meta
type Story = StoryObj<typeof meta>

export const Inactive: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const trigger = canvas.getByRole('button', { name: '高级查询' })
    await expect(trigger).not.toHaveAccessibleDescription('已有高级查询条件生效')
    await expect(canvas.queryByRole('button', { name: '清空' })).not.toBeInTheDocument()
    await userEvent.click(trigger)
    await expect(args.onClick).toHaveBeenCalledTimes(1)
  },
}

export const Active: Story = {
  args: { active: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const trigger = canvas.getByRole('button', { name: '高级查询' })
    await userEvent.hover(trigger)
    await waitFor(() => expect(trigger).toHaveAccessibleDescription('已有高级查询条件生效'))
    await userEvent.unhover(trigger)
    // 清空 is reachable by keyboard.
    await userEvent.tab()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: '清空' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onClear).toHaveBeenCalledTimes(1)
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}
