import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import {
  MOCK_PNG_BASE64,
  MOCK_STATIC_URL,
  staticFileHandler,
  uploadCrashHandler,
  uploadFailureHandler,
  uploadSuccessHandler,
} from '../../mocks'
import {
  dropFiles,
  expectShown,
  fileInput,
  opened,
  pasteFiles,
  png,
  STORY_TOKEN,
  text,
  withStalledUpload,
  withUploadProvider,
} from '../../test-support/storyHelpers'
import { ImageUpload } from './ImageUpload'

const meta = {
  title: 'Upload/ImageUpload',
  component: ImageUpload,
  decorators: [withUploadProvider],
  args: { onChange: fn() },
  parameters: { msw: { handlers: [uploadSuccessHandler({ delayMs: 200 }), staticFileHandler()] } },
} satisfies Meta<typeof ImageUpload>

export default meta
type Story = StoryObj<typeof meta>

const zone = (root: HTMLElement) => within(root).getByRole('group', { name: '图片上传' })
const order = (root: HTMLElement) =>
  within(root)
    .getAllByRole('img')
    .map((i) => i.getAttribute('alt')?.replace(' 缩略图', ''))

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '上传' })).toBeEnabled()
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', 'image/*')
  },
}

export const Uploading: Story = {
  decorators: [withStalledUpload(60)],
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), png())
    await expect(await within(canvasElement).findByText('上传中(60%)')).toBeVisible()
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'parcel.png 上传中(60%)' }),
    ).toBeVisible()
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

export const Done: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), png())
    const img = await within(canvasElement).findByRole('img', { name: 'parcel.png 缩略图' })
    await expect(img).toHaveAttribute('src', '/jeecg-boot/sys/common/static/temp/parcel_1700000000000.png')
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('temp/parcel_1700000000000.png'))
  },
}

export const RefusesNonImage: Story = {
  play: async ({ canvasElement, args }) => {
    dropFiles(zone(canvasElement), [text()])
    await expectShown('请上传图片')
    await expect(within(canvasElement).queryByRole('list')).not.toBeInTheDocument()
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

export const UploadErrorDialog: Story = {
  parameters: { msw: { handlers: [uploadFailureHandler({ message: '文件大小超出10MB限制' })] } },
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), png())
    const dialog = await opened('dialog', '上传出错')
    await expect(within(dialog).getByText('错误信息：文件大小超出10MB限制')).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: '确定' })).toBeVisible()
    // The tile behind shows the failure.
    await expect(
      within(canvasElement).getByText('上传失败', { ignore: '[role=tooltip]' }),
    ).toBeInTheDocument()
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

export const UnknownErrorDialog: Story = {
  parameters: { msw: { handlers: [uploadCrashHandler()] } },
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), png())
    const dialog = await opened('dialog', '上传出错')
    await expect(within(dialog).getByText('错误信息：未知错误')).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument())
    // The page behind leaves aria-hidden once the dialog has gone.
    await expect(await within(canvasElement).findByRole('button', { name: '上传' })).toBeVisible()
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

export const Reorder: Story = {
  args: { defaultValue: 'temp/a.png,temp/b.png,temp/c.png' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement)
    await expect(order(canvasElement)).toEqual(['a.png', 'b.png', 'c.png'])
    await userEvent.click(c.getByRole('button', { name: '左移 a.png' }))
    await expectShown('未知的操作')
    await userEvent.click(c.getByRole('button', { name: '右移 c.png' }))
    await expectShown('已到最后~')
    await expect(args.onChange).not.toHaveBeenCalled()
    await userEvent.click(c.getByRole('button', { name: '右移 a.png' }))
    await expect(order(canvasElement)).toEqual(['b.png', 'a.png', 'c.png'])
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('temp/b.png,temp/a.png,temp/c.png'))
    await userEvent.click(c.getByRole('button', { name: '左移 c.png' }))
    await expect(order(canvasElement)).toEqual(['b.png', 'c.png', 'a.png'])
  },
}

export const Preview: Story = {
  args: { defaultValue: 'temp/damaged_parcel.png' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '预览 damaged_parcel.png' }))
    const dialog = await opened('dialog', 'damaged_parcel.png')
    await expect(within(dialog).getByRole('img')).toHaveAttribute(
      'src',
      '/jeecg-boot/sys/common/static/temp/damaged_parcel.png',
    )
  },
}

export const MaxCount: Story = {
  args: { maxCount: 1, defaultValue: 'temp/old.png' },
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(fileInput(canvasElement), png('new.png'))
    await within(canvasElement).findByRole('img', { name: 'new.png 缩略图' })
    await expect(order(canvasElement)).toEqual(['new.png'])
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('temp/new_1700000000000.png'))
  },
}

export const DragAndDrop: Story = {
  play: async ({ canvasElement, args }) => {
    dropFiles(zone(canvasElement), [png('drop.png')])
    await within(canvasElement).findByRole('img', { name: 'drop.png 缩略图' })
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('temp/drop_1700000000000.png'))
  },
}

export const Paste: Story = {
  play: async ({ canvasElement, args }) => {
    pasteFiles(zone(canvasElement), [png('clip.png')])
    await within(canvasElement).findByRole('img', { name: 'clip.png 缩略图' })
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('temp/clip_1700000000000.png'))
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'temp/a.png' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement)
    await expect(c.getByRole('button', { name: '上传' })).toBeDisabled()
    await expect(c.getByRole('button', { name: '删除 a.png' })).toBeDisabled()
  },
}

/** Stored files the server gives only with the token, as a job seeker's are. */
const tokenOnlyStaticHandler = http.get(`${MOCK_STATIC_URL}/recruit/*`, ({ request }) =>
  request.headers.get('X-Access-Token') === STORY_TOKEN
    ? HttpResponse.arrayBuffer(Uint8Array.from(atob(MOCK_PNG_BASE64), (c) => c.charCodeAt(0)).buffer, {
        headers: { 'Content-Type': 'image/png' },
      })
    : new HttpResponse(null, { status: 401 }),
)

const loadWithToken = (token: string) => async (path: string) => {
  const res = await fetch(`${MOCK_STATIC_URL}/${path}`, { headers: { 'X-Access-Token': token } })
  if (!res.ok) throw new Error(`HTTP ${res.status}`)
  return res.blob()
}

export const CredentialedPreview: Story = {
  args: { defaultValue: 'recruit/7/photo/me.png', loadPreview: loadWithToken(STORY_TOKEN) },
  parameters: { msw: { handlers: [tokenOnlyStaticHandler] } },
  play: async ({ canvasElement }) => {
    const img = await within(canvasElement).findByRole('img', { name: 'me.png 缩略图' })
    await expect(img.getAttribute('src')).toMatch(/^blob:/)
    await waitFor(() => expect((img as HTMLImageElement).naturalWidth).toBe(1))
    await userEvent.click(within(canvasElement).getByRole('button', { name: '预览 me.png' }))
    const dialog = await opened('dialog', 'me.png')
    await expect((await within(dialog).findByRole('img')).getAttribute('src')).toMatch(/^blob:/)
  },
}

export const CredentialedPreviewFails: Story = {
  args: { defaultValue: 'recruit/7/photo/me.png', loadPreview: loadWithToken('expired') },
  parameters: { msw: { handlers: [tokenOnlyStaticHandler] } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement)
    await expect(await c.findByText('图片加载失败')).toBeVisible()
    await expect(c.queryByRole('img')).not.toBeInTheDocument()
  },
}
