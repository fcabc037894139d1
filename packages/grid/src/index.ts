export { DataTable } from './DataTable/DataTable'
export type {
  DataTableColumn,
  DataTableProps,
  DataTableSelection,
  DataTableSort,
  SortOrder,
} from './DataTable/DataTable.types'
export { formatTotal } from './Pagination/formatTotal'
export { Pagination, type PaginationProps } from './Pagination/Pagination'
export { type ListPage, type ListPageOptions, useListPage } from './useListPage/useListPage'
