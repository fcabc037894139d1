import { Button } from '@fluentui/react-components'
import { animationsSettled } from '@portico/ui'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ActionDialog } from './ActionDialog'

const meta = {
  title: 'App/ActionDialog',
  component: ActionDialog,
  args: {
    open: true,
    title: '同步数据库 onl_demo',
    width: 900,
    error: null,
    confirmLabel: '同步数据库',
    confirmDisabled: false,
    onClose: fn(),
    onConfirm: fn(async () => {}),
    children: <p>DDL</p>,
  },
} satisfies Meta<typeof ActionDialog>

export default meta
type Story = StoryObj<typeof meta>

async function openDialog(canvasElement: HTMLElement, name: string) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name })
  await animationsSettled(canvasElement.ownerDocument)
  return dialog
}

/** 关闭 closes, the primary button runs the action; the footer reads 关闭 then the action. */
export const CloseAndConfirm: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement, '同步数据库 onl_demo')
    const buttons = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent)
    await expect(buttons).toEqual(['关闭', '同步数据库'])
    await userEvent.click(within(dialog).getByRole('button', { name: '同步数据库' }))
    await expect(args.onConfirm).toHaveBeenCalledTimes(1)
    await expect(args.onClose).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }))
    await expect(args.onClose).toHaveBeenCalledTimes(1)
  },
}

/** The last refusal stands above the content; a disabled action cannot run; extra buttons sit before it. */
export const RefusedAndBusy: Story = {
  args: {
    title: '新增报表',
    error: '报表编码已存在',
    closeLabel: '取消',
    confirmLabel: '保存',
    confirmDisabled: true,
    extraActions: <Button>预览</Button>,
    fullscreenSwitch: true,
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement, '新增报表')
    const message = within(dialog).getByText('报表编码已存在')
    const content = within(dialog).getByText('DDL')
    await expect(message.compareDocumentPosition(content) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    const footer = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((text) => text !== '')
    await expect(footer).toEqual(['取消', '预览', '保存'])
    await expect(within(dialog).getByRole('button', { name: '全屏' })).toBeInTheDocument()
    const save = within(dialog).getByRole('button', { name: '保存' })
    await expect(save).toBeDisabled()
    await userEvent.click(save, { pointerEventsCheck: 0 })
    await expect(args.onConfirm).not.toHaveBeenCalled()
  },
}
