import { useVirtualizer } from '@tanstack/react-virtual'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { columnTypeDefinition } from './columns/columnRegistry'
import { FALLBACK_COLUMN_WIDTH, resolveColumnWidths } from './columns/columnTypes'
import {
  COLUMN_OVERSCAN,
  HANDLE_COLUMN_WIDTH,
  NUMBER_COLUMN_WIDTH,
  ROW_HEIGHT,
  ROW_OVERSCAN,
  SCROLL_RESET_MS,
  SELECT_COLUMN_WIDTH,
} from './EditableTable.styles'
import type { EditableColumn, EditableTableProps } from './EditableTable.types'
import type { EditableRow } from './rows/rowOperations'

/** Column widths and the two virtualizers (rows and columns) of the editable table's scroll area. */
export function useVirtualGrid(
  rows: readonly EditableRow[],
  columns: readonly EditableColumn[],
  props: Pick<EditableTableProps, 'rowSelection' | 'dragSort' | 'columnTypes'>,
  /** Height a row takes beyond its line (an open sub-table panel). */
  extraHeight?: (row: EditableRow) => number,
) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const [tableWidth, setTableWidth] = useState<number>()
  const leadingWidth =
    (props.rowSelection ? SELECT_COLUMN_WIDTH : 0) +
    NUMBER_COLUMN_WIDTH +
    (props.dragSort ? HANDLE_COLUMN_WIDTH : 0)

  const widths = useMemo(
    () =>
      resolveColumnWidths(
        columns.map((column) => {
          const definition = columnTypeDefinition(column.type, props.columnTypes)
          return {
            type: column.type,
            width: column.width ?? definition.width,
            minWidth: column.minWidth ?? definition.minWidth,
          }
        }),
        tableWidth === undefined ? undefined : tableWidth - leadingWidth,
      ),
    [columns, props.columnTypes, tableWidth, leadingWidth],
  )

  useLayoutEffect(() => {
    const element = scrollRef.current
    if (!element) return
    const observer = new ResizeObserver(() => setTableWidth(element.clientWidth))
    observer.observe(element)
    setTableWidth(element.clientWidth)
    return () => observer.disconnect()
  }, [])

  // A new function would make the virtualizer measure every row again on each scroll frame.
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows])
  const rowVirtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: extraHeight
      ? (index) => ROW_HEIGHT + (rows[index] ? extraHeight(rows[index]) : 0)
      : () => ROW_HEIGHT,
    overscan: ROW_OVERSCAN,
    isScrollingResetDelay: SCROLL_RESET_MS,
    // The sticky header covers the first row's height.
    scrollPaddingStart: ROW_HEIGHT,
    getItemKey,
  })
  // biome-ignore lint/correctness/useExhaustiveDependencies: row sizes are read again when a panel opens or closes
  useEffect(() => rowVirtualizer.measure(), [rowVirtualizer, extraHeight])
  const columnVirtualizer = useVirtualizer({
    horizontal: true,
    count: columns.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => widths[index] ?? FALLBACK_COLUMN_WIDTH,
    overscan: COLUMN_OVERSCAN,
    isScrollingResetDelay: SCROLL_RESET_MS,
    paddingStart: leadingWidth,
    scrollPaddingStart: leadingWidth,
  })
  // biome-ignore lint/correctness/useExhaustiveDependencies: column sizes are read again when the widths change
  useEffect(() => columnVirtualizer.measure(), [columnVirtualizer, widths])

  const virtualColumns = columnVirtualizer.getVirtualItems()
  return {
    scrollRef,
    tableWidth,
    widths,
    leadingWidth,
    rowVirtualizer,
    columnVirtualizer,
    virtualColumns,
    totalWidth: columnVirtualizer.getTotalSize(),
    /** Room left of the first drawn column, after the fixed leading cells. */
    spacer: (virtualColumns[0]?.start ?? leadingWidth) - leadingWidth,
  }
}

export type VirtualGrid = ReturnType<typeof useVirtualGrid>
