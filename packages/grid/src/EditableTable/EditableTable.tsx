// biome-ignore-all lint/a11y/useSemanticElements: a virtual grid draws rows and cells as positioned divs with ARIA grid roles
// biome-ignore-all lint/a11y/useFocusableInteractive: focus moves between cells by a roving tab index (gridKeyboard)
import { Button, mergeClasses } from '@fluentui/react-components'
import { AddRegular, DeleteRegular } from '@fluentui/react-icons'
import { forwardRef, useCallback, useMemo } from 'react'
import { DeleteConfirmDialog } from './DeleteConfirmDialog'
import { DEFAULT_MAX_HEIGHT, ROW_HEIGHT, useEditableTableStyles } from './EditableTable.styles'
import type { EditableTableHandle, EditableTableProps } from './EditableTable.types'
import { EditableTableCell } from './EditableTableCell'
import { EditableTableContext, type EditableTableContextValue } from './EditableTableContext'
import { SubTableRows } from './expand/SubTableRow'
import { useRowExpansion } from './expand/useRowExpansion'
import { gridKeyDown } from './gridKeyboard'
import { LeadingCells, LeadingHeaderCells } from './LeadingCells'
import { StatisticsRows, statisticsKinds } from './StatisticsRows'
import { useTableSync } from './sync/useTableSync'
import { useCellFocus } from './useCellFocus'
import { useEditableTable } from './useEditableTable'
import { useVirtualGrid } from './useVirtualGrid'

/**
 * The editable table: cells edited in place (always, or on click), rows added, inserted, reordered and deleted,
 * values checked by column rules and collected through the ref's `getValues()`. Rows and columns are virtual.
 */
export const EditableTable = forwardRef<EditableTableHandle, EditableTableProps>(
  function EditableTable(givenProps, ref) {
    // Rows of a tree keep their place under their parent: no drag-sort there.
    const props = givenProps.tree && givenProps.dragSort ? { ...givenProps, dragSort: false } : givenProps
    const styles = useEditableTableStyles()
    const state = useEditableTable(props, ref)
    const { rows, visibleColumns } = state
    const expansion = useRowExpansion(props, state)
    const { reloaded } = useTableSync(props.sync, state, props.dataSource, props.reloadEffect)
    const grid = useVirtualGrid(rows, visibleColumns, props, expansion.extraHeight)
    const { rowVirtualizer, virtualColumns, totalWidth, spacer } = grid
    const { activeCell, setActiveCell, focusCell } = useCellFocus(props, state, grid)

    const insertBelow = useCallback(
      (rowIndex: number) => {
        if (state.userInsert(rowIndex + 1)) setActiveCell({ rowIndex: rowIndex + 1, colIndex: 0 })
      },
      [state, setActiveCell],
    )

    function addAtEnd() {
      if (!state.userInsert()) return
      rowVirtualizer.scrollToIndex(rows.length)
      setActiveCell({ rowIndex: rows.length, colIndex: 0 })
    }

    // Stays the same object while scrolling, so the memoized cells already drawn are not drawn again.
    const context = useMemo<EditableTableContextValue>(
      () => ({ props, state, widths: grid.widths, activeCell, focusCell, insertBelow, expansion }),
      [props, state, grid.widths, activeCell, focusCell, insertBelow, expansion],
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
                  onClick={state.deleteSelected}
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
            aria-multiselectable={props.rowSelection || undefined}
            className={styles.grid}
            style={{ maxHeight: props.maxHeight ?? DEFAULT_MAX_HEIGHT }}
            onKeyDown={(event) => {
              expansion.keyDown(event, focusCell)
              gridKeyDown(event, {
                rowCount: rows.length,
                colCount: visibleColumns.length,
                focusCell,
                stopEditing: (rowIndex, colIndex) => focusCell(rowIndex, colIndex, false),
              })
            }}
            onPaste={(event) => {
              const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]')
              const { rowId, key } = cell?.dataset ?? {}
              if (rowId && key && state.pasteBlock(event.clipboardData.getData('text/plain'), rowId, key))
                event.preventDefault()
            }}
          >
            <div role="rowgroup" className={styles.header} style={{ width: totalWidth }}>
              <div role="row" aria-rowindex={1} className={styles.row}>
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
                  <div
                    key={row.id}
                    role="row"
                    aria-rowindex={virtualRow.index + 2}
                    aria-selected={props.rowSelection ? selected : undefined}
                    {...expansion.rowAria(row)}
                    data-reloaded={justReloaded || undefined}
                    className={mergeClasses(
                      styles.row,
                      styles.bodyRow,
                      selected && styles.selectedRow,
                      justReloaded && styles.reloadedRow,
                    )}
                    style={{
                      height: ROW_HEIGHT,
                      width: totalWidth,
                      transform: `translateY(${virtualRow.start}px)`,
                    }}
                  >
                    <LeadingCells row={row} rowIndex={virtualRow.index} />
                    <div role="presentation" style={{ width: spacer, flexShrink: 0 }} />
                    {virtualColumns.map((virtual) => {
                      const column = visibleColumns[virtual.index]
                      return column ? (
                        <EditableTableCell
                          key={column.key}
                          row={row}
                          rowIndex={virtualRow.index}
                          column={column}
                          colIndex={virtual.index}
                        />
                      ) : null
                    })}
                  </div>
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
          <DeleteConfirmDialog count={state.pendingDelete?.length ?? null} onClose={state.confirmDelete} />
        </div>
      </EditableTableContext.Provider>
    )
  },
)
