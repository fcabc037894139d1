// biome-ignore-all lint/suspicious/noTemplateCurlyInString: messages carry JeecgBoot's ${title} placeholder
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test'
import {
  Demo,
  http,
  parcelColumns,
  parcelRows,
  saved,
  savedValues,
  visibleTooltip,
} from '../../test-support/editableTableStory'
import type { EditableColumn } from '../EditableTable.types'
import type { EditableRow } from '../rows/rowOperations'
import { MOCK_SUB_TABLE_URL, parcelPieces, subTableHandler } from './expand.mocks'
import { SUB_TABLE_RETRIES } from './retry'
import { DEFAULT_SUB_TABLE_HEIGHT } from './useSubTables'

const pieceColumns: EditableColumn[] = [
  { key: 'pieceNo', title: '件号', type: 'input' },
  { key: 'weight', title: '件重(kg)', type: 'inputNumber' },
]
const loadPieces = async (row: EditableRow) => {
  const reply = await http.get(MOCK_SUB_TABLE_URL, { parcelId: row.id })
  if (!reply.success) throw new Error(reply.message)
  return reply.result
}
const manyParcels = [
  ...parcelRows,
  ...Array.from({ length: 40 }, (_, i) => ({
    id: String(2000 + i),
    name: `收件人${i + 3}`,
    phone: '13800000000',
  })),
]

const calls: string[] = []
let failing = false

const meta = {
  title: 'Grid/EditableTable/SubTable',
  component: Demo,
  args: {
    columns: parcelColumns,
    dataSource: manyParcels,
    'aria-label': '包裹明细',
    subTable: { columns: pieceColumns, load: loadPieces },
  },
  beforeEach: () => {
    calls.length = 0
    failing = false
  },
  parameters: { msw: { handlers: [subTableHandler({ calls, failing: () => failing })] } },
} satisfies Meta<typeof Demo>

export default meta
type Story = StoryObj<typeof meta>

const grid = (canvas: HTMLElement) => within(canvas).getByRole('grid', { name: '包裹明细' })
const rowOf = async (canvas: HTMLElement, text: string) =>
  (await within(grid(canvas)).findByText(text)).closest('[role="row"]') as HTMLElement
/** Where a row sits in the table's body (px). */
const offset = (row: HTMLElement) => row.offsetTop

/** A row opens its nested table; the rows below move down by the panel, and the virtual window still scrolls. */
export const OpensNestedTable: Story = {
  play: async ({ canvasElement }) => {
    const first = await rowOf(canvasElement, '张三')
    const second = await rowOf(canvasElement, '李四')
    const before = offset(second)
    await userEvent.click(within(first).getByRole('button', { name: '展开' }))
    const nested = await within(canvasElement).findByRole('grid', { name: '第1行子表' })
    await expect(await within(nested).findByText('EA100000001CN-1')).toBeVisible()
    await expect(within(first).getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true')
    await waitFor(() => expect(offset(second) - before).toBe(DEFAULT_SUB_TABLE_HEIGHT))
    await expect(calls).toEqual(['1001'])

    // Keys inside the nested table stay there: ArrowDown moves within it, not in the outer grid.
    const pieceCell = (await within(nested).findByText('EA100000001CN-1')).closest(
      '[data-cell]',
    ) as HTMLElement
    pieceCell.focus()
    await userEvent.keyboard('{ArrowDown}')
    await waitFor(() =>
      expect(within(nested).getByText('EA100000001CN-2').closest('[data-cell]')).toHaveFocus(),
    )

    // Scrolling far and back draws the panel again from the kept rows, without loading again.
    const scroller = grid(canvasElement)
    const panel = () => scroller.querySelector('[aria-label="第1行子表"]')
    // The scroll event is dispatched inside act, so the table's update is flushed before the checks.
    scroller.scrollTop = scroller.scrollHeight
    fireEvent.scroll(scroller)
    await waitFor(() => expect(panel()).toBeNull())
    await expect(await within(scroller).findByText('收件人42')).toBeVisible()
    scroller.scrollTop = 0
    fireEvent.scroll(scroller)
    await expect(await within(canvasElement).findByRole('grid', { name: '第1行子表' })).toBeVisible()
    await expect(calls).toEqual(['1001'])

    // ArrowLeft on the first cell closes it (the rows were drawn again: find them again).
    const drawnFirst = await rowOf(canvasElement, '张三')
    const firstCell = drawnFirst.querySelector<HTMLElement>('[data-cell][data-col-index="0"]') as HTMLElement
    firstCell.focus()
    await userEvent.keyboard('{ArrowLeft}')
    await waitFor(() => expect(panel()).toBeNull())
    await expect(within(drawnFirst).getByRole('button', { name: '展开' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await waitFor(async () => expect(offset(await rowOf(canvasElement, '李四'))).toBe(before))
  },
}

/** A sub-table whose load keeps failing is retried 3 times, then shows the error in the row with a retry button. */
export const FailsAfterThreeRetries: Story = {
  beforeEach: () => {
    failing = true
  },
  play: async ({ canvasElement }) => {
    const first = await rowOf(canvasElement, '张三')
    const firstCell = first.querySelector<HTMLElement>('[data-cell][data-col-index="0"]') as HTMLElement
    firstCell.focus()
    await userEvent.keyboard('{ArrowRight}')
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent('failed to open sub-table')
    await expect(calls).toEqual(Array(SUB_TABLE_RETRIES + 1).fill('1001'))

    failing = false
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }))
    const nested = await within(canvasElement).findByRole('grid', { name: '第1行子表' })
    await expect(await within(nested).findByText('EA100000001CN-2')).toBeVisible()
    await expect(within(canvasElement).queryByRole('alert')).toBeNull()
    await expect(calls).toHaveLength(SUB_TABLE_RETRIES + 2)
  },
}

const requiredPieces: EditableColumn[] = [
  {
    key: 'pieceNo',
    title: '件号',
    type: 'input',
    validateRules: [{ required: true, message: '请输入${title}' }],
  },
  pieceColumns[1] as EditableColumn,
]

/**
 * The parent's getValues returns every opened sub-table's rows and deleted ids by parent id, and fails when a
 * sub-table row fails its rules: the sub-table opens again and its cell shows the message.
 */
export const ValuesOfSubTables: Story = {
  args: {
    dataSource: parcelRows,
    subTable: {
      columns: requiredPieces,
      load: loadPieces,
      height: 300,
      tableProps: { rowSelection: true, toolbar: true, maxHeight: 200 },
    },
  },
  play: async ({ canvasElement }) => {
    const first = await rowOf(canvasElement, '张三')
    await userEvent.click(within(first).getByRole('button', { name: '展开' }))
    let nested = await within(canvasElement).findByRole('grid', { name: '第1行子表' })
    await within(nested).findByText('EA100000001CN-2')
    // The saved second piece is deleted, the first one's number emptied.
    await userEvent.click(within(nested).getByRole('checkbox', { name: '选择第2行' }))
    await userEvent.click(within(canvasElement).getByRole('button', { name: '删除' }))
    await waitFor(() => expect(within(nested).queryByText('EA100000001CN-2')).not.toBeInTheDocument())
    await userEvent.click(within(nested).getByText('EA100000001CN-1'))
    await userEvent.clear(await within(nested).findByRole('textbox', { name: '件号 第1行' }))
    await userEvent.keyboard('{Escape}')
    await userEvent.click(within(first).getByRole('button', { name: '收起' }))
    await waitFor(() => expect(within(canvasElement).queryByRole('grid', { name: '第1行子表' })).toBeNull())

    await expect(await saved(canvasElement)).toBe('校验未通过: 请输入件号')
    nested = await within(canvasElement).findByRole('grid', { name: '第1行子表' })
    await expect(within(first).getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true')
    const failing = await waitFor(() => {
      const cell = nested.querySelector<HTMLElement>('[data-cell][aria-invalid="true"]')
      if (!cell) throw new Error('no failing cell in the sub-table')
      return cell
    })
    await expect(failing).toHaveAttribute('data-key', 'pieceNo')
    await visibleTooltip('请输入件号')

    await userEvent.click(failing)
    await userEvent.type(
      await within(nested).findByRole('textbox', { name: '件号 第1行' }),
      'EA100000001CN-A{Escape}',
    )
    await waitFor(() => expect(failing).not.toHaveAttribute('aria-invalid'))
    // Another sub-table, opened and left as loaded.
    await userEvent.click(within(await rowOf(canvasElement, '李四')).getByRole('button', { name: '展开' }))
    await within(canvasElement).findByRole('grid', { name: '第2行子表' })

    const result = await savedValues(canvasElement)
    await expect(result.values.map((row: EditableRow) => row.id)).toEqual(['1001', '1002'])
    await expect(result.subTables).toEqual({
      '1001': { values: [{ ...parcelPieces[0], pieceNo: 'EA100000001CN-A' }], deleteIds: ['p2'] },
      '1002': { values: parcelPieces, deleteIds: [] },
    })
    await expect(calls).toEqual(['1001', '1002'])
  },
}
