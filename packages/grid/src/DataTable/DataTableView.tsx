import {
  Checkbox,
  makeStyles,
  mergeClasses,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components'
import { TableEmptyRow, TableLoadingOverlay } from '@portico/ui'
import { type ColumnDef, type RowData, tableFeatures, useTable } from '@tanstack/react-table'
import { type ReactNode, useMemo } from 'react'
import type { DataTableProps } from './DataTable.types'
import { cutText, headerCheckState, nextSort } from './tableLogic'

const features = tableFeatures({})

const TRAILING_WIDTH = '44px'

/** Cells that stay in view at the right edge while the table scrolls sideways: opaque, with a line on their left. */
const stuckRight = {
  position: 'sticky',
  zIndex: 1,
  backgroundColor: tokens.colorNeutralBackground1,
  boxShadow: `inset 1px 0 0 ${tokens.colorNeutralStroke2}`,
} as const

const useStyles = makeStyles({
  region: { position: 'relative', overflowX: 'auto' },
  select: { width: '44px' },
  trailing: { ...stuckRight, right: 0, width: TRAILING_WIDTH, textAlign: 'right' },
  fixedRight: { ...stuckRight, right: 0 },
  // Left of the 列设置 cell, which holds the very edge.
  fixedBesideTrailing: { right: TRAILING_WIDTH },
})

export interface DataTableViewProps<Row> extends Omit<DataTableProps<Row>, 'columnSettings'> {
  /** A last, narrow header cell (the 列设置 button); rows get an empty cell under it. */
  trailingHeader?: ReactNode
}

/** The list table's rendering, on TanStack Table's headless core: the columns as given, in order. */
export function DataTableView<Row extends RowData>(props: DataTableViewProps<Row>) {
  const { columns, data, rowKey, loading, emptyText = '暂无数据', sort, onSortChange, selection } = props
  const styles = useStyles()
  const keyOf = useMemo(
    () => (typeof rowKey === 'function' ? rowKey : (row: Row) => String(row[rowKey])),
    [rowKey],
  )

  const selectableKeys = selection ? data.filter((row) => !selection.isRowDisabled?.(row)).map(keyOf) : []
  const headerState = selection ? headerCheckState(selectableKeys, selection.selectedKeys) : false

  function toggleRow(row: Row, checked: boolean) {
    if (!selection) return
    const key = keyOf(row)
    const keys = checked ? [...selection.selectedKeys, key] : selection.selectedKeys.filter((k) => k !== key)
    selection.onChange(
      keys,
      data.filter((r) => keys.includes(keyOf(r))),
    )
  }

  function toggleAll() {
    if (!selection) return
    const keys =
      headerState === true
        ? selection.selectedKeys.filter((k) => !selectableKeys.includes(k))
        : [...new Set([...selection.selectedKeys, ...selectableKeys])]
    selection.onChange(
      keys,
      data.filter((r) => keys.includes(keyOf(r))),
    )
  }

  const columnDefs = useMemo<ColumnDef<typeof features, Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.key,
        header: column.title,
        cell: ({ row }) => {
          if (column.render) return column.render(row.original, row.index)
          const value = (row.original as Record<string, unknown>)[column.key]
          return value == null ? '' : cutText(String(value), column.ellipsis)
        },
      })),
    [columns],
  )

  const table = useTable({ features, columns: columnDefs, data, getRowId: (row) => keyOf(row) })
  const byKey = new Map(columns.map((column) => [column.key, column]))
  const fixedClass = (key: string) =>
    byKey.get(key)?.fixed === 'right'
      ? mergeClasses(styles.fixedRight, props.trailingHeader ? styles.fixedBesideTrailing : undefined)
      : undefined

  return (
    // A scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
    <section className={styles.region} aria-label={props['aria-label']} aria-busy={loading} tabIndex={0}>
      <Table aria-label={props['aria-label']} size="small">
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {selection && (
                <TableHeaderCell className={styles.select}>
                  <Checkbox
                    aria-label="全选"
                    checked={headerState}
                    disabled={selectableKeys.length === 0}
                    onChange={toggleAll}
                  />
                </TableHeaderCell>
              )}
              {group.headers.map((header) => {
                const column = byKey.get(header.column.id)
                const sorted = sort?.column === header.column.id ? sort.order : undefined
                return (
                  <TableHeaderCell
                    key={header.id}
                    className={fixedClass(header.column.id)}
                    style={{ width: column?.width, textAlign: column?.align }}
                    sortable={column?.sortable}
                    sortDirection={
                      sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                    }
                    onClick={
                      column?.sortable && onSortChange
                        ? () => onSortChange(nextSort(sort, header.column.id))
                        : undefined
                    }
                  >
                    <table.FlexRender header={header} />
                  </TableHeaderCell>
                )
              })}
              {props.trailingHeader && (
                <TableHeaderCell className={styles.trailing}>{props.trailingHeader}</TableHeaderCell>
              )}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {table.getRowModel().rows.map((row) => {
            const key = row.id
            const disabled = selection?.isRowDisabled?.(row.original) ?? false
            const checked = selection?.selectedKeys.includes(key) ?? false
            return (
              <TableRow key={key} aria-selected={selection ? checked : undefined}>
                {selection && (
                  <TableCell className={styles.select}>
                    <Checkbox
                      aria-label={`选择第 ${row.index + 1} 行`}
                      checked={checked}
                      disabled={disabled}
                      onChange={(_, d) => toggleRow(row.original, Boolean(d.checked))}
                    />
                  </TableCell>
                )}
                {row.getAllCells().map((cell) => {
                  const column = byKey.get(cell.column.id)
                  const raw = (row.original as Record<string, unknown>)[cell.column.id]
                  const cut = column?.ellipsis && raw != null && !column.render ? String(raw) : undefined
                  return (
                    <TableCell
                      key={cell.id}
                      className={fixedClass(cell.column.id)}
                      style={{ textAlign: column?.align }}
                      title={cut}
                    >
                      <table.FlexRender cell={cell} />
                    </TableCell>
                  )
                })}
                {props.trailingHeader && <TableCell className={styles.trailing} />}
              </TableRow>
            )
          })}
          {data.length === 0 && !loading && (
            <TableEmptyRow colSpan={columns.length + (selection ? 1 : 0) + (props.trailingHeader ? 1 : 0)}>
              {emptyText}
            </TableEmptyRow>
          )}
        </TableBody>
      </Table>
      {loading && <TableLoadingOverlay />}
    </section>
  )
}
