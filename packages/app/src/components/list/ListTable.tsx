import { DataTable, type DataTableColumn, type ListPage, Pagination } from '@portico/grid'
import type { ReactNode } from 'react'
import { PAGER_TEXTS, useTexts } from '../../i18n'
import { localiseColumns } from './localiseColumns'

export interface ListTableProps<Row extends object> {
  list: ListPage<Row>
  columns: DataTableColumn<Row>[]
  'aria-label': string
  /** Rows can be ticked for batch actions. */
  selectable?: boolean
  /** Offers 列设置, the user's column layout kept on the server under this id (the page's path). */
  tableId?: string
  /** Columns the user is denied under this permission prefix are left out. */
  authPrefix?: string
  emptyText?: ReactNode
  /** The rows shown, when not the page's own (a tree's visible nodes). */
  rows?: Row[]
}

/** A list page's table and its pager (in the user's language), both driven by the page's useListPage state. */
export function ListTable<Row extends object>({
  list,
  columns,
  selectable,
  emptyText,
  tableId,
  authPrefix,
  rows,
  ...rest
}: ListTableProps<Row>) {
  const { label, t, locale } = useTexts()
  return (
    <>
      <DataTable
        aria-label={rest['aria-label']}
        columns={localiseColumns(columns, label)}
        data={rows ?? list.rows}
        rowKey={list.rowKey as keyof Row}
        loading={list.loading}
        emptyText={emptyText ?? t('list.empty')}
        authPrefix={authPrefix}
        columnSettings={tableId ? { tableId } : undefined}
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
        totalApprox={list.pagination.totalApprox}
        onChange={list.onPaginationChange}
        texts={PAGER_TEXTS[locale]}
      />
    </>
  )
}
