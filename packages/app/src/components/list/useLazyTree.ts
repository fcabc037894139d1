import type { HttpClient } from '@portico/ui'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { type TreeRow, visibleTreeRows } from './treeRows'

export interface LazyTreeOptions {
  /** Answers a node's children: GET with `pid`, an array or a page `{ records }`. */
  childrenUrl: string
  /** The field saying a node has children (`'1'`) before they are loaded. */
  hasChildField?: string
}

type Node = { id: string } & Record<string, unknown>

const without = (set: ReadonlySet<string>, key: string) => {
  const next = new Set(set)
  next.delete(key)
  return next
}

/**
 * A tree over a list of roots whose children load when a node opens (JeecgBoot's tree table): the visible rows depth
 * first, each node's row info, and open/close. When the roots reload (after a write), the open nodes' children reload.
 */
export function useLazyTree<Row extends Node>(
  roots: readonly Row[],
  http: HttpClient,
  { childrenUrl, hasChildField }: LazyTreeOptions,
  onError: (message: string) => void,
) {
  const [children, setChildren] = useState<ReadonlyMap<string, Row[]>>(new Map())
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set())
  const [loading, setLoading] = useState<ReadonlySet<string>>(new Set())
  const openRef = useRef(open)
  openRef.current = open

  const load = useCallback(
    async (pid: string) => {
      setLoading((current) => new Set(current).add(pid))
      const reply = await http.get<Row[] | { records: Row[] }>(childrenUrl, { pid })
      setLoading((current) => without(current, pid))
      if (!reply.success) return onError(reply.message)
      const result = reply.result
      const records = Array.isArray(result) ? result : (result?.records ?? [])
      setChildren((current) => new Map(current).set(pid, records))
    },
    [http, childrenUrl, onError],
  )

  // New roots (a search, a page, a write): the children of the nodes left open are read again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the roots change
  useEffect(() => {
    for (const key of openRef.current) void load(key)
  }, [roots, load])

  const setNodeOpen = useCallback(
    (key: string, opened: boolean) => {
      setOpen((current) => (opened ? new Set(current).add(key) : without(current, key)))
      if (opened) void load(key)
    },
    [load],
  )

  const rows = useMemo(
    () =>
      visibleTreeRows(roots, open, {
        keyOf: (node) => node.id,
        childrenOf: (node) => children.get(node.id),
        // A node whose children came back empty is a leaf.
        mayHaveChildren: (node) =>
          !children.has(node.id) && (hasChildField ? String(node[hasChildField] ?? '') === '1' : true),
      }),
    [roots, open, children, hasChildField],
  )
  const info = useMemo(() => new Map<string, TreeRow<Row>>(rows.map((row) => [row.key, row])), [rows])

  return {
    /** The visible nodes, depth first. */
    nodes: useMemo(() => rows.map((row) => row.node), [rows]),
    info,
    loading,
    toggle: (key: string) => setNodeOpen(key, !open.has(key)),
    /** Opens a node (e.g. the parent a child was just added under) and reads its children again. */
    reveal: (key: string) => setNodeOpen(key, true),
  }
}
