import type { Meta, StoryObj } from '@storybook/react-vite'
import { http as mswHttp } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ListPageProbe, probeSuperQuery } from '../test-support/listPageProbe'
import { parcelRows, parcelServer, refusedList } from '../test-support/parcelList'

const parcels = parcelServer(parcelRows(57))
/** The query strings of the list requests made so far (a handler that only looks, then lets the list answer). */
const listRequests: URLSearchParams[] = []
const recordList = mswHttp.get('/jeecg-boot/demo/parcel/list', ({ request }) => {
  listRequests.push(new URL(request.url).searchParams)
})

const meta = {
  title: 'Grid/useListPage',
  component: ListPageProbe,
  parameters: { msw: { handlers: [recordList, ...parcels.handlers] } },
  beforeEach: () => {
    parcels.reset()
    listRequests.length = 0
  },
} satisfies Meta<typeof ListPageProbe>

export default meta
type Story = StoryObj<typeof meta>

const told = (canvas: HTMLElement) => within(canvas).getByRole('list', { name: '提示' })
const lastList = () => Object.fromEntries(listRequests.at(-1) ?? [])
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell')

/** JeecgBoot's `field`: id, then a comma before each column key of the list. */
const shownFields = 'id,,id,waybillNo,receiver,status'

/**
 * The filters, the advanced query, the columns shown and the sort go to the list url; export sends them with the
 * selected ids.
 */
export const QueryAdvancedQueryAndExport: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByText('1-10 共57条')).toBeVisible())
    // Default sort: createTime descending (spec §9).
    await expect(lastList()).toMatchObject({
      pageNo: '1',
      pageSize: '10',
      column: 'createTime',
      order: 'desc',
    })
    // Loaded once, although the page passes its columns as a new array each render.
    await expect(listRequests).toHaveLength(1)
    await userEvent.type(canvas.getByRole('textbox', { name: '收件人' }), '收件人1')
    await userEvent.click(canvas.getByRole('button', { name: '查询' }))
    await waitFor(() => expect(canvas.getByText('1-10 共11条')).toBeVisible())
    await userEvent.click(canvas.getByRole('button', { name: '高级查询' }))
    await waitFor(() => expect(lastList().superQueryMatchType).toBe('or'))
    await expect(lastList()).toEqual({
      receiver: '收件人1',
      superQueryParams: probeSuperQuery.superQueryParams,
      superQueryMatchType: 'or',
      field: shownFields,
      pageNo: '1',
      pageSize: '10',
      column: 'createTime',
      order: 'desc',
    })
    // Select the first two rows that can be selected.
    const table = within(canvas.getByRole('table', { name: '包裹列表' }))
    await waitFor(() => expect(table.getAllByRole('row').length).toBeGreaterThan(2))
    const selectable = table
      .getAllByRole('row')
      .slice(1)
      .filter((row) => !(within(row).getByRole('checkbox') as HTMLInputElement).disabled)
      .slice(0, 2)
    for (const row of selectable) await userEvent.click(within(row).getByRole('checkbox'))
    const ids = selectable.map((row) => cellsOf(row)[1]?.textContent)
    await userEvent.click(canvas.getByRole('button', { name: '导出' }))
    const exported = JSON.parse(canvas.getByRole('status', { name: '导出参数' }).textContent ?? '')
    await expect(exported).toEqual({
      receiver: '收件人1',
      superQueryParams: probeSuperQuery.superQueryParams,
      superQueryMatchType: 'or',
      column: 'createTime',
      order: 'desc',
      field: shownFields,
      selections: ids.join(','),
    })
  },
}

/** Spec §8: a list refused with code 510 is shown as a warning with the server's message, not as an error. */
export const RefusedWith510IsAWarning: Story = {
  parameters: {
    msw: {
      handlers: [refusedList(510, '没有权限访问包裹列表')],
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(told(canvasElement)).toHaveTextContent('warning: 没有权限访问包裹列表'))
    await expect(within(told(canvasElement)).getAllByRole('listitem')).toHaveLength(1)
  },
}

/** Spec §5: a page without its list url says so (请设置url.list属性!). */
export const MissingListUrl: Story = {
  args: { url: {} },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(told(canvasElement)).toHaveTextContent('error: 请设置url.list属性!'))
    await expect(listRequests).toHaveLength(0)
  },
}

/** Delete and batch delete without their urls say which is missing; batch delete first needs a selected row. */
export const MissingDeleteUrls: Story = {
  args: { url: { list: '/demo/parcel/list' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByText('1-10 共57条')).toBeVisible())
    await userEvent.click(canvas.getByRole('button', { name: '删除第一行' }))
    await waitFor(() => expect(told(canvasElement)).toHaveTextContent('error: 请设置url.delete属性!'))
    await userEvent.click(canvas.getByRole('button', { name: '批量删除' }))
    await waitFor(() => expect(told(canvasElement)).toHaveTextContent('warning: 请选择一条记录！'))
    const enabled = canvas
      .getAllByRole('checkbox')
      .find((box) => box.getAttribute('aria-label') !== '全选' && !(box as HTMLInputElement).disabled)
    await userEvent.click(enabled as HTMLElement)
    await userEvent.click(canvas.getByRole('button', { name: '批量删除' }))
    await waitFor(() => expect(told(canvasElement)).toHaveTextContent('error: 请设置url.deleteBatch属性!'))
    await expect(canvas.getByText('1-10 共57条')).toBeVisible()
  },
}

/** Deleting a row asks the delete url with its id, says the server's message and loads the page again. */
export const DeleteOneRow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByText('1-10 共57条')).toBeVisible())
    await userEvent.click(canvas.getByRole('button', { name: '删除第一行' }))
    await waitFor(() => expect(told(canvasElement)).toHaveTextContent('success: 删除成功!'))
    await waitFor(() => expect(canvas.getByText('1-10 共56条')).toBeVisible())
  },
}
