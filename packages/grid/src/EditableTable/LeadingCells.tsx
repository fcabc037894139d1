// biome-ignore-all lint/a11y/useSemanticElements: a virtual grid draws rows and cells as positioned divs with ARIA grid roles
// biome-ignore-all lint/a11y/useFocusableInteractive: focus moves between cells by a roving tab index (gridKeyboard)
import { Checkbox } from '@fluentui/react-components'
import { memo, useMemo } from 'react'
import { headerCheckState } from '../DataTable/tableLogic'
import { HANDLE_COLUMN_WIDTH, NUMBER_COLUMN_WIDTH, SELECT_COLUMN_WIDTH } from './EditableTable.styles'
import { useEditableTableContext } from './EditableTableContext'
import { RowHandleCell } from './RowHandleCell'
import type { EditableRow } from './rows/rowOperations'

/** The fixed cells left of a row: its selection box, its number and (with drag-sort) its handle. */
export const LeadingCells = memo(function LeadingCells({
  row,
  rowIndex,
}: {
  row: EditableRow
  rowIndex: number
}) {
  const { props, state, commands, classes } = useEditableTableContext()
  const styles = classes.table
  const selected = state.isSelected(row.id)
  return (
    <div className={styles.leading}>
      {props.rowSelection && (
        <div role="gridcell" className={styles.leadingCell} style={{ width: SELECT_COLUMN_WIDTH }}>
          <Checkbox
            aria-label={`选择第${rowIndex + 1}行`}
            checked={selected}
            disabled={state.isRowDisabled(row)}
            onChange={(_, data) =>
              commands.changeSelection(
                data.checked
                  ? [...state.selectedIds, row.id]
                  : state.selectedIds.filter((id) => id !== row.id),
              )
            }
          />
        </div>
      )}
      <div role="rowheader" className={classes.rowNumber} style={{ width: NUMBER_COLUMN_WIDTH }}>
        {rowIndex + 1}
      </div>
      {props.dragSort && <RowHandleCell row={row} rowIndex={rowIndex} width={HANDLE_COLUMN_WIDTH} />}
    </div>
  )
})

/** The header above the leading cells: 全选 (none, some or all of the rows that are not disabled), #, 排序. */
export const LeadingHeaderCells = memo(function LeadingHeaderCells() {
  const { props, state, commands, classes } = useEditableTableContext()
  const styles = classes.table
  const { rows, isRowDisabled, selectedIds } = state
  // Goes over every row: only with a selection column, and only when the rows or the selection change.
  const selectableIds = useMemo(
    () => (props.rowSelection ? rows.filter((row) => !isRowDisabled(row)).map((row) => row.id) : []),
    [props.rowSelection, rows, isRowDisabled],
  )
  const checked = useMemo(() => headerCheckState(selectableIds, selectedIds), [selectableIds, selectedIds])
  const selectableSet = useMemo(() => new Set(selectableIds), [selectableIds])
  return (
    <div className={styles.leading}>
      {props.rowSelection && (
        <div role="columnheader" className={styles.leadingCell} style={{ width: SELECT_COLUMN_WIDTH }}>
          <Checkbox
            aria-label="全选"
            checked={checked}
            disabled={selectableIds.length === 0}
            onChange={() =>
              commands.changeSelection(
                checked === true
                  ? state.selectedIds.filter((id) => !selectableSet.has(id))
                  : [...new Set([...state.selectedIds, ...selectableIds])],
              )
            }
          />
        </div>
      )}
      <div role="columnheader" className={classes.rowNumber} style={{ width: NUMBER_COLUMN_WIDTH }}>
        #
      </div>
      {props.dragSort && (
        <div role="columnheader" className={styles.leadingCell} style={{ width: HANDLE_COLUMN_WIDTH }}>
          排序
        </div>
      )}
    </div>
  )
})
