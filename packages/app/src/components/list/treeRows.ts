/** One visible row of a tree table: the node, how deep it sits and whether it can open. */
export interface TreeRow<Node> {
  node: Node
  key: string
  depth: number
  /** The node has (or, lazily loaded, may have) children. */
  branch: boolean
  open: boolean
}

export interface TreeShape<Node> {
  keyOf: (node: Node) => string
  /** The loaded children (null or undefined when none are loaded). */
  childrenOf: (node: Node) => readonly Node[] | null | undefined
  /** For lazy trees: the node says it has children that are not loaded yet. */
  mayHaveChildren?: (node: Node) => boolean
}

/** The rows a tree table shows: each root, and under each open branch its children, depth first. */
export function visibleTreeRows<Node>(
  roots: readonly Node[],
  openKeys: ReadonlySet<string>,
  shape: TreeShape<Node>,
): TreeRow<Node>[] {
  const rows: TreeRow<Node>[] = []
  const visit = (nodes: readonly Node[], depth: number) => {
    for (const node of nodes) {
      const key = shape.keyOf(node)
      const children = shape.childrenOf(node) ?? []
      const branch = children.length > 0 || (shape.mayHaveChildren?.(node) ?? false)
      const open = branch && openKeys.has(key)
      rows.push({ node, key, depth, branch, open })
      if (open) visit(children, depth + 1)
    }
  }
  visit(roots, 0)
  return rows
}

/** Keys of every node with loaded children (展开全部). */
export function branchKeysOf<Node>(roots: readonly Node[], shape: TreeShape<Node>): string[] {
  return roots.flatMap((node) => {
    const children = shape.childrenOf(node) ?? []
    return children.length ? [shape.keyOf(node), ...branchKeysOf(children, shape)] : []
  })
}

/** The nodes whose text matches `keyword`, with their ancestors (so the match shows where it sits). */
export function filterTree<Node>(
  roots: readonly Node[],
  matches: (node: Node) => boolean,
  shape: TreeShape<Node>,
  rebuild: (node: Node, children: Node[] | null) => Node,
): Node[] {
  return roots.flatMap((node) => {
    const children = filterTree(shape.childrenOf(node) ?? [], matches, shape, rebuild)
    if (children.length) return [rebuild(node, children)]
    return matches(node) ? [rebuild(node, null)] : []
  })
}
