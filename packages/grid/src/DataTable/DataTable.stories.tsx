import { animationsSettled } from '@portico/ui'
import { userSettingHandlers } from '@portico/ui/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http as mswHttp } from 'msw'
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

/** Long text is cut at 25 characters; the whole text is the cell's title. */
export const Ellipsis: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByText('1-10 共57条')).toBeVisible())
    const cell = within(table(canvasElement)).getAllByRole('row')[1].querySelectorAll('td')[3]
    await expect(cell.textContent).toMatch(/^.{25}\.\.\.$/)
    await expect(cell.getAttribute('title')?.startsWith(cell.textContent?.slice(0, 25) ?? '')).toBe(true)
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

/** A wide table in a narrow pane: its 操作 column (fixed right) stays in view wherever the table is scrolled. */
function NarrowPaneWithActions() {
  const [signed, setSigned] = useState<string | null>(null)
  const rows = parcelRows(3)
  return (
    <div style={{ width: 480 }}>
      <DataTable
        aria-label="包裹列表"
        rowKey="id"
        data={rows}
        columns={[
          { key: 'waybillNo', title: '运单号', width: 160 },
          { key: 'receiver', title: '收件人', width: 160 },
          { key: 'address', title: '收件地址', width: 320 },
          { key: 'createTime', title: '创建时间', width: 180 },
          {
            key: 'action',
            title: '操作',
            width: 80,
            fixed: 'right',
            render: (row) => (
              <button type="button" onClick={() => setSigned(row.waybillNo)}>
                签收
              </button>
            ),
          },
        ]}
      />
      <output>{signed ? `已签收 ${signed}` : ''}</output>
    </div>
  )
}

export const ActionsStayInView: Story = {
  render: () => <NarrowPaneWithActions />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const region = canvas.getByRole('region', { name: '包裹列表' })
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth)
    const inView = () => {
      const pane = region.getBoundingClientRect()
      const button = canvas.getAllByRole('button', { name: '签收' })[0]!.getBoundingClientRect()
      return button.left >= pane.left && button.right <= pane.right
    }
    for (const left of [0, region.scrollWidth / 2, region.scrollWidth]) {
      region.scrollLeft = left
      await waitFor(() => expect(inView()).toBe(true))
    }
    region.scrollLeft = 0
    await userEvent.click(canvas.getAllByRole('button', { name: '签收' })[0]!)
    await expect(canvas.getByText(/^已签收 /)).toBeVisible()
  },
}
