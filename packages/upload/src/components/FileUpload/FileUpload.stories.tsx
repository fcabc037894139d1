import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, type Mock, userEvent, waitFor, within } from 'storybook/test'
import {
  MOCK_FAILURE_MESSAGE,
  type RecordedUpload,
  recordingUploadHandler,
  staticFileHandler,
  uploadCrashHandler,
  uploadFailureHandler,
  uploadSuccessHandler,
} from '../../mocks'
import {
  dropFiles,
  expectShown,
  fileInput,
  pasteFiles,
  pdf,
  STORY_TOKEN,
  withStalledUpload,
  withTokenProvider,
  withUploadProvider,
} from '../../test-support/storyHelpers'
import { FileUpload } from './FileUpload'

const meta = {
  title: 'Upload/FileUpload',
  component: FileUpload,
  decorators: [withUploadProvider],
  args: { onChange: fn(), onUploadingChange: fn() },
  parameters: { msw: { handlers: [uploadSuccessHandler({ delayMs: 200 }), staticFileHandler()] } },
} satisfies Meta<typeof FileUpload>

export default meta
type Story = StoryObj<typeof meta>

const zone = (root: HTMLElement) => within(root).getByRole('group', { name: '文件上传' })

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement)
    await expect(c.getByRole('button', { name: '点击上传' })).toBeEnabled()
    await expect(zone(canvasElement)).toBeVisible()
    await expect(c.queryByRole('list')).not.toBeInTheDocument()
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

export const Uploading: Story = {
  decorators: [withStalledUpload(42)],
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), pdf())
    const bar = await within(canvasElement).findByRole('progressbar', { name: 'report.pdf 上传中(42%)' })
    await expect(bar).toHaveAttribute('aria-valuenow', '0.42')
    // Never reported mid-upload; the form hears that a file is on its way instead.
    await expect(args.onChange).not.toHaveBeenCalled()
    await expect(args.onUploadingChange).toHaveBeenCalledTimes(1)
    await expect(args.onUploadingChange).toHaveBeenCalledWith(true)
    await expect(within(canvasElement).getByRole('group', { name: '文件上传' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

export const Done: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), pdf())
    const link = await within(canvasElement).findByRole('link', { name: 'report.pdf' })
    await expect(link).toHaveAttribute('href', '/jeecg-boot/sys/common/static/temp/report_1700000000000.pdf')
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('temp/report_1700000000000.pdf'))
    await expect(args.onChange).toHaveBeenCalledTimes(1)
    await expect(within(canvasElement).queryByRole('progressbar')).not.toBeInTheDocument()
    // Busy, then idle, and idle only once the new value has been reported.
    await waitFor(() => expect(args.onUploadingChange).toHaveBeenCalledTimes(2))
    const uploading = args.onUploadingChange as Mock
    await expect(uploading.mock.calls).toEqual([[true], [false]])
    await expect((args.onChange as Mock).mock.invocationCallOrder[0]).toBeLessThan(
      uploading.mock.invocationCallOrder[1],
    )
    await expect(within(canvasElement).getByRole('group', { name: '文件上传' })).not.toHaveAttribute(
      'aria-busy',
    )
  },
}

export const ListValue: Story = {
  args: { returnUrl: false, biz: 'customs' },
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), pdf('报关单.pdf'))
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith([
        { fileName: '报关单.pdf', filePath: 'customs/报关单_1700000000000.pdf', fileSize: 8 },
      ]),
    )
  },
}

export const UploadError: Story = {
  parameters: { msw: { handlers: [uploadFailureHandler()] } },
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), pdf())
    await expectShown('文件上传失败')
    await expectShown('report.pdf 上传失败.')
    await expect(
      await within(canvasElement).findByText(`report.pdf (上传失败: ${MOCK_FAILURE_MESSAGE})`),
    ).toBeVisible()
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

export const UnknownError: Story = {
  parameters: { msw: { handlers: [uploadCrashHandler()] } },
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), pdf())
    await expectShown('report.pdf 上传失败.')
    // The server said nothing: 未知错误.
    await expect(await within(canvasElement).findByText('report.pdf (上传失败: 未知错误)')).toBeVisible()
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

const sent: RecordedUpload[] = []

export const SendsTokenAndFields: Story = {
  args: { biz: 'customs' },
  decorators: [withTokenProvider],
  parameters: { msw: { handlers: [recordingUploadHandler(sent), staticFileHandler()] } },
  beforeEach: () => {
    sent.length = 0
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), pdf())
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('customs/report.pdf'))
    await expect(sent).toEqual([
      { fields: { file: 'report.pdf', isup: '1', biz: 'customs' }, token: STORY_TOKEN },
    ])
  },
}

export const Removed: Story = {
  args: { defaultValue: 'temp/a_1700000000000.pdf,temp/b.pdf' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement)
    await expect(c.getByRole('link', { name: 'a.pdf' })).toBeVisible()
    await userEvent.click(c.getByRole('button', { name: '删除 a.pdf' }))
    await expect(c.queryByRole('link', { name: 'a.pdf' })).not.toBeInTheDocument()
    await expect(args.onChange).toHaveBeenCalledWith('temp/b.pdf')
    await userEvent.click(c.getByRole('button', { name: '删除 b.pdf' }))
    await expect(args.onChange).toHaveBeenLastCalledWith('')
    await expect(c.queryByRole('list')).not.toBeInTheDocument()
  },
}

export const MaxCount: Story = {
  args: { maxCount: 2, defaultValue: 'temp/a.pdf,temp/b.pdf' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement)
    await userEvent.upload(fileInput(canvasElement), pdf('c.pdf'))
    await c.findByRole('link', { name: 'c.pdf' })
    await expect(c.queryByRole('link', { name: 'a.pdf' })).not.toBeInTheDocument()
    await expect(c.getAllByRole('listitem')).toHaveLength(2)
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('temp/b.pdf,temp/c_1700000000000.pdf'))
  },
}

export const MaxCountKeepsMostRecent: Story = {
  args: { maxCount: 2 },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement)
    dropFiles(zone(canvasElement), [pdf('1.pdf'), pdf('2.pdf'), pdf('3.pdf')])
    await c.findByRole('link', { name: '3.pdf' })
    await c.findByRole('link', { name: '2.pdf' })
    await expect(c.queryByText('1.pdf')).not.toBeInTheDocument()
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith('temp/2_1700000000000.pdf,temp/3_1700000000000.pdf'),
    )
    await expect(args.onChange).toHaveBeenCalledTimes(1)
  },
}

export const DragAndDrop: Story = {
  play: async ({ canvasElement, args }) => {
    const drop = dropFiles(zone(canvasElement), [pdf('dropped.pdf'), pdf('second.pdf')])
    // The zone took the drop while it was dispatched (the Disabled story relies on this).
    await expect(drop.defaultPrevented).toBe(true)
    const c = within(canvasElement)
    await c.findByRole('link', { name: 'dropped.pdf' })
    await c.findByRole('link', { name: 'second.pdf' })
    // One report, once every file is done.
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith(
        'temp/dropped_1700000000000.pdf,temp/second_1700000000000.pdf',
      ),
    )
    await expect(args.onChange).toHaveBeenCalledTimes(1)
  },
}

export const Paste: Story = {
  play: async ({ canvasElement, args }) => {
    const z = zone(canvasElement)
    z.focus()
    pasteFiles(z, [pdf('pasted.pdf')])
    await within(canvasElement).findByRole('link', { name: 'pasted.pdf' })
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('temp/pasted_1700000000000.pdf'))
  },
}

export const RefusesUnaccepted: Story = {
  args: { accept: '.pdf' },
  play: async ({ canvasElement, args }) => {
    dropFiles(zone(canvasElement), [new File(['x'], 'virus.exe', { type: 'application/x-msdownload' })])
    await expectShown('virus.exe 不是允许的文件类型')
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

export const KeyboardPicker: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement)
    const picker = fileInput(canvasElement)
    const clicked = fn()
    picker.addEventListener('click', (e) => {
      e.preventDefault()
      clicked()
    })
    await userEvent.tab()
    await expect(zone(canvasElement)).toHaveFocus()
    await userEvent.tab()
    await expect(c.getByRole('button', { name: '点击上传' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(clicked).toHaveBeenCalled()
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'temp/a.pdf' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement)
    await expect(c.getByRole('button', { name: '点击上传' })).toBeDisabled()
    await expect(c.queryByRole('button', { name: '删除 a.pdf' })).not.toBeInTheDocument()
    const drop = dropFiles(zone(canvasElement), [pdf('late.pdf')])
    // The zone's handler ran while the drop was dispatched and let it through instead of taking the files (a zone
    // that takes them cancels the drop: DragAndDrop), so no upload was queued; nothing to wait for.
    await expect(drop.defaultPrevented).toBe(false)
    await expect(c.queryByText('late.pdf')).not.toBeInTheDocument()
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}
