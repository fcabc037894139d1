import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { staticFileHandler, uploadFailureHandler, uploadSuccessHandler } from '../../mocks'
import {
  expectShown,
  expectTooltip,
  opened,
  pdf,
  STORY_TOKEN,
  screen,
  withStalledUpload,
  withTokenProvider,
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

/** What the other host was sent: the token header of each upload. */
const sentTokens: (string | null)[] = []
const otherHost = http.post('/cdn/upload', ({ request }) => {
  sentTokens.push(request.headers.get('X-Access-Token'))
  // Not JeecgBoot's envelope: no `success`, the path under `url`.
  return HttpResponse.json({ url: 'cdn/2026/manifest.pdf' })
})

/**
 * An upload URL on another host (JVxeTable's `action`, `token: false`, `responseName`): the token stays here, the
 * path is read from the reply's own key, and the popup's uploads go there too.
 */
export const UploadToAnotherHost: Story = {
  decorators: [withTokenProvider],
  args: { action: '/cdn/upload', token: false, responseName: 'url' },
  parameters: { msw: { handlers: [otherHost, staticFileHandler()] } },
  beforeEach: () => {
    sentTokens.length = 0
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(input(canvasElement), pdf('manifest.pdf'))
    await within(canvasElement).findByRole('img', { name: '上传完成' })
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('cdn/2026/manifest.pdf'))
    await userEvent.click(within(canvasElement).getByRole('button', { name: '文件操作' }))
    await userEvent.click(await screen().findByRole('menuitem', { name: '更多' }))
    const dialog = await opened('dialog', '上传文件')
    await userEvent.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, pdf('invoice.pdf'))
    await waitFor(() => expect(sentTokens).toEqual([null, null]))
  },
}

/** The same cell on the provider's upload URL sends the token (the default). */
export const SendsTheToken: Story = {
  decorators: [withTokenProvider],
  parameters: {
    msw: {
      handlers: [
        http.post('/jeecg-boot/sys/common/upload', ({ request }) => {
          sentTokens.push(request.headers.get('X-Access-Token'))
          return HttpResponse.json({ success: true, message: 'temp/a_1.pdf', code: 0, result: null })
        }),
      ],
    },
  },
  beforeEach: () => {
    sentTokens.length = 0
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(input(canvasElement), pdf('a.pdf'))
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('temp/a_1.pdf'))
    await expect(sentTokens).toEqual([STORY_TOKEN])
  },
}
