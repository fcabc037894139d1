import { Button } from '@fluentui/react-components'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import {
  chooseMode,
  expectExpression,
  openTab,
  setNumber,
  typeExpression,
} from '../CronBuilder/cronStoryHelpers'
import { CronDialog } from './CronDialog'

const meta = {
  title: 'Cron/CronDialog',
  component: CronDialog,
  args: {
    defaultOpen: true,
    value: '0 0 12 * * ? *',
    now: new Date('2024-01-01T00:00:00Z'),
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof CronDialog>

export default meta
type Story = StoryObj<typeof meta>

/** The dialog renders in a portal: its content is queried from the document body. */
const screen = () => within(document.body)

export const Open: Story = {
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: 'Cron表达式' })
    await waitFor(() => expect(dialog).toBeVisible())
    // offsetWidth, not the bounding box: the opening animation scales the surface.
    await waitFor(() => expect(dialog.offsetWidth).toBe(608))
    const inDialog = within(dialog)
    await expectExpression(inDialog, '0 0 12 * * ? *')
    await expect(inDialog.getByRole('button', { name: '确定' })).toBeEnabled()
    await waitFor(() => expect(inDialog.getByRole('button', { name: '取消' })).toBeVisible())
    await expect(inDialog.getByRole('tab', { name: '秒' })).toHaveAttribute('aria-selected', 'true')
  },
}

export const ConfirmEmitsExpression: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen().findByRole('dialog'))
    await openTab(dialog, '分')
    await chooseMode(dialog, '从…分开始，每…分钟执行一次')
    await setNumber(dialog, '分间隔', 15)
    await expectExpression(dialog, '0 0/15 12 * * ? *')
    await userEvent.click(dialog.getByRole('button', { name: '确定' }))
    await expect(args.onConfirm).toHaveBeenCalledWith('0 0/15 12 * * ? *')
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull())
  },
}

export const ConfirmKeepsTypedExpression: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen().findByRole('dialog'))
    await typeExpression(dialog, '0 0 9 ? * MON-FRI')
    await userEvent.click(dialog.getByRole('button', { name: '确定' }))
    await expect(args.onConfirm).toHaveBeenCalledWith('0 0 9 ? * MON-FRI')
  },
}

export const InvalidRefusesConfirm: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen().findByRole('dialog'))
    await typeExpression(dialog, '0 0 25 * * ? *')
    await waitFor(() => expect(dialog.getByText(/时.*0-23.*25/)).toBeVisible())
    const confirm = dialog.getByRole('button', { name: '确定' })
    await expect(confirm).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(confirm)
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await expect(screen().getByRole('dialog')).toBeVisible()
  },
}

export const Cancel: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen().findByRole('dialog'))
    await chooseMode(dialog, '每秒')
    await userEvent.click(dialog.getByRole('button', { name: '取消' }))
    await expect(args.onCancel).toHaveBeenCalled()
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull())
  },
}

export const WithTrigger: Story = {
  args: { defaultOpen: false, trigger: <Button>编辑 Cron</Button> },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '编辑 Cron' }))
    const dialog = within(await screen().findByRole('dialog'))
    await expectExpression(dialog, '0 0 12 * * ? *')
    await expect(args.onOpenChange).toHaveBeenCalledWith(true)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull())
    await expect(args.onCancel).toHaveBeenCalled()
  },
}
