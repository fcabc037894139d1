import { IN_STORE_CHANNEL_DICT, type InStoreBatch, type InStoreLine } from '@portico/contract'
import { PermissionProvider, PorticoProvider } from '@portico/ui'
import { dictItemsHandler } from '@portico/ui/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http as mock } from 'msw'
import { MemoryRouter } from 'react-router-dom'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { http } from '../../../api/http'
import { InStoreBatchDetail } from './InStoreBatchDetail'

const BASE = '/jeecg-boot/site/inStoreBatch'
const CHANNELS = [
  { value: 'SLS-TW-AIR', text: 'Shopee SLS 台湾 空运', title: 'Shopee SLS 台湾 空运' },
  { value: 'EUB-US', text: 'e邮宝 美国', title: 'e邮宝 美国' },
]
const GRANTED = ['list', 'add', 'edit'].map((code) => ({
  action: `site:instore:${code}`,
  type: '1',
  describe: code,
}))

const batch = (values: Partial<InStoreBatch> = {}): InStoreBatch => ({
  id: 'b1',
  batchNo: 'RK20260516-003',
  status: '0',
  status_dictText: '录入中',
  stationCode: 'SZ-SORT',
  stationCode_dictText: '深圳宝安分拣中心',
  defaultChannel: 'SLS-TW-AIR',
  defaultChannel_dictText: 'Shopee SLS 台湾 空运',
  remark: '早班揽收',
  lineCount: 1,
  totalPieces: 2,
  totalWeight: 3.5,
  revision: 1,
  createBy: 'zhangwei',
  createTime: '2026-05-16 08:30:00',
  updateBy: null,
  updateTime: null,
  completeBy: null,
  completeTime: null,
  ...values,
})
const LINES: InStoreLine[] = [
  {
    id: 'l1',
    batchId: 'b1',
    trackingNo: 'TW260000000002',
    weight: 3.5,
    pieces: 2,
    channel: 'SLS-TW-AIR',
    channel_dictText: 'Shopee SLS 台湾 空运',
    remark: null,
    orderNum: 1,
  },
]
const ok = (result: unknown) => HttpResponse.json({ success: true, code: 200, message: '操作成功！', result })

/** Save requests the mock server received. */
const saves: Record<string, unknown>[] = []

const handlers = (loaded: InStoreBatch) => [
  dictItemsHandler({ dicts: { [IN_STORE_CHANNEL_DICT]: CHANNELS } }),
  mock.get(`${BASE}/queryById`, () => ok(loaded)),
  mock.get(`${BASE}/queryInStoreLineByMainId`, () => ok(LINES)),
  mock.post(`${BASE}/saveLines`, async ({ request }) => {
    saves.push((await request.json()) as Record<string, unknown>)
    return HttpResponse.json(
      {
        success: false,
        code: 409,
        message: '第2行：运单号 TW260000000003 已在入库批次 RK20260516-001 中',
        result: null,
      },
      { status: 409 },
    )
  }),
]

const meta: Meta<typeof InStoreBatchDetail> = {
  title: 'App/Site/InStoreBatchDetail',
  component: InStoreBatchDetail,
  args: { batchId: 'b1' },
  decorators: [
    (Story) => (
      <PorticoProvider http={http}>
        <PermissionProvider auth={GRANTED} allAuth={GRANTED}>
          <MemoryRouter>
            <Story />
          </MemoryRouter>
        </PermissionProvider>
      </PorticoProvider>
    ),
  ],
  beforeEach: () => {
    saves.length = 0
  },
  parameters: { msw: { handlers: handlers(batch()) } },
}

export default meta
type Story = StoryObj<typeof meta>

const lines = (canvas: ReturnType<typeof within>) => canvas.getByRole('grid', { name: '入库明细' })
const scanBox = (canvas: ReturnType<typeof within>) => canvas.getByRole('textbox', { name: '扫描运单号' })

/**
 * A scanned parcel becomes a line with the batch's channel; a number already on screen is refused. Saving with an
 * empty weight names the cell; the server's refusal shows as it came, and the line stays on screen to be fixed.
 */
export const ScanAndSaveErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('TW260000000002')).toBeVisible()
    await expect(canvas.getByTestId('batch-当前')).toHaveTextContent('1 行 · 2 件 · 3.5 kg')

    await userEvent.type(scanBox(canvas), 'tw260000000002{Enter}')
    await expect(await canvas.findByText('运单号 TW260000000002 已在第1行')).toBeVisible()
    await userEvent.clear(scanBox(canvas))
    await userEvent.type(scanBox(canvas), 'tw260000000003{Enter}')
    await expect(await canvas.findByText('已添加 TW260000000003（第2行），请填写重量')).toBeVisible()
    await expect(scanBox(canvas)).toHaveValue('')
    const table = within(lines(canvas))
    await expect(table.getByText('TW260000000003')).toBeVisible()
    await expect(table.getAllByText('Shopee SLS 台湾 空运')).toHaveLength(2)
    await expect(canvas.getByTestId('batch-当前')).toHaveTextContent('2 行 · 3 件 · 3.5 kg')

    await userEvent.click(canvas.getByRole('button', { name: '保存' }))
    const failure = await canvas.findByRole('group', { name: '保存失败' })
    await expect(failure).toHaveTextContent(
      '有 1 处未通过校验，请修改后再保存（第2行 重量(kg)：请输入重量(kg)）',
    )
    await expect(saves).toEqual([])

    const weight = canvasElement.querySelector('[data-row-index="1"][data-key="weight"]') as HTMLElement
    await userEvent.click(weight)
    await userEvent.type(await table.findByRole('textbox', { name: '重量(kg) 第2行' }), '0.68{Escape}')
    await userEvent.click(canvas.getByRole('button', { name: '保存' }))
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: '保存失败' })).toHaveTextContent(
        '第2行：运单号 TW260000000003 已在入库批次 RK20260516-001 中',
      ),
    )
    await expect(saves).toEqual([
      {
        batchId: 'b1',
        lines: [
          {
            id: 'l1',
            trackingNo: 'TW260000000002',
            weight: '3.5',
            pieces: '2',
            channel: 'SLS-TW-AIR',
            remark: null,
          },
          { trackingNo: 'TW260000000003', weight: '0.68', pieces: '1', channel: 'SLS-TW-AIR', remark: null },
        ],
        deleteIds: [],
      },
    ])
    await expect(table.getByText('TW260000000003')).toBeVisible()
  },
}

/** A completed batch: read only, saying since when; no scanner, no save. */
export const CompletedIsReadOnly: Story = {
  parameters: {
    msw: {
      handlers: handlers(
        batch({
          status: '1',
          status_dictText: '已入库',
          completeBy: 'lina',
          completeTime: '2026-05-16 11:02:00',
        }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('本批次已于 2026-05-16 11:02:00 完成入库，明细只读。')).toBeVisible()
    await expect(canvas.getByText('已入库')).toBeVisible()
    await expect(canvas.getByTestId('batch-完成入库')).toHaveTextContent('lina 2026-05-16 11:02:00')
    await expect(canvas.queryByRole('button', { name: '保存' })).toBeNull()
    await expect(canvas.queryByRole('textbox', { name: '扫描运单号' })).toBeNull()
    await expect(canvas.queryByRole('status', { name: '实时同步状态' })).toBeNull()
    await expect(within(lines(canvas)).getByText('TW260000000002')).toBeVisible()
  },
}
