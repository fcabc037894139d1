import { Button } from '@fluentui/react-components'
import { createHttpClient, PorticoProvider } from '@portico/ui'
import axios from 'axios'
import { HttpResponse, http as mswHttp } from 'msw'
import type { DataTableColumn, DataTableProps } from '../index'
import { DataTable, Pagination, useListPage } from '../index'
import type { ListPage, ListPageOptions } from '../useListPage/useListPage'

/** Fixtures of the list-page stories: a parcel list served page by page by MSW from an in-memory table. */
export interface Parcel {
  id: string
  waybillNo: string
  receiver: string
  address: string
  status: '待揽收' | '运输中' | '已签收'
  createTime: string
}

const STATUSES: Parcel['status'][] = ['待揽收', '运输中', '已签收']

export function parcelRows(count: number): Parcel[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1
    return {
      id: String(1000 + n),
      waybillNo: `EA${String(100000000 + n)}CN`,
      receiver: `收件人${n}`,
      address: `广东省深圳市南山区科技园南区深南大道${n}号邮政国际物流中心${n}栋`,
      status: STATUSES[n % 3],
      createTime: `2026-11-${String(1 + (n % 28)).padStart(2, '0')} 08:${String(n % 60).padStart(2, '0')}:00`,
    }
  })
}

/** Paths are relative to the http client's base (/jeecg-boot), as an app's list pages give them. */
const PATH = '/demo/parcel'
const BASE = `/jeecg-boot${PATH}`
export const parcelUrls: ListPageOptions['url'] = {
  list: `${PATH}/list`,
  delete: `${PATH}/delete`,
  deleteBatch: `${PATH}/deleteBatch`,
}

const envelope = (result: unknown, message = '') => ({
  success: true,
  message,
  code: 200,
  result,
  timestamp: Date.now(),
})

/**
 * List, delete and batch delete over `rows`, paged and sorted like a JeecgBoot list route. Handlers live as long as
 * the story file, so a story that deletes calls `reset` in its `beforeEach`.
 */
export function parcelServer(rows: Parcel[]) {
  const table = [...rows]
  const reset = () => table.splice(0, table.length, ...rows)
  const handlers = [
    mswHttp.get(`${BASE}/list`, ({ request }) => {
      const params = new URL(request.url).searchParams
      const pageNo = Number(params.get('pageNo') ?? 1)
      const pageSize = Number(params.get('pageSize') ?? 10)
      const column = params.get('column') as keyof Parcel | null
      const order = params.get('order')
      const receiver = params.get('receiver')
      let found = receiver ? table.filter((r) => r.receiver.includes(receiver)) : [...table]
      if (column) {
        found.sort((a, b) => String(a[column]).localeCompare(String(b[column])))
        if (order === 'desc') found.reverse()
      }
      const total = found.length
      found = found.slice((pageNo - 1) * pageSize, pageNo * pageSize)
      return HttpResponse.json(envelope({ records: found, total, size: pageSize, current: pageNo }))
    }),
    mswHttp.delete(`${BASE}/delete`, ({ request }) => {
      const id = new URL(request.url).searchParams.get('id')
      table.splice(
        table.findIndex((r) => r.id === id),
        1,
      )
      return HttpResponse.json(envelope(null, '删除成功!'))
    }),
    mswHttp.delete(`${BASE}/deleteBatch`, ({ request }) => {
      const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').filter(Boolean)
      for (const id of ids)
        table.splice(
          table.findIndex((r) => r.id === id),
          1,
        )
      return HttpResponse.json(envelope(null, '批量删除成功!'))
    }),
  ]
  return { handlers, reset }
}

const columns: DataTableColumn<Parcel>[] = [
  { key: 'waybillNo', title: '运单号', sortable: true },
  { key: 'receiver', title: '收件人' },
  { key: 'address', title: '收件地址', ellipsis: true },
  { key: 'status', title: '状态' },
  { key: 'createTime', title: '创建时间', sortable: true },
]

export interface ParcelListProps
  extends Pick<DataTableProps<Parcel>, 'columnSettings' | 'authPrefix' | 'noAuthCodes'> {
  url?: ListPageOptions['url']
  /** Business-component modals page by 5 with 5/10/20/30 (spec §9); list pages by 10 with 10/20/30. */
  pageSize?: number
  pageSizeOptions?: number[]
}

/** The table and pager of a parcel list page, driven by its useListPage; signed-for parcels cannot be selected. */
export function ParcelTable({
  list,
  columns: shown = columns,
  pageSizeOptions,
  ...tableProps
}: Pick<DataTableProps<Parcel>, 'columnSettings' | 'authPrefix' | 'noAuthCodes'> & {
  list: ListPage<Parcel>
  columns?: DataTableColumn<Parcel>[]
  pageSizeOptions?: number[]
}) {
  return (
    <>
      <DataTable
        {...tableProps}
        aria-label="包裹列表"
        columns={shown}
        data={list.rows}
        rowKey="id"
        loading={list.loading}
        sort={list.sort}
        onSortChange={list.onSortChange}
        selection={{
          selectedKeys: list.selectedKeys,
          onChange: list.onSelectionChange,
          // Signed-for parcels are closed: they cannot be selected for deletion.
          isRowDisabled: (row) => row.status === '已签收',
        }}
      />
      <Pagination {...list.pagination} pageSizeOptions={pageSizeOptions} onChange={list.onPaginationChange} />
    </>
  )
}

/** A list page as an app composes it: useListPage, DataTable and Pagination. */
export function ParcelList({ url = parcelUrls, pageSize, ...tableProps }: ParcelListProps) {
  const list = useListPage<Parcel>({ url, pageSize })
  return (
    <>
      <Button onClick={list.removeSelected}>批量删除</Button>
      <ParcelTable {...tableProps} list={list} />
    </>
  )
}

/** The list url refusing with `code` and the server's `message` (spec §8: 510 is a warning). */
export const refusedList = (code: number, message: string) =>
  mswHttp.get(`${BASE}/list`, () =>
    HttpResponse.json({ success: false, message, code, result: null, timestamp: Date.now() }),
  )

export const http = createHttpClient(axios.create({ baseURL: '/jeecg-boot' }))

export function WithProvider({ children }: { children: React.ReactNode }) {
  return <PorticoProvider http={http}>{children}</PorticoProvider>
}
