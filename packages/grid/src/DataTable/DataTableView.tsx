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
import { type CSSProperties, type ReactNode, useMemo, useRef } from 'react'
import type { DataTableProps } from './DataTable.types'
import { CellContent } from './layout/CellContent'
import { type ColumnSizing, sizeColumn } from './layout/columnSizing'
import { StickyScrollbar } from './layout/StickyScrollbar'
import { PINNED_ATTRIBUTE, usePinnedOffsets } from './layout/usePinnedOffsets'
import { useScrollPane } from './layout/useScrollPane'
import { cutText, headerCheckState, nextSort } from './tableLogic'

const features = tableFeatures({})

/** A cell's padding left and right (Fluent's spacingHorizontalS twice). */
const CELL_PADDING = 16

/** The 列设置 cell's key among the pinned cells (no column is named so: keys are field names). */
const SETTINGS_KEY = '__settings'

const useStyles = makeStyles({
  // As wide as the pane gives, never wider: a wide table scrolls inside it.
  frame: { minWidth: 0, maxWidth: '100%' },
  region: {
    position: 'relative',
    overflowX: 'auto',
    // The scrollbar under the table is the sticky one (StickyScrollbar), always in sight.
    scrollbarWidth: 'none',
    '::-webkit-scrollbar': { display: 'none' },
  },
  // Columns take the width of their content (see CellContent); the table fills the pane and scrolls when wider.
  table: { tableLayout: 'auto', minWidth: '100%' },
  // A text column shares the room left over; the others keep the width of their content (1% shrinks them to it).
  shrink: { width: '1%' },
  header: { whiteSpace: 'nowrap' },
  alignCenter: { justifyContent: 'center' },
  alignRight: { justifyContent: 'flex-end' },
  select: { width: '44px' },
  // Cells that stay in view at the right edge while the table scrolls sideways: opaque, with a line on their left.
  pinned: {
    position: 'sticky',
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: `inset 1px 0 0 ${tokens.colorNeutralStroke2}`,
  },
  // Rows pass under the pinned columns: a shadow shows where they go.
  pinnedOverRows: {
    boxShadow: `inset 1px 0 0 ${tokens.colorNeutralStroke2}, -6px 0 6px -4px rgba(0, 0, 0, 0.14)`,
  },
  // The empty-table text stays in the visible part of a wide table, centred there.
  emptyInView: { display: 'block', position: 'sticky', left: 0 },
  settings: {
    width: '44px',
    minWidth: '44px',
    boxSizing: 'border-box',
    padding: '0 6px',
    textAlign: 'right',
  },
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

  const sizing = useMemo(
    () => new Map<string, ColumnSizing>(columns.map((column) => [column.key, sizeColumn(column)])),
    [columns],
  )
  const columnDefs = useMemo<ColumnDef<typeof features, Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.key,
        header: column.title,
        cell: ({ row }) => {
          const value = (row.original as Record<string, unknown>)[column.key]
          const content = column.render
            ? column.render(row.original, row.index)
            : value == null
              ? ''
              : cutText(String(value), column.ellipsis)
          return <CellContent sizing={sizing.get(column.key) ?? sizeColumn(column)}>{content}</CellContent>
        },
      })),
    [columns, sizing],
  )

  const table = useTable({ features, columns: columnDefs, data, getRowId: (row) => keyOf(row) })
  const byKey = new Map(columns.map((column) => [column.key, column]))

  const region = useRef<HTMLElement>(null)
  const tableElement = useRef<HTMLTableElement>(null)
  const pane = useScrollPane(region)
  const pinnedKeys = [
    ...columns.filter((column) => column.fixed === 'right').map((column) => column.key),
    ...(props.trailingHeader ? [SETTINGS_KEY] : []),
  ]
  const offsets = usePinnedOffsets(tableElement, pinnedKeys.join())
  /** A pinned cell's class, right offset and marker; undefined for a cell that scrolls with the rows. */
  const pinning = (key: string, header: boolean) => {
    if (!pinnedKeys.includes(key)) return undefined
    const first = key === pinnedKeys[0]
    return {
      className: mergeClasses(styles.pinned, first && !pane.atEnd && styles.pinnedOverRows),
      style: { right: offsets.get(key) ?? 0 } satisfies CSSProperties,
      ...(header ? { [PINNED_ATTRIBUTE]: key } : {}),
    }
  }
  const alignClass = (align: ColumnSizing['align']) =>
    align === 'right' ? styles.alignRight : align === 'center' ? styles.alignCenter : undefined

  const settingsPin = pinning(SETTINGS_KEY, true)
  const settingsCellPin = pinning(SETTINGS_KEY, false)

  return (
    <div className={styles.frame}>
      <section
        ref={region}
        className={styles.region}
        aria-label={props['aria-label']}
        aria-busy={loading}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe: scrollable-region-focusable)
        tabIndex={0}
      >
        <Table ref={tableElement} aria-label={props['aria-label']} size="small" className={styles.table}>
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
                  const key = header.column.id
                  const column = byKey.get(key)
                  const size = sizing.get(key)
                  const pin = pinning(key, true)
                  const sorted = sort?.column === key ? sort.order : undefined
                  return (
                    <TableHeaderCell
                      key={header.id}
                      {...pin}
                      className={mergeClasses(
                        styles.header,
                        !size?.truncates && styles.shrink,
                        pin?.className,
                      )}
                      style={pin?.style}
                      // The column's least width, held by its header's content: a table cell's own width gives way
                      // when the table is squeezed, its content's does not.
                      button={{
                        className: size && alignClass(size.align),
                        style: size && { minWidth: size.width - CELL_PADDING },
                      }}
                      sortable={column?.sortable}
                      sortDirection={
                        sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                      }
                      onClick={
                        column?.sortable && onSortChange ? () => onSortChange(nextSort(sort, key)) : undefined
                      }
                    >
                      <table.FlexRender header={header} />
                    </TableHeaderCell>
                  )
                })}
                {props.trailingHeader && (
                  <TableHeaderCell
                    {...settingsPin}
                    className={mergeClasses(styles.settings, settingsPin?.className)}
                  >
                    {props.trailingHeader}
                  </TableHeaderCell>
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
                    const columnKey = cell.column.id
                    const column = byKey.get(columnKey)
                    const size = sizing.get(columnKey) ?? sizeColumn({ title: '' })
                    const pin = pinning(columnKey, false)
                    const raw = (row.original as Record<string, unknown>)[columnKey]
                    const full = column?.ellipsis && raw != null && !column.render ? String(raw) : undefined
                    // Cut to a number of characters: the full text is the tooltip and what a screen reader reads.
                    const cut =
                      full !== undefined && cutText(full, column?.ellipsis) !== full ? full : undefined
                    return (
                      <TableCell
                        key={cell.id}
                        className={pin?.className}
                        style={{ ...pin?.style, textAlign: size.align }}
                        title={cut}
                        aria-label={cut}
                      >
                        <table.FlexRender cell={cell} />
                      </TableCell>
                    )
                  })}
                  {props.trailingHeader && (
                    <TableCell
                      {...settingsCellPin}
                      className={mergeClasses(styles.settings, settingsCellPin?.className)}
                    />
                  )}
                </TableRow>
              )
            })}
            {data.length === 0 && !loading && (
              <TableEmptyRow colSpan={columns.length + (selection ? 1 : 0) + (props.trailingHeader ? 1 : 0)}>
                <span
                  className={styles.emptyInView}
                  style={{ width: pane.overflowing ? pane.clientWidth - CELL_PADDING : undefined }}
                >
                  {emptyText}
                </span>
              </TableEmptyRow>
            )}
          </TableBody>
        </Table>
        {loading && <TableLoadingOverlay />}
      </section>
      <StickyScrollbar pane={region} state={pane} />
    </div>
  )
}
