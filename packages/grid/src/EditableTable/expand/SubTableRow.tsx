// biome-ignore-all lint/a11y/useSemanticElements: the panel is a row of the virtual grid, drawn as positioned divs
// biome-ignore-all lint/a11y/useFocusableInteractive: focus belongs to the nested table's cells (its own roving tab index)
// biome-ignore-all lint/a11y/noStaticElementInteractions: the panel only stops its nested table's keys reaching the outer grid
import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner } from '@fluentui/react-components'
import type { VirtualItem } from '@tanstack/react-virtual'
import { useEffect, useRef, useState } from 'react'
import { ROW_HEIGHT } from '../EditableTable.styles'
import type { EditableTableHandle } from '../EditableTable.types'
import { useEditableTableContext } from '../EditableTableContext'
import type { EditableRow } from '../rows/rowOperations'
import type { VirtualGrid } from '../useVirtualGrid'
import { useExpandStyles } from './expand.styles'
import type { EditableSubTableOptions } from './expand.types'
import type { KeptSubTable } from './subTableValues'

export interface SubTableRowProps {
  row: EditableRow
  rowIndex: number
  /** Where the panel starts in the body (right under its row). */
  top: number
  /** Width of the scrolled content and of the visible part of the table. */
  totalWidth: number
  viewWidth: number | undefined
}

/** The open sub-table panels of the drawn rows, each right under its row. */
export function SubTableRows(props: {
  rows: readonly EditableRow[]
  items: VirtualItem[]
  grid: Pick<VirtualGrid, 'tableWidth' | 'totalWidth'>
}) {
  return props.items.map((item) => {
    const row = props.rows[item.index]
    return row ? (
      <SubTableRow
        key={`sub-${row.id}`}
        row={row}
        rowIndex={item.index}
        top={item.start + ROW_HEIGHT}
        totalWidth={props.grid.totalWidth}
        viewWidth={props.grid.tableWidth}
      />
    ) : null
  })
}

/** The open sub-table under a row: loading, the nested table, or the error with a retry button. */
export function SubTableRow({ row, rowIndex, top, totalWidth, viewWidth }: SubTableRowProps) {
  const { props, expansion } = useEditableTableContext()
  const styles = useExpandStyles()
  const { subTables } = expansion
  const state = subTables.stateOf(row.id)
  const options = props.subTable
  if (!state || !options) return null
  const label = options.label?.(row, rowIndex) ?? `第${rowIndex + 1}行子表`
  return (
    <div
      role="row"
      className={styles.detailRow}
      style={{ height: subTables.height, width: totalWidth, top }}
      // The nested table handles its own keys and pastes; the outer grid must not move its focus for them.
      onKeyDown={(event) => event.stopPropagation()}
      onPaste={(event) => event.stopPropagation()}
    >
      <div
        role="gridcell"
        aria-colspan={props.columns.length}
        className={styles.detailCell}
        style={{ width: viewWidth }}
      >
        {state.status === 'loading' && (
          <div className={styles.status}>
            <Spinner size="tiny" label="加载中" />
          </div>
        )}
        {state.status === 'error' && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{state.message}</MessageBarBody>
            <MessageBarActions>
              <Button size="small" onClick={() => void subTables.retry(row)}>
                重试
              </Button>
            </MessageBarActions>
          </MessageBar>
        )}
        {state.status === 'ready' && (
          <NestedTable
            options={options}
            parent={row}
            label={label}
            kept={subTables.kept(row.id) ?? { rows: state.rows, deleteIds: [] }}
            checkToken={subTables.checkToken(row.id)}
            maxHeight={subTables.height - 16}
            onRowsChange={subTables.rowsChanged}
          />
        )}
      </div>
    </div>
  )
}

function NestedTable(props: {
  options: EditableSubTableOptions
  parent: EditableRow
  label: string
  kept: KeptSubTable
  /** Changes when the parent's getValues found failures here: the nested table checks itself to show them. */
  checkToken: number
  maxHeight: number
  onRowsChange: (parent: EditableRow, rows: EditableRow[], deleteIds: string[]) => void
}) {
  const { options, parent, checkToken } = props
  const { Table } = useEditableTableContext()
  const table = useRef<EditableTableHandle>(null)
  // The rows when the panel is drawn; later edits stay in the nested table (and are kept for the next drawing),
  // and so do the rows deleted before, which this table does not know about.
  const [dataSource] = useState(props.kept.rows)
  const [deletedBefore] = useState(props.kept.deleteIds)
  useEffect(() => {
    if (checkToken) table.current?.getValues().catch(() => {})
  }, [checkToken])
  return (
    <Table
      ref={table}
      toolbar={false}
      maxHeight={props.maxHeight}
      {...options.tableProps}
      aria-label={props.label}
      columns={options.columns}
      dataSource={dataSource}
      onRowsChange={(rows) => {
        props.onRowsChange(parent, rows, [...deletedBefore, ...(table.current?.getDeleteIds() ?? [])])
        options.tableProps?.onRowsChange?.(rows)
      }}
    />
  )
}
