import type { Page } from '@portico/contract'
import { ResultCode } from '@portico/contract'
import { useHttp, useNotify } from '@portico/ui'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { DataTableSort } from '../DataTable/DataTable.types'
import { batchIds, buildExportParams, buildListParams, fieldList, pageAfterRemoval } from './listQuery'

export interface ListPageOptions {
  url: { list?: string; delete?: string; deleteBatch?: string }
  /** Spec §9: createTime descending. */
  defaultSort?: DataTableSort
  pageSize?: number
  queryParam?: Record<string, unknown>
  rowKey?: string
  /** The list's column keys, sent as JeecgBoot's `field` (`id,,a,b`) with the list and export requests. */
  fields?: readonly string[]
  /** Turns the search form's values into filters as sent (e.g. `v` → `*v*` for a contains search). */
  prepareQuery?: (query: Record<string, unknown>) => Record<string, unknown>
}

const missingUrl = (name: string) => `请设置url.${name}属性!`

/** What JeecgBoot's list mixin does: load, page, sort, select, delete and batch delete a server list. */
export function useListPage<Row>(options: ListPageOptions) {
  const http = useHttp()
  const notify = useNotify()
  const { url, rowKey = 'id' } = options
  // A string, so a page passing a new array each render does not reload the list.
  const field = options.fields ? fieldList(options.fields) : undefined
  const initialQuery = useRef(options.queryParam ?? {})
  const [queryParam, setQueryParam] = useState<Record<string, unknown>>(initialQuery.current)
  const [appliedQuery, setAppliedQuery] = useState<Record<string, unknown>>(initialQuery.current)
  // The advanced query (superQueryParams, superQueryMatchType), sent beside the search form's filters.
  const [superQuery, setSuperQuery] = useState<Record<string, string> | null>(null)
  // Read through a ref: a page passing a new function each render does not reload the list.
  const prepareQuery = useRef(options.prepareQuery)
  prepareQuery.current = options.prepareQuery
  const requestQuery = useMemo(() => {
    const filters = prepareQuery.current ? prepareQuery.current(appliedQuery) : appliedQuery
    return superQuery ? { ...filters, ...superQuery } : filters
  }, [appliedQuery, superQuery])
  const [pagination, setPagination] = useState({
    current: 1,
    pageSize: options.pageSize ?? 10,
    total: 0,
    /** The server estimated the total (a filter over a very large table): the pager says 「约」. */
    totalApprox: false,
  })
  const [sort, setSort] = useState<DataTableSort>(
    options.defaultSort ?? { column: 'createTime', order: 'desc' },
  )
  const [rows, setRows] = useState<Row[]>([])
  const [loading, setLoading] = useState(false)
  const [selectedKeys, setSelectedKeys] = useState<string[]>([])
  const [selectedRows, setSelectedRows] = useState<Row[]>([])
  const request = useRef(0)

  const { current, pageSize } = pagination
  const load = useCallback(async () => {
    if (!url.list) {
      notify.error(missingUrl('list'))
      return
    }
    const id = ++request.current
    setLoading(true)
    try {
      const reply = await http.get<Page<Row> | Row[]>(
        url.list,
        buildListParams(requestQuery, { current, pageSize }, sort, field),
      )
      if (id !== request.current) return
      if (reply.success && reply.result) {
        const result = reply.result
        const records = Array.isArray(result) ? result : result.records
        setRows(records)
        setPagination((p) => ({
          ...p,
          total: Array.isArray(result) ? records.length : Number(result.total),
          totalApprox: !Array.isArray(result) && result.totalApprox === true,
        }))
      } else {
        // Spec §8: list result code 510 is shown as a warning, like any other refusal.
        notify.warning(reply.message || (reply.code === ResultCode.NO_AUTHZ ? '没有权限' : '查询失败'))
      }
    } catch {
      // The http layer has already told the user.
    } finally {
      if (id === request.current) setLoading(false)
    }
  }, [http, notify, url.list, requestQuery, current, pageSize, sort, field])

  useEffect(() => {
    load()
  }, [load])

  // Actions may be called from callbacks created in an earlier render; they always reload with the current query.
  const latestLoad = useRef(load)
  latestLoad.current = load

  const clearSelection = () => {
    setSelectedKeys([])
    setSelectedRows([])
  }

  async function removeWith(
    endpoint: string | undefined,
    name: string,
    params: Record<string, string>,
    count: number,
  ) {
    if (!endpoint) {
      notify.error(missingUrl(name))
      return
    }
    const reply = await http.delete(endpoint, params)
    if (!reply.success) {
      notify.warning(reply.message)
      return
    }
    notify.success(reply.message)
    clearSelection()
    const page = pageAfterRemoval(current, pageSize, pagination.total, count)
    if (page !== current) setPagination((p) => ({ ...p, current: page }))
    else await latestLoad.current()
  }

  return {
    rows,
    loading,
    pagination,
    sort,
    queryParam,
    selectedKeys,
    selectedRows,
    rowKey,
    setQueryParam,
    onPaginationChange: (nextCurrent: number, nextPageSize: number) =>
      setPagination((p) => ({
        ...p,
        current: nextPageSize === p.pageSize ? nextCurrent : 1,
        pageSize: nextPageSize,
      })),
    onSortChange: (next: DataTableSort) => setSort(next),
    onSelectionChange: (keys: string[], selected: Row[]) => {
      setSelectedKeys(keys)
      setSelectedRows(selected)
    },
    search: () => {
      setAppliedQuery({ ...queryParam })
      setPagination((p) => ({ ...p, current: 1 }))
    },
    reset: () => {
      setQueryParam(initialQuery.current)
      setAppliedQuery(initialQuery.current)
      setPagination((p) => ({ ...p, current: 1 }))
      clearSelection()
    },
    reload: () => latestLoad.current(),
    /** Parameters of the export call: what the list shows (filters and sort) and the selected ids. */
    exportParams: () => buildExportParams(requestQuery, sort, selectedKeys, field),
    /** Applies (or with null, clears) the advanced query's superQueryParams and superQueryMatchType. */
    applySuperQuery: (params: Record<string, string> | null) => {
      setSuperQuery(params)
      setPagination((p) => ({ ...p, current: 1 }))
    },
    superQuery,
    remove: (id: string) => removeWith(url.delete, 'delete', { id }, 1),
    removeSelected: async () => {
      if (selectedKeys.length === 0) {
        notify.warning('请选择一条记录！')
        return
      }
      await removeWith(url.deleteBatch, 'deleteBatch', { ids: batchIds(selectedKeys) }, selectedKeys.length)
    },
  }
}

export type ListPage<Row> = ReturnType<typeof useListPage<Row>>
