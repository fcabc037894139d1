import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import {
  importFailureHandler,
  importPartialHandler,
  importSuccessHandler,
  MOCK_IMPORT_FAILURE_MESSAGE,
  MOCK_IMPORT_PARTIAL_MESSAGE,
  MOCK_IMPORT_SUCCESS_MESSAGE,
  MOCK_IMPORT_URL,
} from '../../mocks'
import { expectShown, opened, screen, withUploadProvider } from '../../test-support/storyHelpers'
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
    await expect(within(dialog).getByRole('link', { name: '点击下载错误文件' })).toHaveAttribute(
      'href',
      '/jeecg-boot/sys/common/static/temp/errorlog_1700000000000.txt',
    )
    await expect(screen().getByRole('dialog', { name: '导入EXCEL' })).toBeVisible()
    await expect(args.onSuccess).not.toHaveBeenCalled()
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
