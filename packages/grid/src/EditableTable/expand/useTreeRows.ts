import { useCallback, useEffect, useRef, useState } from 'react'
import type { EditableRow } from '../rows/rowOperations'
import type { EditableTableState } from '../useEditableTable'
import type { EditableTreeOptions, RowExpanderInfo } from './expand.types'
import {
  childrenOfResult,
  hasChildFlag,
  insertChildren,
  orphanIds,
  removeDescendants,
  rowsWithIds,
  statusAfterLoad,
} from './treeRows'

export const DEFAULT_HAS_CHILD_KEY = 'hasChildren'

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
 * descendants out and keeps them, edits included, until the parent opens again.
 */
export function useTreeRows(
  tree: EditableTreeOptions | undefined,
  state: EditableTableState,
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

  const expand = useCallback(
    async (row: EditableRow) => {
      if (statusOf(row) !== 'collapsed') return
      const kept = hidden.current.get(row.id)
      if (kept) {
        hidden.current.delete(row.id)
        setStatus(row.id, 'expanded')
        updateRows((rows) => insertChildren(rows, row.id, kept))
        return
      }
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
    [statusOf, setStatus, load, depthOf, updateRows],
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

  // Deleting a parent deletes its shown children (and, through them, their own).
  useEffect(() => {
    if (!enabled) return
    const orphans = orphanIds(state.rows, (row) => nodes.current.get(row.id)?.parentId)
    if (orphans.length) removeRows(orphans)
  }, [enabled, state.rows, removeRows])

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

  return { info, expand, collapse, parentIndex }
}
