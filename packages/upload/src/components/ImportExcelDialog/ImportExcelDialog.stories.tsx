import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import {
  importFailureHandler,
  importPartialHandler,
  importServerErrorHandler,
  importSuccessHandler,
  MOCK_IMPORT_FAILURE_MESSAGE,
  MOCK_IMPORT_PARTIAL_MESSAGE,
  MOCK_IMPORT_SUCCESS_MESSAGE,
  MOCK_IMPORT_URL,
  type RecordedUpload,
  recordingImportHandler,
} from '../../mocks'
import {
  expectShown,
  opened,
  STORY_TOKEN,
  screen,
  withTokenProvider,
  withUploadProvider,
} from '../../test-support/storyHelpers'
import { ImportExcelDialog } from './ImportExcelDialog'

const meta = {
  title: 'Upload/ImportExcelDialog',
  component: ImportExcelDialog,
  decorators: [withUploadProvider],
  args: { defaultOpen: true, url: MOCK_IMPORT_URL, onSuccess: fn(), onOpenChange: fn() },
  parameters: { msw: { handlers: [importSuccessHandler()] } },
} satisfies Meta<typeof ImportExcelDialog>

export default meta
type Story = StoryObj<typeof meta>

const xlsx = (name = 'orders.xlsx') =>
  new File(['PK'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })

async function choose(file: File) {
  const dialog = await opened('dialog', '导入EXCEL')
  const input = within(dialog).getByTestId('import-input') as HTMLInputElement
  await userEvent.upload(input, file, { applyAccept: false })
  return dialog
}

export const BadExtension: Story = {
  play: async () => {
    const dialog = await choose(new File(['a,b'], 'orders.csv', { type: 'text/csv' }))
    await expect(dialog.offsetWidth).toBe(600)
    await expect(
      await within(dialog).findByText(/orders\.csv：只能导入 \.xls 或 \.xlsx 格式的Excel文件/),
    ).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: '开始上传' })).toBeDisabled()
  },
}

export const SuccessCloses: Story = {
  play: async ({ args }) => {
    const dialog = await choose(xlsx())
    await expect(within(dialog).getByText('orders.xlsx')).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: '开始上传' }))
    await expectShown(MOCK_IMPORT_SUCCESS_MESSAGE)
    await waitFor(() => expect(screen().queryByRole('dialog')).not.toBeInTheDocument())
    await expect(args.onSuccess).toHaveBeenCalledTimes(1)
  },
}

export const PartialWithErrorFile: Story = {
  parameters: { msw: { handlers: [importPartialHandler()] } },
  play: async ({ args }) => {
    const dialog = await choose(xlsx('orders.xls'))
    await userEvent.click(within(dialog).getByRole('button', { name: '开始上传' }))
    await expect(await within(dialog).findByText(MOCK_IMPORT_PARTIAL_MESSAGE)).toBeVisible()
    await expect(within(dialog).getByText(/总上传行数：3，已导入行数：2，错误行数：1/)).toBeVisible()
    await expect(within(dialog).getByRole('link', { name: '点击下载错误文件' })).toHaveAttribute(
      'href',
      '/jeecg-boot/sys/common/static/temp/errorlog_1700000000000.txt',
    )
    await expect(screen().getByRole('dialog', { name: '导入EXCEL' })).toBeVisible()
    // Two rows were written: the list behind refreshes while the dialog stays open on the errors.
    await expect(args.onSuccess).toHaveBeenCalledTimes(1)
  },
}

export const Failure: Story = {
  parameters: { msw: { handlers: [importFailureHandler()] } },
  play: async ({ args }) => {
    const dialog = await choose(xlsx())
    await userEvent.click(within(dialog).getByRole('button', { name: '开始上传' }))
    await expect(await within(dialog).findByText(MOCK_IMPORT_FAILURE_MESSAGE)).toBeVisible()
    await expect(screen().getByRole('dialog', { name: '导入EXCEL' })).toBeVisible()
    await expect(args.onSuccess).not.toHaveBeenCalled()
  },
}

const sent: RecordedUpload[] = []

/** Multipart `files[]` with the options and the token; a reply without a message toasts '{file} 文件上传成功'. */
export const SendsFileAndOptions: Story = {
  args: { isSingleTableImport: true, foreignKeys: { orderId: '42' } },
  decorators: [withTokenProvider],
  parameters: { msw: { handlers: [recordingImportHandler(sent)] } },
  beforeEach: () => {
    sent.length = 0
  },
  play: async ({ args }) => {
    const dialog = await choose(xlsx('订单.xlsx'))
    await userEvent.click(within(dialog).getByRole('button', { name: '开始上传' }))
    await expectShown('订单.xlsx 文件上传成功')
    await expect(sent).toEqual([
      {
        fields: { 'files[]': '订单.xlsx', isSingleTableImport: 'true', foreignKeys: '{"orderId":"42"}' },
        token: STORY_TOKEN,
      },
    ])
    await expect(args.onSuccess).toHaveBeenCalledTimes(1)
  },
}

export const ServerError: Story = {
  parameters: { msw: { handlers: [importServerErrorHandler()] } },
  play: async ({ args }) => {
    const dialog = await choose(xlsx())
    await userEvent.click(within(dialog).getByRole('button', { name: '开始上传' }))
    // The file name and the server's message.
    await expect(await within(dialog).findByText('orders.xlsx：导入服务繁忙，请稍后再试')).toBeVisible()
    await expect(screen().getByRole('dialog', { name: '导入EXCEL' })).toBeVisible()
    await expect(args.onSuccess).not.toHaveBeenCalled()
  },
}
