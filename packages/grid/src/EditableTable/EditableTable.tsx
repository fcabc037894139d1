// biome-ignore-all lint/a11y/useSemanticElements: a virtual grid draws rows and cells as positioned divs with ARIA grid roles
// biome-ignore-all lint/a11y/useFocusableInteractive: focus moves between cells by a roving tab index (gridKeyboard)
import { Button, mergeClasses, useId } from '@fluentui/react-components'
import { AddRegular, DeleteRegular } from '@fluentui/react-icons'
import { forwardRef, useCallback, useEffect, useMemo } from 'react'
import { DeleteConfirmDialog } from './DeleteConfirmDialog'
import { DEFAULT_MAX_HEIGHT, ROW_HEIGHT, useTableClasses } from './EditableTable.styles'
import type { EditableTableHandle, EditableTableProps } from './EditableTable.types'
import { EditableTableContext, type EditableTableContextValue } from './EditableTableContext'
import { EditableTableRow } from './EditableTableRow'
import { SubTableRows } from './expand/SubTableRow'
import { useRowExpansion } from './expand/useRowExpansion'
import { gridKeyDown } from './gridKeyboard'
import { LeadingHeaderCells } from './LeadingCells'
import { RangeAnnouncer } from './range/RangeAnnouncer'
import { spreadsheetKeyDown } from './range/spreadsheetKeyboard'
import { useRangeSelection } from './range/useRangeSelection'
import { useSpreadsheetCommands } from './range/useSpreadsheetCommands'
import { useSpreadsheetPointer } from './range/useSpreadsheetPointer'
import { StatisticsRows, statisticsKinds } from './StatisticsRows'
import { useTableSync } from './sync/useTableSync'
import { useCellFocus } from './useCellFocus'
import { useEditableTable } from './useEditableTable'
import { useStableProps } from './useStableProps'
import { useVirtualGrid } from './useVirtualGrid'

/**
 * The editable table: cells edited in place (always, or on click), rows added, inserted, reordered and deleted,
 * values checked by column rules and collected through the ref's `getValues()`. Rows and columns are virtual.
 */
export const EditableTable = forwardRef<EditableTableHandle, EditableTableProps>(
  function EditableTableRender(renderProps, ref) {
    const givenProps = useStableProps(renderProps)
    // Rows of a tree keep their place under their parent: no drag-sort there.
    const props = useMemo(
      () => (givenProps.tree && givenProps.dragSort ? { ...givenProps, dragSort: false } : givenProps),
      [givenProps],
    )
    const classes = useTableClasses()
    const styles = classes.table
    const idPrefix = useId('cell-error')
    const bodyRowClass = mergeClasses(styles.row, styles.bodyRow)
    const model = useEditableTable(props, ref)
    const { state, commands, behaviour } = model
    const { rows, visibleColumns } = state
    const expansion = useRowExpansion(props, state, commands)
    const { reloaded } = useTableSync(
      props.sync,
      { rows, updateRows: commands.updateRows },
      props.dataSource,
      props.reloadEffect,
    )
    const grid = useVirtualGrid(rows, visibleColumns, props, expansion.extraHeight)
    const { rowVirtualizer, virtualColumns, totalWidth, spacer } = grid
    const { activeCell, setActiveCell, focusCell } = useCellFocus(props, model, grid)
    const range = useRangeSelection(
      Boolean(props.spreadsheet),
      rows.length,
      visibleColumns.length,
      (bounds) =>
        `已选择 ${bounds.bottom - bounds.top + 1} 行 ${bounds.right - bounds.left + 1} 列：${visibleColumns[bounds.left]?.title} 第${bounds.top + 1}行 至 ${visibleColumns[bounds.right]?.title} 第${bounds.bottom + 1}行`,
    )
    const { follow } = range
    useEffect(() => follow(activeCell), [follow, activeCell])
    const sheet = useSpreadsheetCommands(props, model, range)
    const pointer = useSpreadsheetPointer(range, sheet, grid.scrollRef)

    const insertBelow = useCallback(
      (rowIndex: number) => {
        if (commands.userInsert(rowIndex + 1)) setActiveCell({ rowIndex: rowIndex + 1, colIndex: 0 })
      },
      [commands, setActiveCell],
    )

    function addAtEnd() {
      if (!commands.userInsert()) return
      rowVirtualizer.scrollToIndex(rows.length)
      setActiveCell({ rowIndex: rows.length, colIndex: 0 })
    }

    // Stays the same object while scrolling, so the memoized cells already drawn are not drawn again.
    const context = useMemo<EditableTableContextValue>(
      () => ({
        props,
        state,
        commands,
        behaviour,
        widths: grid.widths,
        activeCell,
        focusCell,
        insertBelow,
        expansion,
        range,
        classes,
        idPrefix,
        Table: EditableTable,
      }),
      [
        props,
        state,
        commands,
        behaviour,
        grid.widths,
        activeCell,
        focusCell,
        insertBelow,
        expansion,
        range,
        classes,
        idPrefix,
      ],
    )

    return (
      <EditableTableContext.Provider value={context}>
        <div className={styles.root}>
          {(props.toolbar ?? true) && (
            <div className={styles.toolbar}>
              {state.permitted.add && (
                <Button
                  appearance="primary"
                  icon={<AddRegular />}
                  disabled={props.disabled}
                  onClick={addAtEnd}
                >
                  新增
                </Button>
              )}
              {props.rowSelection && state.permitted.batchDelete && (
                <Button
                  icon={<DeleteRegular />}
                  disabled={props.disabled || state.selectedIds.length === 0}
                  onClick={commands.deleteSelected}
                >
                  删除
                </Button>
              )}
            </div>
          )}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: the role is grid or treegrid, chosen at run time */}
          {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is grid or treegrid, chosen at run time */}
          <div
            ref={grid.scrollRef}
            role={expansion.mode === 'tree' ? 'treegrid' : 'grid'}
            aria-label={props['aria-label']}
            aria-rowcount={rows.length + 1 + statisticsKinds(visibleColumns).length}
            aria-colcount={visibleColumns.length}
            aria-multiselectable={props.rowSelection || range.enabled || undefined}
            className={styles.grid}
            style={{ maxHeight: props.maxHeight ?? DEFAULT_MAX_HEIGHT }}
            {...pointer}
            onKeyDown={(event) => {
              if (range.enabled) spreadsheetKeyDown(event, { ...sheet, extendBy: range.extendBy, focusCell })
              expansion.keyDown(event, focusCell)
              gridKeyDown(event, {
                rowCount: rows.length,
                colCount: visibleColumns.length,
                focusCell,
                stopEditing: (rowIndex, colIndex) => focusCell(rowIndex, colIndex, false),
              })
            }}
            onPaste={(event) => {
              const target = event.target as HTMLElement
              const cell = target.closest<HTMLElement>('[data-cell]')
              if (!cell) return
              const at = { rowIndex: Number(cell.dataset.rowIndex), colIndex: Number(cell.dataset.colIndex) }
              if (sheet.paste(event.clipboardData.getData('text/plain'), at, target !== cell))
                event.preventDefault()
            }}
          >
            <div role="rowgroup" className={styles.header} style={{ width: totalWidth }}>
              <div role="row" aria-rowindex={1} className={classes.headerRow}>
                <LeadingHeaderCells />
                <div role="presentation" style={{ width: spacer, flexShrink: 0 }} />
                {virtualColumns.map((virtual) => {
                  const column = visibleColumns[virtual.index]
                  if (!column) return null
                  const required = column.validateRules?.some((rule) => rule.required || rule.pattern === '*')
                  return (
                    <div
                      key={column.key}
                      role="columnheader"
                      aria-colindex={virtual.index + 1}
                      className={styles.headerCell}
                      style={{ width: virtual.size }}
                    >
                      {required && (
                        <span aria-hidden className={styles.required}>
                          *
                        </span>
                      )}
                      {column.title}
                    </div>
                  )
                })}
              </div>
            </div>
            <div
              role="rowgroup"
              className={styles.body}
              style={{
                height: rows.length ? rowVirtualizer.getTotalSize() : ROW_HEIGHT,
                width: totalWidth,
              }}
            >
              {rows.length === 0 && (
                <div role="row" className={styles.row}>
                  <div role="gridcell" className={styles.empty} style={{ width: grid.tableWidth }}>
                    暂无数据
                  </div>
                </div>
              )}
              {rowVirtualizer.getVirtualItems().map((virtualRow) => {
                // Only the rows and columns in view are drawn, straight from the rows (no row model over all of them).
                const row = rows[virtualRow.index]
                if (!row) return null
                const selected = state.isSelected(row.id)
                const justReloaded = reloaded.has(row.id)
                return (
                  <EditableTableRow
                    key={row.id}
                    row={row}
                    rowIndex={virtualRow.index}
                    start={virtualRow.start}
                    className={
                      selected || justReloaded
                        ? mergeClasses(
                            styles.row,
                            styles.bodyRow,
                            selected && styles.selectedRow,
                            justReloaded && styles.reloadedRow,
                          )
                        : bodyRowClass
                    }
                    selected={props.rowSelection ? selected : undefined}
                    reloaded={justReloaded}
                    visibleColumns={visibleColumns}
                    virtualColumns={virtualColumns}
                    spacer={spacer}
                    totalWidth={totalWidth}
                  />
                )
              })}
              {expansion.mode === 'subTable' && (
                <SubTableRows rows={rows} items={rowVirtualizer.getVirtualItems()} grid={grid} />
              )}
            </div>
            <StatisticsRows
              rows={rows}
              columns={visibleColumns}
              virtualColumns={virtualColumns}
              spacer={spacer}
              leadingWidth={grid.leadingWidth}
              totalWidth={totalWidth}
              firstRowIndex={rows.length + 2}
            />
          </div>
          {range.enabled && <RangeAnnouncer text={range.announcement} />}
          <DeleteConfirmDialog count={state.pendingDelete?.length ?? null} onClose={commands.confirmDelete} />
        </div>
      </EditableTableContext.Provider>
    )
  },
)
EditableTable.displayName = 'EditableTable'
