import { type Ref, useCallback, useEffect, useImperativeHandle, useMemo, useState } from 'react'
import type { EditableTableHandle, EditableTableProps } from './EditableTable.types'
import type { EditableTableModel } from './model/tableModel.types'
import { useTableBehaviour } from './model/useTableBehaviour'
import { useTableCommands } from './model/useTableCommands'
import { useTableState } from './model/useTableState'
import { createEditHistory, type EditHistory } from './range/editHistory'
import { useCellValidation } from './useCellValidation'

/**
 * The editable table's model: its state, the commands that change it and its behaviour (validation, collecting the
 * values), with the ref's imperative handle. The component and its cells render from it.
 */
export function useEditableTable(
  props: EditableTableProps,
  ref: Ref<EditableTableHandle> | undefined,
): EditableTableModel & { history: EditHistory } {
  const store = useTableState(props)
  const { rowsRef, collectorRef } = store.state
  const allRows = useCallback(
    () => collectorRef.current?.rows?.(rowsRef.current) ?? rowsRef.current,
    [collectorRef, rowsRef],
  )
  const validation = useCellValidation(props.columns, rowsRef, allRows)
  const [history] = useState(createEditHistory)
  // A new dataSource starts a new history: the steps before it name rows that are gone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the dataSource changes
  useEffect(() => history.clear(), [history, props.dataSource])
  const commands = useTableCommands(store, props.columns, validation, history)
  const behaviour = useTableBehaviour(store, validation, history)
  const { state } = store

  useImperativeHandle(
    ref,
    (): EditableTableHandle => ({
      getValues: behaviour.getValues,
      validate: behaviour.validate,
      addRows: commands.addRows,
      removeRows: commands.removeRows,
      setValues: commands.setValues,
      getSelectedIds: () => state.selectedIds,
      getDeleteIds: () => [...store.deleteIdsRef.current],
    }),
    [behaviour, commands, state.selectedIds, store.deleteIdsRef],
  )

  return useMemo(() => ({ state, commands, behaviour, history }), [state, commands, behaviour, history])
}
