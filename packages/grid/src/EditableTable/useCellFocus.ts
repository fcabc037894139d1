import { useCallback, useEffect, useRef, useState } from 'react'
import { columnTypeDefinition } from './columns/columnRegistry'
import type { EditableTableProps } from './EditableTable.types'
import type { EditableTableModel } from './model/tableModel.types'
import type { VirtualGrid } from './useVirtualGrid'

interface FocusRequest {
  rowIndex: number
  colIndex: number
  edit: boolean
}

const CONTROL_SELECTOR = 'input, textarea, button, [role="combobox"], [tabindex="0"]'

/**
 * The active cell (roving tab index), moving focus between cells across the virtual window, editing on click and
 * ending it on a click outside (except in popups, dropdowns and calendars, which render in portals).
 */
export function useCellFocus(
  props: EditableTableProps,
  { state, commands, behaviour }: EditableTableModel,
  grid: VirtualGrid,
) {
  const { rows, visibleColumns } = state
  const { rowVirtualizer, columnVirtualizer, scrollRef } = grid
  const [activeCell, setActiveCell] = useState({ rowIndex: 0, colIndex: 0 })
  const pending = useRef<FocusRequest | null>(null)
  const [focusTick, setFocusTick] = useState(0)

  const focusCell = useCallback(
    (rowIndex: number, colIndex: number, edit: boolean) => {
      const row = rows[rowIndex]
      const column = visibleColumns[colIndex]
      if (!row || !column) return
      const definition = columnTypeDefinition(column.type, props.columnTypes)
      const editable =
        edit &&
        definition.editor &&
        !definition.alwaysEditor &&
        !state.alwaysEdit &&
        !column.disabled &&
        !props.disabled &&
        !state.isRowDisabled(row)
      const previous = state.editing
      // The editor that loses its cell unmounts without a blur event: validate it as if it had blurred.
      if (previous && (previous.rowId !== row.id || previous.key !== column.key))
        behaviour.validateOnBlur(previous.rowId, previous.key)
      if (editable) commands.setEditing({ rowId: row.id, key: column.key })
      else if (previous) commands.setEditing(null)
      setActiveCell({ rowIndex, colIndex })
      rowVirtualizer.scrollToIndex(rowIndex)
      columnVirtualizer.scrollToIndex(colIndex)
      pending.current = { rowIndex, colIndex, edit }
      setFocusTick((tick) => tick + 1)
    },
    [
      rows,
      visibleColumns,
      props.columnTypes,
      props.disabled,
      state,
      commands,
      behaviour,
      rowVirtualizer,
      columnVirtualizer,
    ],
  )

  // Focus the requested cell once it is drawn (it may have just scrolled into the virtual window).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each focus request
  useEffect(() => {
    let frame = 0
    let tries = 0
    const attempt = () => {
      const request = pending.current
      if (!request) return
      const cell = scrollRef.current?.querySelector<HTMLElement>(
        `[data-cell][data-row-index="${request.rowIndex}"][data-col-index="${request.colIndex}"]`,
      )
      if (cell) {
        const control = request.edit ? cell.querySelector<HTMLElement>(CONTROL_SELECTOR) : null
        ;(control ?? cell).focus()
        pending.current = null
      } else if (tries++ < 10) frame = requestAnimationFrame(attempt)
    }
    attempt()
    return () => cancelAnimationFrame(frame)
  }, [focusTick])

  const editing = state.editing
  useEffect(() => {
    if (!editing) return
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element | null
      if (!target || target.closest('[data-editing]') || target.closest('[data-portal-node]')) return
      behaviour.validateOnBlur(editing.rowId, editing.key)
      commands.setEditing(null)
    }
    document.addEventListener('pointerdown', onPointerDown, true)
    return () => document.removeEventListener('pointerdown', onPointerDown, true)
  }, [editing, behaviour, commands])

  // getValues scrolls its first failure into view, once its row is shown (a tree may have just opened its branch).
  const reveal = useRef<{ rowId: string; key: string } | null>(null)
  const [revealTick, setRevealTick] = useState(0)
  state.revealRef.current = (rowId, key) => {
    reveal.current = { rowId, key }
    setRevealTick((tick) => tick + 1)
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each reveal request, with the rows it made shown
  useEffect(() => {
    const request = reveal.current
    reveal.current = null
    const rowIndex = request ? rows.findIndex((row) => row.id === request.rowId) : -1
    if (!request || rowIndex < 0) return
    rowVirtualizer.scrollToIndex(rowIndex)
    const colIndex = visibleColumns.findIndex((column) => column.key === request.key)
    if (colIndex >= 0) columnVirtualizer.scrollToIndex(colIndex)
  }, [revealTick, rows])

  return { activeCell, setActiveCell, focusCell }
}
