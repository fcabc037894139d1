import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { TableCommands, TableState } from '../model/tableModel.types'
import type { EditableRow } from '../rows/rowOperations'
import type { ValuesCollector } from '../valuesCollector'
import type { EditableTreeOptions, RowExpanderInfo } from './expand.types'
import {
  allTreeRows,
  childrenOfResult,
  hasChildFlag,
  insertChildren,
  orphanIds,
  removeDescendants,
  rowsWithIds,
  statusAfterLoad,
  unreachableBranches,
} from './treeRows'

export const DEFAULT_HAS_CHILD_KEY = 'hasChildren'
/** The field that holds a row's parent id (JTreeTable's `parentId`). */
export const DEFAULT_PARENT_ID_KEY = 'parentId'

type NodeStatus = 'collapsed' | 'loading' | 'expanded' | 'leaf'

interface TreeNode {
  depth: number
  parentId: string | null
  /** Unset: read from the row's has-children flag (collapsed or leaf). */
  status?: NodeStatus
}

const ROOT: TreeNode = { depth: 0, parentId: null }

/**
 * Tree mode of the editable table. The table's rows are the tree flattened depth-first, showing only expanded
 * branches: expanding inserts the children below their parent (loading them the first time), collapsing takes the
 * descendants out and keeps them, edits included, until the parent opens again. Collecting values covers every
 * loaded row: kept branches are checked and returned too, and a failing row in one is shown.
 */
export function useTreeRows(
  tree: EditableTreeOptions | undefined,
  state: Pick<TableState, 'rows'> & Pick<TableCommands, 'updateRows' | 'removeRows' | 'recordDeleted'>,
  dataSource: unknown,
  onError: (message: string) => void,
) {
  const nodes = useRef(new Map<string, TreeNode>())
  const hidden = useRef(new Map<string, EditableRow[]>())
  const [version, setVersion] = useState(0)
  /** Bumped when a new dataSource starts a new tree: loads of the old tree are dropped. */
  const generation = useRef(0)
  const treeRef = useRef(tree)
  treeRef.current = tree
  const onErrorRef = useRef(onError)
  onErrorRef.current = onError
  const { updateRows, removeRows } = state

  const nodeOf = useCallback((row: EditableRow): TreeNode => nodes.current.get(row.id) ?? ROOT, [])
  const depthOf = useCallback((row: EditableRow) => nodeOf(row).depth, [nodeOf])
  const statusOf = useCallback(
    (row: EditableRow): NodeStatus =>
      nodeOf(row).status ??
      (hasChildFlag(row, treeRef.current?.hasChildKey ?? DEFAULT_HAS_CHILD_KEY) ? 'collapsed' : 'leaf'),
    [nodeOf],
  )
  const setStatus = useCallback((id: string, status: NodeStatus) => {
    nodes.current.set(id, { ...(nodes.current.get(id) ?? ROOT), status })
    setVersion((v) => v + 1)
  }, [])

  /** Loads rows under `parent` (the top level for null); false when the loader failed. */
  const load = useCallback(async (parent: EditableRow | null) => {
    const options = treeRef.current
    if (!options) return null
    try {
      return rowsWithIds(childrenOfResult(await options.loadChildren(parent)))
    } catch (error) {
      onErrorRef.current(error instanceof Error ? error.message : String(error))
      return null
    }
  }, [])

  /** Shows a closed row's kept branch again (false when it has none: its children never loaded). */
  const reopen = useCallback(
    (id: string) => {
      const kept = hidden.current.get(id)
      if (!kept) return false
      hidden.current.delete(id)
      setStatus(id, 'expanded')
      updateRows((rows) => insertChildren(rows, id, kept))
      return true
    },
    [setStatus, updateRows],
  )

  const expand = useCallback(
    async (row: EditableRow) => {
      if (statusOf(row) !== 'collapsed' || reopen(row.id)) return
      setStatus(row.id, 'loading')
      const started = generation.current
      const children = await load(row)
      if (started !== generation.current) return
      if (!children) return setStatus(row.id, 'collapsed')
      const depth = depthOf(row) + 1
      for (const child of children) nodes.current.set(child.id, { depth, parentId: row.id })
      setStatus(row.id, statusAfterLoad(children))
      if (children.length) updateRows((rows) => insertChildren(rows, row.id, children))
    },
    [statusOf, reopen, setStatus, load, depthOf, updateRows],
  )

  const collapse = useCallback(
    (row: EditableRow) => {
      if (statusOf(row) !== 'expanded') return
      updateRows((rows) => {
        const result = removeDescendants(rows, row.id, depthOf)
        hidden.current.set(row.id, result.hidden)
        return result.rows
      })
      setStatus(row.id, 'collapsed')
    },
    [statusOf, depthOf, setStatus, updateRows],
  )

  // A new dataSource starts a new tree.
  const firstSource = useRef(dataSource)
  useEffect(() => {
    if (dataSource === firstSource.current) return
    firstSource.current = dataSource
    generation.current += 1
    nodes.current.clear()
    hidden.current.clear()
    setVersion((v) => v + 1)
  }, [dataSource])

  // Without a dataSource the top level comes from the loader.
  const enabled = Boolean(tree)
  useEffect(() => {
    if (!enabled || firstSource.current !== undefined) return
    let current = true
    void load(null).then((roots) => {
      if (current && roots?.length) updateRows((rows) => [...rows, ...roots])
    })
    return () => {
      current = false
    }
  }, [enabled, load, updateRows])

  // Deleting a parent deletes its shown children (and, through them, their own) and its kept branches. Only rows
  // going away can leave orphans: edits do not pay for the look.
  const shownCount = useRef(state.rows.length)
  const { recordDeleted } = state
  useEffect(() => {
    const fewer = state.rows.length < shownCount.current
    shownCount.current = state.rows.length
    if (!enabled || !fewer) return
    if (hidden.current.size) {
      const gone = unreachableBranches(state.rows, hidden.current)
      for (const id of gone.parentIds) hidden.current.delete(id)
      recordDeleted(gone.rowIds)
    }
    const orphans = orphanIds(state.rows, (row) => nodes.current.get(row.id)?.parentId)
    if (orphans.length) removeRows(orphans)
  }, [enabled, state.rows, removeRows, recordDeleted])

  /** Every loaded row for getValues, and the way to a failing row in a closed branch. */
  const collector = useMemo<ValuesCollector>(
    () => ({
      rows: (shown) =>
        allTreeRows(
          shown,
          hidden.current,
          (row) => nodes.current.get(row.id)?.parentId,
          treeRef.current?.parentIdKey ?? DEFAULT_PARENT_ID_KEY,
        ),
      show: (rowId) => {
        const ancestors: string[] = []
        for (let id = nodes.current.get(rowId)?.parentId; id != null; id = nodes.current.get(id)?.parentId)
          ancestors.unshift(id)
        for (const id of ancestors) reopen(id)
      },
    }),
    [reopen],
  )

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new function per change of the tree, for memoised readers
  const info = useCallback(
    (row: EditableRow): RowExpanderInfo => {
      const status = statusOf(row)
      return {
        level: depthOf(row) + 1,
        expandable: status !== 'leaf',
        expanded: status === 'expanded',
        busy: status === 'loading',
      }
    },
    [statusOf, depthOf, version],
  )

  /** The index of the row's parent among the shown rows (-1 at the top level). */
  const parentIndex = useCallback(
    (row: EditableRow) => {
      const parentId = nodeOf(row).parentId
      return parentId == null ? -1 : state.rows.findIndex((r) => r.id === parentId)
    },
    [nodeOf, state.rows],
  )

  return { info, expand, collapse, parentIndex, collector }
}
