import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { createUploadGate, staticFileHandler, uploadSuccessHandler } from '../../mocks'
import { expectShown, opened, pdf, screen, withUploadProvider } from '../../test-support/storyHelpers'
import { FilePopup } from './FilePopup'

const meta = {
  title: 'Upload/FilePopup',
  component: FilePopup,
  decorators: [withUploadProvider],
  args: { defaultOpen: true, onConfirm: fn(), onOpenChange: fn() },
  parameters: { msw: { handlers: [uploadSuccessHandler({ delayMs: 100 }), staticFileHandler()] } },
} satisfies Meta<typeof FilePopup>

export default meta
type Story = StoryObj<typeof meta>

export const ConfirmWithoutFiles: Story = {
  play: async ({ args }) => {
    const dialog = await opened('dialog', '上传文件')
    await expect(dialog.offsetWidth).toBe(520)
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await expectShown('未上传任何文件')
    await expect(screen().getByRole('dialog', { name: '上传文件' })).toBeVisible()
    await expect(args.onConfirm).not.toHaveBeenCalled()
  },
}

export const UploadAndConfirm: Story = {
  args: { value: 'temp/a.pdf' },
  play: async ({ args }) => {
    const dialog = await opened('dialog', '上传文件')
    await expect(within(dialog).getByRole('link', { name: 'a.pdf' })).toBeVisible()
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement
    await userEvent.upload(input, pdf('b.pdf'))
    await within(dialog).findByRole('link', { name: 'b.pdf' })
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await expect(args.onConfirm).toHaveBeenCalledWith('temp/a.pdf,temp/b_1700000000000.pdf')
    await waitFor(() => expect(screen().queryByRole('dialog')).not.toBeInTheDocument())
  },
}

const gate = createUploadGate()

export const WaitsForUpload: Story = {
  args: { value: 'temp/a.pdf' },
  parameters: { msw: { handlers: [gate.handler, staticFileHandler()] } },
  beforeEach: () => gate.reset(),
  play: async ({ args }) => {
    const dialog = await opened('dialog', '上传文件')
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement
    await userEvent.upload(input, pdf('b.pdf'))
    const confirm = within(dialog).getByRole('button', { name: '确定' })
    // 确定 mid-upload would confirm the old list: it waits and says why.
    await expect(await within(dialog).findByText('文件上传中，请稍候')).toBeVisible()
    await expect(confirm).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(confirm)
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await expect(screen().getByRole('dialog', { name: '上传文件' })).toBeVisible()
    gate.open()
    await within(dialog).findByRole('link', { name: 'b.pdf' })
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-disabled'))
    await userEvent.click(confirm)
    await expect(args.onConfirm).toHaveBeenCalledWith('temp/a.pdf,temp/b_1700000000000.pdf')
  },
}
