import type { DataTableSort } from '../DataTable/DataTable.types'

/** JeecgBoot's `field` parameter: `id,` then `,key` for each column of the list (`id,,a,b`). */
export const fieldList = (keys: readonly string[]) => `id,${keys.map((key) => `,${key}`).join('')}`

/**
 * The list request of JeecgBoot's list pages: filters without empty values, the columns shown (`field`, when
 * given), paging and sort (spec §7).
 */
export function buildListParams(
  queryParam: Record<string, unknown>,
  page: { current: number; pageSize: number },
  sort: DataTableSort,
  field?: string,
): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(queryParam)) {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) continue
    params[key] = typeof value === 'string' ? value.trim() : value
  }
  if (field) params.field = field
  params.pageNo = page.current
  params.pageSize = page.pageSize
  if (sort.column && sort.order) {
    params.column = sort.column
    params.order = sort.order
  }
  return params
}

/** JeecgBoot's batch delete sends the ids with a trailing comma. */
export const batchIds = (keys: string[]) => `${keys.join(',')},`

/** After deleting, stay on a page that still exists. */
export function pageAfterRemoval(current: number, pageSize: number, total: number, removed: number): number {
  const remaining = Math.max(0, total - removed)
  return Math.min(current, Math.max(1, Math.ceil(remaining / pageSize)))
}

/** What JeecgBoot's list mixin sends to exportXls: the applied filters and sort, and the selected ids. */
export function buildExportParams(
  queryParam: Record<string, unknown>,
  sort: DataTableSort,
  selectedKeys: string[],
  field?: string,
): Record<string, unknown> {
  const {
    pageNo: _pageNo,
    pageSize: _pageSize,
    ...params
  } = buildListParams(queryParam, { current: 1, pageSize: 1 }, sort, field)
  if (selectedKeys.length > 0) params.selections = selectedKeys.join(',')
  return params
}
