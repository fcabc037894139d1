import {
  Checkbox,
  mergeClasses,
  Radio,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  useId,
} from '@fluentui/react-components'
import { type ColumnDef, type RowData, tableFeatures, useTable } from '@tanstack/react-table'
import { type ReactNode, useMemo } from 'react'
import { EmptyTableRow, TableFrame } from '../../table/TableFrame'
import { cutText, headerCheckState } from '../../table/tableText'
import { useSelectionTableStyles } from './SelectionModal.styles'
import type { SelectionColumn, SelectionMode } from './SelectionModal.types'

const features = tableFeatures({})

export interface SelectionTableProps<Row> {
  columns: SelectionColumn<Row>[]
  rows: Row[]
  keyOf: (row: Row) => string
  mode: SelectionMode
  chosenKeys: string[]
  /** A row's box, radio or the row itself was clicked. */
  onPick: (row: Row) => void
  /** The header box (multi select): the whole page on or off. */
  onPickPage?: () => void
  loading?: boolean
  ellipsis?: boolean | number
  emptyText?: ReactNode
  /** Names the table and its row controls' group. */
  'aria-label': string
}

const textOf = (row: unknown, key: string) => {
  const value = (row as Record<string, unknown>)[key]
  return value == null ? '' : String(value)
}

/** The candidates of one page: a radio (single) or a checkbox (multi) per row; clicking a row picks it too. */
export function SelectionTable<Row extends RowData>(props: SelectionTableProps<Row>) {
  const { columns, rows, keyOf, mode, chosenKeys, onPick, onPickPage, loading, ellipsis, emptyText } = props
  const styles = useSelectionTableStyles()
  const radioName = useId('selection-radio')

  const columnDefs = useMemo<ColumnDef<typeof features, Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.key,
        header: column.title,
        cell: ({ row }) =>
          column.render
            ? column.render(row.original, row.index)
            : cutText(textOf(row.original, column.key), column.ellipsis ?? ellipsis),
      })),
    [columns, ellipsis],
  )
  const table = useTable({ features, columns: columnDefs, data: rows, getRowId: (row) => keyOf(row) })
  const byKey = new Map(columns.map((column) => [column.key, column]))
  const pageKeys = rows.map(keyOf)
  const headerState = headerCheckState(pageKeys, chosenKeys)

  return (
    <TableFrame aria-label={props['aria-label']} loading={loading} className={styles.region}>
      <TableHeader>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id}>
            <TableHeaderCell className={styles.select}>
              {mode === 'multiple' ? (
                <Checkbox
                  aria-label="全选"
                  checked={headerState}
                  disabled={rows.length === 0}
                  onChange={() => onPickPage?.()}
                />
              ) : (
                <span className={styles.hidden}>选择</span>
              )}
            </TableHeaderCell>
            {group.headers.map((header) => {
              const column = byKey.get(header.column.id)
              return (
                <TableHeaderCell key={header.id} style={{ width: column?.width, textAlign: column?.align }}>
                  <table.FlexRender header={header} />
                </TableHeaderCell>
              )
            })}
          </TableRow>
        ))}
      </TableHeader>
      <TableBody>
        {table.getRowModel().rows.map((row) => {
          const chosen = chosenKeys.includes(row.id)
          const label = `选择 ${textOf(row.original, columns[0]?.key ?? '') || row.id}`
          return (
            <TableRow
              key={row.id}
              className={mergeClasses(styles.row, chosen && styles.chosen)}
              aria-selected={chosen}
              onClick={() => onPick(row.original)}
            >
              {/* The control handles its own click; the row must not pick a second time. */}
              <TableCell className={styles.select} onClick={(event) => event.stopPropagation()}>
                {mode === 'multiple' ? (
                  <Checkbox aria-label={label} checked={chosen} onChange={() => onPick(row.original)} />
                ) : (
                  <Radio
                    aria-label={label}
                    name={radioName}
                    value={row.id}
                    checked={chosen}
                    onChange={() => onPick(row.original)}
                  />
                )}
              </TableCell>
              {row.getAllCells().map((cell) => {
                const column = byKey.get(cell.column.id)
                const cut = column?.ellipsis ?? ellipsis
                const full = cut && !column?.render ? textOf(row.original, cell.column.id) : undefined
                return (
                  <TableCell key={cell.id} style={{ textAlign: column?.align }} title={full || undefined}>
                    <table.FlexRender cell={cell} />
                  </TableCell>
                )
              })}
            </TableRow>
          )
        })}
        {rows.length === 0 && !loading && (
          <EmptyTableRow colSpan={columns.length + 1} className={styles.empty}>
            {emptyText}
          </EmptyTableRow>
        )}
      </TableBody>
    </TableFrame>
  )
}
