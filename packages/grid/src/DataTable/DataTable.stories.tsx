import { animationsSettled } from '@portico/ui'
import { userSettingHandlers } from '@portico/ui/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, HttpResponse, http as mswHttp } from 'msw'
import { useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ParcelList, parcelRows, parcelServer, refusedList, WithProvider } from '../test-support/parcelList'
import { DataTable } from './DataTable'

const parcels = parcelServer(parcelRows(57))
const LAYOUT_KEY = 'columns:/demo/parcel'
const layouts = userSettingHandlers({
  initial: {
    [LAYOUT_KEY]: {
      order: ['status', 'waybillNo', 'receiver', 'address', 'createTime'],
      hidden: ['address'],
    },
  },
})

const meta = {
  title: 'Grid/DataTable',
  component: ParcelList,
  decorators: [
    (Story) => (
      <WithProvider>
        <Story />
      </WithProvider>
    ),
  ],
  parameters: { msw: { handlers: parcels.handlers } },
  beforeEach: () => {
    parcels.reset()
    layouts.reset()
  },
} satisfies Meta<typeof ParcelList>

export default meta
type Story = StoryObj<typeof meta>

const screen = () => within(document.body)
/** Column titles in order; read from the DOM, as the 列设置 popover hides the page from queries by role. */
const headers = (root: HTMLElement) =>
  [...root.querySelectorAll('table[aria-label="包裹列表"] thead th')]
    .map((header) => header.textContent)
    .filter((text) => text && text !== '列设置')
const table = (root: HTMLElement) => within(root).getByRole('table', { name: '包裹列表' })
const firstCells = (root: HTMLElement) =>
  within(table(root))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent)
/** Waits for a toast with that title to have come in fully (axe checks its contrast afterwards). */
async function toastTitle(text: string) {
  await waitFor(() =>
    expect([...document.querySelectorAll('.fui-ToastTitle')].map((t) => t.textContent)).toContain(text),
  )
  await animationsSettled()
}

/** Pages of 10 from the server, newest first; the size changer and the page buttons fetch other pages. */
export const ServerPaging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByText('1-10 共57条')).toBeVisible())
    // Default sort: createTime descending (spec §9), so the newest parcel (the 27th of the month) comes first.
    await expect(within(table(canvasElement)).getAllByRole('row')[1]).toHaveTextContent('2026-11-28')
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }))
    await waitFor(() => expect(canvas.getByText('11-20 共57条')).toBeVisible())
    await userEvent.click(canvas.getByRole('combobox'))
    // Spec §9: 10, 20 or 30 rows a page on a list page.
    const sizes = await screen().findAllByRole('option')
    await expect(sizes.map((option) => option.textContent)).toEqual(['10 条/页', '20 条/页', '30 条/页'])
    await userEvent.click(await screen().findByRole('option', { name: /30/ }))
    // A new page size starts again at page 1.
    await waitFor(() => expect(canvas.getByText('1-30 共57条')).toBeVisible())
    await waitFor(() => expect(within(table(canvasElement)).getAllByRole('row')).toHaveLength(31))
  },
}

/**
 * A total the server estimated (a filter over a very large table, `totalApprox`) reads 共约; the pages it implies
 * are offered. The last page, counted exactly, reads 共 again.
 */
export const EstimatedTotal: Story = {
  parameters: {
    msw: {
      handlers: [
        mswHttp.get('/jeecg-boot/demo/parcel/list', ({ request }) => {
          const pageNo = Number(new URL(request.url).searchParams.get('pageNo') ?? 1)
          const last = pageNo === 2500
          const records = parcelRows(last ? 3 : 10)
          const page = { records, size: 10, current: pageNo, total: last ? 24_993 : 25_000 }
          return HttpResponse.json({
            success: true,
            code: 200,
            message: '',
            result: last ? page : { ...page, totalApprox: true },
          })
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByText('1-10 共约25,000条')).toBeVisible())
    await userEvent.click(canvas.getByRole('button', { name: '第 2500 页' }))
    await waitFor(() => expect(canvas.getByText('24991-24993 共24993条')).toBeVisible())
  },
}

/** A sortable header asks the server for that order: ascending, then descending. */
export const SortByHeader: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByText('1-10 共57条')).toBeVisible())
    await userEvent.click(canvas.getByRole('columnheader', { name: /运单号/ }))
    await waitFor(() => expect(firstCells(canvasElement)[0]).toBe('EA100000001CN'))
    await expect(canvas.getByRole('columnheader', { name: /运单号/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )
    await userEvent.click(canvas.getByRole('columnheader', { name: /运单号/ }))
    await waitFor(() => expect(firstCells(canvasElement)[0]).toBe('EA100000057CN'))
  },
}

/** 全选 takes the page's selectable rows only; signed-for parcels stay out. Batch delete asks the server. */
export const SelectAndBatchDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByText('1-10 共57条')).toBeVisible())
    await userEvent.click(canvas.getByRole('button', { name: '批量删除' }))
    await toastTitle('请选择一条记录！')
    // Let the warning leave before the next toast: axe must not catch it half faded.
    await waitFor(() => expect(document.querySelector('.fui-ToastTitle')).toBeNull(), { timeout: 6000 })
    const all = canvas.getByRole('checkbox', { name: '全选' })
    await userEvent.click(all)
    const boxes = within(table(canvasElement))
      .getAllByRole('checkbox')
      .filter((box) => box !== all)
    const disabled = boxes.filter((box) => (box as HTMLInputElement).disabled)
    await expect(disabled.length).toBeGreaterThan(0)
    for (const box of boxes)
      if ((box as HTMLInputElement).disabled) await expect(box).not.toBeChecked()
      else await expect(box).toBeChecked()
    await userEvent.click(canvas.getByRole('button', { name: '批量删除' }))
    await toastTitle('批量删除成功!')
    await waitFor(() => expect(canvas.getByText(`1-10 共${57 - (10 - disabled.length)}条`)).toBeVisible())
    await expect(canvas.getByRole('checkbox', { name: '全选' })).not.toBeChecked()
  },
}

/** Long text is cut at 25 characters; the whole text is the cell's title and what a screen reader reads. */
export const Ellipsis: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByText('1-10 共57条')).toBeVisible())
    const cell = within(table(canvasElement)).getAllByRole('row')[1].querySelectorAll('td')[3]
    await expect(cell.textContent).toMatch(/^.{25}\.\.\.$/)
    await expect(cell.getAttribute('title')?.startsWith(cell.textContent?.slice(0, 25) ?? '')).toBe(true)
    await expect(within(table(canvasElement)).getByRole('cell', { name: cell.getAttribute('title')! })).toBe(
      cell,
    )
  },
}

/** A business-component modal's list (spec §9): pages of 5, sizes 5/10/20/30. */
export const BusinessModalPaging: Story = {
  args: { pageSize: 5, pageSizeOptions: [5, 10, 20, 30] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByText('1-5 共57条')).toBeVisible())
    await expect(within(table(canvasElement)).getAllByRole('row')).toHaveLength(6)
    await userEvent.click(canvas.getByRole('combobox'))
    const sizes = await screen().findAllByRole('option')
    await expect(sizes.map((option) => option.textContent)).toEqual([
      '5 条/页',
      '10 条/页',
      '20 条/页',
      '30 条/页',
    ])
    await userEvent.click(screen().getByRole('option', { name: '10 条/页' }))
    await waitFor(() => expect(canvas.getByText('1-10 共57条')).toBeVisible())
  },
}

/** While a page loads the table is busy under a spinner; the rows replace it. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        mswHttp.get('/jeecg-boot/demo/parcel/list', async () => {
          await delay(600)
        }),
        ...parcels.handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('加载中…')).toBeVisible()
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'true')
    // No empty-table text under the spinner: the page is not known to be empty yet.
    await expect(canvas.queryByText('暂无数据')).not.toBeInTheDocument()
    await waitFor(() => expect(canvas.getByText('1-10 共57条')).toBeVisible())
    await expect(canvas.queryByText('加载中…')).not.toBeInTheDocument()
    await expect(canvasElement.querySelector('section')).toHaveAttribute('aria-busy', 'false')
  },
}

export const Empty: Story = {
  parameters: { msw: { handlers: parcelServer([]).handlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByText('暂无数据')).toBeVisible())
    await expect(canvas.getByText('0-0 共0条')).toBeVisible()
    // An empty answer is not a failure: no warning.
    await expect(document.querySelectorAll('.fui-ToastTitle')).toHaveLength(0)
  },
}

/** Spec §8: a list refused with code 510 is a warning carrying the server's message. */
export const RefusedWith510: Story = {
  parameters: {
    msw: {
      handlers: [refusedList(510, '没有权限访问包裹列表')],
    },
  },
  play: async () => {
    await toastTitle('没有权限访问包裹列表')
  },
}

/** A page that forgot its list url says so instead of failing silently. */
export const MissingListUrl: Story = {
  args: { url: {} },
  play: async () => {
    await toastTitle('请设置url.list属性!')
  },
}

/** Columns the user is denied under the table's permission prefix (spec §6) are not drawn at all. */
export const ColumnsByPermission: Story = {
  args: { authPrefix: 'parcel', noAuthCodes: ['parcel:address', 'parcel:add', 'order:status'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByText('1-10 共57条')).toBeVisible())
    await expect(headers(canvasElement)).toEqual(['运单号', '收件人', '状态', '创建时间'])
    await expect(within(table(canvasElement)).getAllByRole('row')[1].querySelectorAll('td')).toHaveLength(5)
  },
}

/** The layout the user saved on the server (in another browser, say) arranges the table when it opens. */
export const ColumnLayoutFromServer: Story = {
  args: { columnSettings: { tableId: '/demo/parcel' } },
  parameters: { msw: { handlers: [...parcels.handlers, ...layouts.handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(headers(canvasElement)).toEqual(['状态', '运单号', '收件人', '创建时间']))
    await expect(canvas.getByText('1-10 共57条')).toBeVisible()
  },
}

/** 列设置: show a column again, move one, and the server keeps the layout for the user; 重置 removes it. */
export const ArrangeColumns: Story = {
  args: { columnSettings: { tableId: '/demo/parcel' } },
  parameters: { msw: { handlers: [...parcels.handlers, ...layouts.handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(headers(canvasElement)).toEqual(['状态', '运单号', '收件人', '创建时间']))
    await userEvent.click(canvas.getByRole('button', { name: '列设置' }))
    const settings = await screen().findByRole('dialog', { name: '列设置' })
    await userEvent.click(within(settings).getByRole('checkbox', { name: '收件地址' }))
    await waitFor(() =>
      expect(headers(canvasElement)).toEqual(['状态', '运单号', '收件人', '收件地址', '创建时间']),
    )
    await userEvent.click(within(settings).getByRole('button', { name: '上移 创建时间' }))
    await waitFor(() =>
      expect(headers(canvasElement)).toEqual(['状态', '运单号', '收件人', '创建时间', '收件地址']),
    )
    // The first column cannot go further up.
    // At an end the button stays focusable (keyboard users keep their place) but does nothing.
    await expect(within(settings).getByRole('button', { name: '上移 状态' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await waitFor(() =>
      expect(layouts.settings.get(LAYOUT_KEY)).toEqual({
        order: ['status', 'waybillNo', 'receiver', 'createTime', 'address'],
        hidden: [],
      }),
    )
    await userEvent.click(within(settings).getByRole('button', { name: '重置' }))
    await waitFor(() =>
      expect(headers(canvasElement)).toEqual(['运单号', '收件人', '收件地址', '状态', '创建时间']),
    )
    await waitFor(() => expect(layouts.settings.has(LAYOUT_KEY)).toBe(false))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen().queryByRole('dialog', { name: '列设置' })).toBeNull())
  },
}

/** When the server refuses to save, the user is told and the table keeps what they chose for now. */
export const ColumnLayoutNotSaved: Story = {
  args: { columnSettings: { tableId: '/demo/parcel' } },
  parameters: {
    msw: {
      handlers: [
        ...parcels.handlers,
        ...userSettingHandlers({ refuseWrites: '设置内容过大，最多64KB' }).handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByText('1-10 共57条')).toBeVisible())
    // The button waits for the saved layout to be read.
    await waitFor(() => expect(canvas.getByRole('button', { name: '列设置' })).toBeEnabled())
    await userEvent.click(canvas.getByRole('button', { name: '列设置' }))
    const settings = await screen().findByRole('dialog', { name: '列设置' })
    await userEvent.click(within(settings).getByRole('checkbox', { name: '收件人' }))
    await waitFor(() => expect(headers(canvasElement)).toEqual(['运单号', '收件地址', '状态', '创建时间']))
    await userEvent.keyboard('{Escape}')
    await toastTitle('保存列设置失败：设置内容过大，最多64KB')
  },
}

/** A wide table in a narrow pane, with a 操作 column pinned right beside 列设置 and an amount column. */
function NarrowPaneWithActions() {
  const [signed, setSigned] = useState<string | null>(null)
  const rows = parcelRows(3).map((row, i) => ({ ...row, fee: ['12.50', '1,234.00', '8.05'][i]! }))
  return (
    <div style={{ width: 560 }}>
      <DataTable
        aria-label="包裹列表"
        rowKey="id"
        data={rows}
        columnSettings={{ tableId: '/demo/narrow' }}
        columns={[
          { key: 'waybillNo', title: '运单号', kind: 'code' },
          { key: 'receiver', title: '收件人', width: 100 },
          { key: 'address', title: '收件地址', width: 160 },
          { key: 'fee', title: '运费', kind: 'money' },
          // A badge wider than its column's declared width.
          {
            key: 'status',
            title: '状态',
            width: 48,
            render: (row) => <span style={{ display: 'inline-block', width: 90 }}>{row.status}</span>,
          },
          { key: 'createTime', title: '创建时间', kind: 'datetime', width: 60 },
          {
            key: 'action',
            title: '操作',
            fixed: 'right',
            render: (row) => (
              <>
                <button type="button" onClick={() => setSigned(row.waybillNo)}>
                  签收
                </button>{' '}
                <button type="button">详情</button>
              </>
            ),
          },
        ]}
      />
      <output>{signed ? `已签收 ${signed}` : ''}</output>
    </div>
  )
}

/** Where the text in an element ends on the right. */
function textRight(element: Element) {
  const range = document.createRange()
  range.selectNodeContents(element)
  return range.getBoundingClientRect().right
}
/** The boxes of a row's cells, left to right. */
const cellBoxes = (row: Element) => [...row.children].map((cell) => cell.getBoundingClientRect())
/** Neighbouring cells side by side: none reaches into the next (half a pixel for rounding). */
const noOverlap = (boxes: DOMRect[]) =>
  boxes.every((box, i) => i === 0 || boxes[i - 1]!.right <= box.left + 0.5)
/** A cell's content is cut: wider than the box that shows it. */
const clipped = (cell: Element) => {
  const content = cell.firstElementChild as HTMLElement
  return content.scrollWidth > content.clientWidth
}

export const ActionsStayInView: Story = {
  render: () => <NarrowPaneWithActions />,
  parameters: { msw: { handlers: [...parcels.handlers, ...layouts.handlers] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const region = canvas.getByRole('region', { name: '包裹列表' })
    await waitFor(() => expect(region.scrollWidth).toBeGreaterThan(region.clientWidth))
    const rows = () => [...region.querySelectorAll('tr')]
    const actionsCell = () => canvas.getAllByRole('button', { name: '签收' })[0]!.closest('td')!
    const inView = () => {
      const pane = region.getBoundingClientRect()
      const box = actionsCell().getBoundingClientRect()
      return box.left >= pane.left - 0.5 && box.right <= pane.right + 0.5
    }

    // A horizontal scrollbar is drawn under the table, its thumb as much of the track as the pane shows of the table.
    const track = region.nextElementSibling!.firstElementChild as HTMLElement
    const thumb = track.firstElementChild as HTMLElement
    await waitFor(() => expect(thumb.getBoundingClientRect().height).toBeGreaterThanOrEqual(8))
    const trackBox = track.getBoundingClientRect()
    const shown = region.clientWidth / region.scrollWidth
    await expect(thumb.getBoundingClientRect().width / trackBox.width).toBeCloseTo(shown, 2)
    // Dragging the thumb scrolls the table; scrolled to the end, the thumb reaches the end of the track.
    const grip = thumb.getBoundingClientRect()
    const at = (x: number) => ({ clientX: x, clientY: grip.top + 2, bubbles: true })
    thumb.dispatchEvent(new PointerEvent('pointerdown', at(grip.left + 4)))
    window.dispatchEvent(new PointerEvent('pointermove', at(grip.left + 24)))
    window.dispatchEvent(new PointerEvent('pointerup', at(grip.left + 24)))
    await waitFor(() => expect(region.scrollLeft).toBeGreaterThan(0))
    region.scrollLeft = region.scrollWidth
    await waitFor(() => expect(thumb.getBoundingClientRect().right).toBeCloseTo(trackBox.right, 0))

    // Scrolled to the end, no cell covers another: the pinned 操作 and 列设置 sit beside the columns before them.
    region.scrollLeft = region.scrollWidth
    await waitFor(() => expect(rows().every((row) => noOverlap(cellBoxes(row)))).toBe(true))
    for (const left of [0, region.scrollWidth / 2, region.scrollWidth]) {
      region.scrollLeft = left
      await waitFor(() => expect(inView()).toBe(true))
      // The pinned cells never cover each other, and hide the rows passing under them (an opaque background).
      for (const row of rows()) await expect(noOverlap(cellBoxes(row).slice(-2))).toBe(true)
      await expect(getComputedStyle(actionsCell()).backgroundColor).not.toMatch(
        /rgba\(0, 0, 0, 0\)|transparent/,
      )
    }

    // Text longer than its column ends in an ellipsis; hovering shows it in full, and it is the cell's name.
    region.scrollLeft = 0
    const address = parcelRows(1)[0]!.address
    const addressCell = canvas.getByRole('cell', { name: address })
    await expect(clipped(addressCell)).toBe(true)
    await expect(getComputedStyle(addressCell.firstElementChild!).textOverflow).toBe('ellipsis')
    await userEvent.hover(addressCell.firstElementChild!)
    await expect(addressCell.firstElementChild).toHaveAttribute('title', address)
    // A text column keeps its declared width in a narrow pane: the table scrolls rather than squeeze it.
    const addressHeader = canvas.getByRole('columnheader', { name: '收件地址' })
    await expect(addressHeader.getBoundingClientRect().width).toBeGreaterThanOrEqual(159.5)
    // Dates, codes and amounts are never cut, whatever width was declared.
    // Neither is an element (a badge, a switch) that a text column holds.
    for (const value of ['2026-11-02 08:01:00', 'EA100000001CN', '1,234.00', parcelRows(1)[0]!.status])
      await expect(clipped(canvas.getByRole('cell', { name: value })), value).toBe(false)
    // An amount is right-aligned, its header too.
    const fee = textRight(canvas.getByRole('cell', { name: '1,234.00' }))
    const feeHeader = textRight(canvas.getByRole('columnheader', { name: '运费' }))
    await expect(Math.abs(feeHeader - fee)).toBeLessThan(1)

    await userEvent.click(canvas.getAllByRole('button', { name: '签收' })[0]!)
    await expect(canvas.getByText(/^已签收 /)).toBeVisible()
  },
}
