import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { FileUpload } from '../components/FileUpload/FileUpload'
import { ImageUpload } from '../components/ImageUpload/ImageUpload'
import { UploadAwareButton } from '../components/UploadAwareButton/UploadAwareButton'
import { createUploadGate, staticFileHandler, uploadFailureHandler } from '../mocks'
import { expectShown, fileInput, pdf, png, withUploadProvider } from '../test-support/storyHelpers'
import { UploadActivityScope } from './UploadActivityScope'
import { IDLE_UPLOAD_ACTIVITY } from './uploadActivity'

interface Saved {
  attachments: string
  photos: string
}

/** A form with two uploaders and a 确定 that waits for them, as the app's dialogs use it. */
function UploadForm({ onSave, initial }: { onSave: (values: Saved) => void; initial: Saved }) {
  const [values, setValues] = useState(initial)
  const [activity, setActivity] = useState(IDLE_UPLOAD_ACTIVITY)
  return (
    <form aria-label="问题件" onSubmit={(e) => e.preventDefault()} style={{ display: 'grid', gap: 12 }}>
      <UploadActivityScope onChange={setActivity}>
        <FileUpload
          aria-label="附件"
          value={values.attachments}
          onChange={(v) => setValues((c) => ({ ...c, attachments: String(v) }))}
        />
        <ImageUpload
          aria-label="问题图片"
          value={values.photos}
          onChange={(v) => setValues((c) => ({ ...c, photos: String(v) }))}
        />
      </UploadActivityScope>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
        <UploadAwareButton appearance="primary" activity={activity} onClick={() => onSave(values)}>
          确定
        </UploadAwareButton>
      </div>
    </form>
  )
}

const gate = createUploadGate()

const meta = {
  title: 'Upload/UploadActivityScope',
  component: UploadForm,
  decorators: [withUploadProvider],
  args: { onSave: fn(), initial: { attachments: 'temp/old_1700000000000.pdf', photos: '' } },
  parameters: { msw: { handlers: [gate.handler, staticFileHandler()] } },
  beforeEach: () => gate.reset(),
} satisfies Meta<typeof UploadForm>

export default meta
type Story = StoryObj<typeof meta>

const inputOf = (root: HTMLElement, group: string) =>
  fileInput(within(root).getByRole('group', { name: group }))

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const confirm = within(canvasElement).getByRole('button', { name: '确定' })
    await expect(confirm).not.toHaveAttribute('aria-disabled')
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement()
    await userEvent.click(confirm)
    await expect(args.onSave).toHaveBeenCalledWith(args.initial)
  },
}

export const WaitsForEveryUpload: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement)
    await userEvent.upload(inputOf(canvasElement, '附件'), pdf())
    await userEvent.upload(inputOf(canvasElement, '问题图片'), png())
    const confirm = c.getByRole('button', { name: '确定' })
    // While the files are on their way the old value must not be saved: 确定 says why and does nothing.
    await expect(await c.findByRole('status')).toHaveTextContent('文件上传中，请稍候')
    await expect(confirm).toHaveAttribute('aria-disabled', 'true')
    await expect(confirm).toHaveAccessibleDescription('文件上传中，请稍候')
    await expect(c.getByRole('group', { name: '附件' })).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(confirm)
    confirm.focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onSave).not.toHaveBeenCalled()

    gate.open()
    await c.findByRole('link', { name: 'report.pdf' })
    await c.findByRole('img', { name: 'parcel.png 缩略图' })
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-disabled'))
    await expect(c.getByRole('status')).toBeEmptyDOMElement()
    await expect(confirm).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onSave).toHaveBeenCalledTimes(1)
    await expect(args.onSave).toHaveBeenCalledWith({
      attachments: 'temp/old_1700000000000.pdf,temp/report_1700000000000.pdf',
      photos: 'temp/parcel_1700000000000.png',
    })
  },
}

export const FailedFileBlocks: Story = {
  parameters: { msw: { handlers: [uploadFailureHandler(), staticFileHandler()] } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement)
    await userEvent.upload(inputOf(canvasElement, '附件'), pdf('broken.pdf'))
    await expectShown('broken.pdf 上传失败.')
    // The uploader holds its value back while a failed file is listed (spec §4), so the form waits too.
    await waitFor(() => expect(c.getByRole('status')).toHaveTextContent('有文件上传失败，请先删除该文件'))
    const confirm = c.getByRole('button', { name: '确定' })
    await expect(confirm).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(confirm)
    await expect(args.onSave).not.toHaveBeenCalled()
    await userEvent.click(c.getByRole('button', { name: '删除 broken.pdf' }))
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-disabled'))
    await userEvent.click(confirm)
    await expect(args.onSave).toHaveBeenCalledWith(args.initial)
  },
}

/** Closing a dialog mid-upload: the scope unmounts and reports idle, so the next form starts enabled. */
export const UnmountReportsIdle: Story = {
  render: function Render() {
    const [shown, setShown] = useState(true)
    const [activity, setActivity] = useState(IDLE_UPLOAD_ACTIVITY)
    return (
      <div>
        <output aria-label="状态">{activity.uploading ? 'busy' : 'idle'}</output>
        {shown && (
          <UploadActivityScope onChange={setActivity}>
            <FileUpload aria-label="附件" />
          </UploadActivityScope>
        )}
        <button type="button" onClick={() => setShown(false)}>
          关闭
        </button>
      </div>
    )
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement)
    await userEvent.upload(inputOf(canvasElement, '附件'), pdf())
    await waitFor(() => expect(c.getByLabelText('状态')).toHaveTextContent('busy'))
    await userEvent.click(c.getByRole('button', { name: '关闭' }))
    await waitFor(() => expect(c.getByLabelText('状态')).toHaveTextContent('idle'))
  },
}
