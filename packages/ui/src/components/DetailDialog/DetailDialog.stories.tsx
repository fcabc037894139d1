import { Button } from '@fluentui/react-components'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { screen, settled } from '../../test-support/storyDecorators'
import { DetailList, DetailListItem } from '../DetailList/DetailList'
import { DetailDialog, type DetailDialogProps } from './DetailDialog'

function Harness(args: Omit<DetailDialogProps, 'open'>) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>详情</Button>
      <DetailDialog
        {...args}
        open={open}
        onClose={() => {
          args.onClose()
          setOpen(false)
        }}
      >
        <DetailList col={4}>
          <DetailListItem term="运单号">SZX-0001</DetailListItem>
          <DetailListItem term="收件人">张伟</DetailListItem>
          <DetailListItem term="目的仓">洛杉矶仓</DetailListItem>
          <DetailListItem term="状态">已入库</DetailListItem>
        </DetailList>
      </DetailDialog>
    </>
  )
}

const meta = {
  title: 'UI/Building blocks/DetailDialog',
  component: Harness,
  args: { onClose: fn() },
} satisfies Meta<typeof Harness>

export default meta
type Story = StoryObj<typeof meta>

async function openDialog(root: HTMLElement) {
  await userEvent.click(within(root).getByRole('button', { name: '详情' }))
  const dialog = await screen().findByRole('dialog', { name: '详细信息' })
  await settled(dialog)
  return dialog
}

export const OpensAt1200AndGoesFullscreen: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement)
    await expect(dialog.style.width).toBe('1200px')
    await expect(within(dialog).getByText('SZX-0001')).toBeVisible()
    const toggle = within(dialog).getByRole('button', { name: '全屏' })
    await userEvent.click(toggle)
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(dialog.getBoundingClientRect().height).toBe(window.innerHeight))
    await userEvent.click(toggle)
    await waitFor(() => expect(dialog.getBoundingClientRect().height).toBeLessThan(window.innerHeight))
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }))
    await waitFor(() => expect(screen().queryByRole('dialog')).not.toBeInTheDocument())
    await expect(args.onClose).toHaveBeenCalledTimes(1)
    await within(canvasElement).findByRole('button', { name: '详情' })
  },
}

export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    await openDialog(canvasElement)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen().queryByRole('dialog')).not.toBeInTheDocument())
    await expect(args.onClose).toHaveBeenCalled()
    await within(canvasElement).findByRole('button', { name: '详情' })
  },
}

export const CustomTitleAndActions: Story = {
  args: { title: '包裹详细信息', actions: <Button>打印</Button> },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '详情' }))
    const dialog = await screen().findByRole('dialog', { name: '包裹详细信息' })
    await settled(dialog)
    await expect(within(dialog).getByRole('button', { name: '打印' })).toBeVisible()
  },
}
