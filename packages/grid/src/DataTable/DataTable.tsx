import type { RowData } from '@tanstack/react-table'
import { useMemo } from 'react'
import { useTablePermissions } from '../permissions/useTablePermissions'
import { ColumnSettings } from './columnLayout/ColumnSettings'
import { useColumnLayout } from './columnLayout/useColumnLayout'
import type { DataTableProps } from './DataTable.types'
import { DataTableView } from './DataTableView'

/**
 * The list table: server-side paging and sorting, selection and ellipsis. Columns the user is denied under
 * `authPrefix` are left out; with `columnSettings` the user can hide and reorder the rest, kept per user.
 */
export function DataTable<Row extends RowData>(props: DataTableProps<Row>) {
  const { columnSettings, authPrefix, noAuthCodes, ...view } = props
  const permitted = useTablePermissions({ authPrefix, noAuthCodes })
  const columns = useMemo(
    () => props.columns.filter((column) => permitted.column(column.key)),
    [props.columns, permitted],
  )
  if (!columnSettings) return <DataTableView {...view} columns={columns} />
  return <ArrangeableDataTable {...view} columns={columns} columnSettings={columnSettings} />
}

function ArrangeableDataTable<Row extends RowData>(
  props: Omit<DataTableProps<Row>, 'authPrefix' | 'noAuthCodes'> &
    Required<Pick<DataTableProps<Row>, 'columnSettings'>>,
) {
  const { columnSettings, ...view } = props
  const layout = useColumnLayout({ ...columnSettings, columns: props.columns })
  return (
    <DataTableView
      {...view}
      columns={layout.columns}
      trailingHeader={<ColumnSettings layout={layout} iconOnly />}
    />
  )
}
