import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { staticFileHandler, uploadFailureHandler, uploadSuccessHandler } from '../../mocks'
import {
  expectShown,
  expectTooltip,
  opened,
  pdf,
  screen,
  withStalledUpload,
  withUploadProvider,
} from '../../test-support/storyHelpers'
import { UploadCell } from './UploadCell'

const meta = {
  title: 'Upload/UploadCell',
  component: UploadCell,
  decorators: [withUploadProvider],
  args: { onChange: fn() },
  parameters: { msw: { handlers: [uploadSuccessHandler({ delayMs: 200 }), staticFileHandler()] } },
} satisfies Meta<typeof UploadCell>

export default meta
type Story = StoryObj<typeof meta>

const input = (root: HTMLElement) => root.querySelector('input[type=file]') as HTMLInputElement

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '上传文件' })).toBeEnabled()
  },
}

export const Uploading: Story = {
  decorators: [withStalledUpload(35)],
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(input(canvasElement), pdf())
    await within(canvasElement).findByRole('progressbar', { name: '上传中(35%)' })
    await expectTooltip(within(canvasElement).getByTestId('upload-cell-status'), '上传中(35%)')
    // No action menu while uploading.
    await expect(within(canvasElement).queryByRole('button', { name: '文件操作' })).not.toBeInTheDocument()
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

export const Done: Story = {
  args: { value: 'temp/客户报关资料汇总_1700000000000.pdf' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement)
    const status = c.getByRole('img', { name: '上传完成' })
    await expectTooltip(status, '上传完成')
    const name = c.getByTestId('upload-cell-name')
    await expect(name).toHaveTextContent('客户报关资…')
    await expectTooltip(name, '客户报关资料汇总.pdf')
    await userEvent.click(c.getByRole('button', { name: '文件操作' }))
    const menu = await opened('menu')
    await expect(within(menu).getByRole('menuitem', { name: '下载' })).toBeVisible()
    await expect(within(menu).getByRole('menuitem', { name: '删除' })).toBeVisible()
    await expect(within(menu).getByRole('menuitem', { name: '更多' })).toBeVisible()
  },
}

export const UploadedInCell: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(input(canvasElement), pdf('invoice.pdf'))
    await within(canvasElement).findByRole('img', { name: '上传完成' })
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('temp/invoice_1700000000000.pdf'))
  },
}

export const UploadError: Story = {
  parameters: { msw: { handlers: [uploadFailureHandler()] } },
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(input(canvasElement), pdf())
    const status = await within(canvasElement).findByRole('img', { name: '上传失败' })
    await expectTooltip(status, '上传失败')
    await expectShown('report.pdf 上传失败.')
    // Downloading a failed file: there is no file.
    await userEvent.click(within(canvasElement).getByRole('button', { name: '文件操作' }))
    await userEvent.click(await screen().findByRole('menuitem', { name: '下载' }))
    await expectShown('未知的文件')
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

export const Delete: Story = {
  args: { value: 'temp/a.pdf' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '文件操作' }))
    await userEvent.click(await screen().findByRole('menuitem', { name: '删除' }))
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(''))
    await expect(within(canvasElement).getByRole('button', { name: '上传文件' })).toBeVisible()
  },
}

export const FlagsOff: Story = {
  args: { value: 'temp/a.pdf', allowDownload: false, allowRemove: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '文件操作' }))
    const menu = await opened('menu')
    await expect(within(menu).queryByRole('menuitem', { name: '下载' })).not.toBeInTheDocument()
    await expect(within(menu).queryByRole('menuitem', { name: '删除' })).not.toBeInTheDocument()
    await expect(within(menu).getByRole('menuitem', { name: '更多' })).toBeVisible()
  },
}

export const MoreOpensPopup: Story = {
  args: { value: 'temp/a.png', type: 'image' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'a.png 缩略图' })).toBeVisible()
    await userEvent.click(within(canvasElement).getByRole('button', { name: '文件操作' }))
    await userEvent.click(await screen().findByRole('menuitem', { name: '更多' }))
    const dialog = await opened('dialog', '上传图片')
    await expect(within(dialog).getByRole('img', { name: 'a.png 缩略图' })).toBeVisible()
  },
}
