import { animationsSettled, PorticoProvider } from '@portico/ui'
import { exportHandler } from '@portico/upload/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { http } from '../../api/http'
import { ExcelActions } from './ExcelActions'

const EXPORT_URL = '/sys/user/exportXls'

const meta: Meta<typeof ExcelActions> = {
  title: 'App/List/ExcelActions',
  component: ExcelActions,
  args: { exportUrl: EXPORT_URL, fileName: '用户信息', exportParams: () => ({}), onImported: fn() },
  decorators: [
    (Story) => (
      <PorticoProvider http={http}>
        <Story />
      </PorticoProvider>
    ),
  ],
}
export default meta
type Story = StoryObj<typeof ExcelActions>

/** Clicks 导出 and waits for the warning toast to finish fading in (axe checks its contrast). */
async function exportAndExpect(canvasElement: HTMLElement, message: string) {
  const button = within(canvasElement).getByRole('button', { name: '导出' })
  await userEvent.click(button)
  const toast = await within(canvasElement.ownerDocument.body).findByText(message)
  await waitFor(() => expect(toast).toBeVisible())
  await animationsSettled(canvasElement.ownerDocument)
  await waitFor(() => expect(button).toBeEnabled())
}

/** The server answered without a file: 文件下载失败. */
export const ExportWithoutFile: Story = {
  parameters: { msw: { handlers: [exportHandler({ url: `/jeecg-boot${EXPORT_URL}`, mode: 'empty' })] } },
  play: async ({ canvasElement }) => exportAndExpect(canvasElement, '文件下载失败'),
}

/** The server answered a JeecgBoot error instead of a file: its message. */
export const ExportRefused: Story = {
  parameters: { msw: { handlers: [exportHandler({ url: `/jeecg-boot${EXPORT_URL}`, mode: 'error' })] } },
  play: async ({ canvasElement }) => exportAndExpect(canvasElement, '导出失败：没有权限'),
}
