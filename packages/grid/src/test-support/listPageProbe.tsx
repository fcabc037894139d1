import { Button, Input } from '@fluentui/react-components'
import { type Notify, PorticoProvider } from '@portico/ui'
import { useMemo, useState } from 'react'
import type { DataTableColumn } from '../index'
import { useListPage } from '../index'
import type { ListPageOptions } from '../useListPage/useListPage'
import { http, type Parcel, ParcelTable, parcelUrls } from './parcelList'

/** The advanced query the probe applies: status 运输中, any condition matching. */
export const probeSuperQuery = {
  superQueryParams: encodeURIComponent(JSON.stringify([{ field: 'status', rule: 'eq', val: '运输中' }])),
  superQueryMatchType: 'or',
}

const columns: DataTableColumn<Parcel>[] = [
  { key: 'id', title: '编号' },
  { key: 'waybillNo', title: '运单号' },
  { key: 'receiver', title: '收件人' },
  { key: 'status', title: '状态' },
]

/** A notify that lists what it was told, with its kind, instead of showing toasts. */
function useListedNotify() {
  const [messages, setMessages] = useState<string[]>([])
  const notify = useMemo<Notify>(() => {
    const add = (kind: string) => (message: string) => setMessages((list) => [...list, `${kind}: ${message}`])
    return { success: add('success'), info: add('info'), warning: add('warning'), error: add('error') }
  }, [])
  return { messages, notify }
}

function ProbePage({ url }: { url: ListPageOptions['url'] }) {
  // A new array each render, as a page would pass it: the list must not reload for it.
  const list = useListPage<Parcel>({ url, fields: columns.map((column) => column.key) })
  const [exported, setExported] = useState('')
  return (
    <>
      <Input
        aria-label="收件人"
        value={String(list.queryParam.receiver ?? '')}
        onChange={(_, data) => list.setQueryParam({ ...list.queryParam, receiver: data.value })}
      />
      <Button onClick={list.search}>查询</Button>
      <Button onClick={() => list.applySuperQuery(probeSuperQuery)}>高级查询</Button>
      <Button onClick={() => list.remove(list.rows[0]?.id ?? '')}>删除第一行</Button>
      <Button onClick={list.removeSelected}>批量删除</Button>
      <Button onClick={() => setExported(JSON.stringify(list.exportParams()))}>导出</Button>
      <ParcelTable list={list} columns={columns} />
      <output aria-label="导出参数">{exported}</output>
    </>
  )
}

/**
 * Every action of useListPage on a button: search, advanced query, delete, batch delete and the export parameters
 * (shown in 导出参数); what it tells the user is listed under 提示 with its kind (warning, error…).
 */
export function ListPageProbe({ url = parcelUrls }: { url?: ListPageOptions['url'] }) {
  const { messages, notify } = useListedNotify()
  return (
    <PorticoProvider http={http} notify={notify}>
      <ProbePage url={url} />
      <ul aria-label="提示">
        {messages.map((message, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: messages are only ever appended
          <li key={index}>{message}</li>
        ))}
      </ul>
    </PorticoProvider>
  )
}
