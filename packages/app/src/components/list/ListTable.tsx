import { DataTable, type DataTableColumn, type ListPage, Pagination } from '@portico/grid'
import type { ReactNode } from 'react'

export interface ListTableProps<Row extends object> {
  list: ListPage<Row>
  columns: DataTableColumn<Row>[]
  'aria-label': string
  /** Rows can be ticked for batch actions. */
  selectable?: boolean
  emptyText?: ReactNode
}

/** A list page's table and its pager, both driven by the page's useListPage state. */
export function ListTable<Row extends object>({
  list,
  columns,
  selectable,
  emptyText,
  ...rest
}: ListTableProps<Row>) {
  return (
    <>
      <DataTable
        aria-label={rest['aria-label']}
        columns={columns}
        data={list.rows}
        rowKey={list.rowKey as keyof Row}
        loading={list.loading}
        emptyText={emptyText}
        sort={list.sort}
        onSortChange={list.onSortChange}
        selection={
          selectable ? { selectedKeys: list.selectedKeys, onChange: list.onSelectionChange } : undefined
        }
      />
      <Pagination
        current={list.pagination.current}
        pageSize={list.pagination.pageSize}
        total={list.pagination.total}
        onChange={list.onPaginationChange}
      />
    </>
  )
}
