/** A node of /sys/permission/queryTreeList (JeecgBoot TreeModel). */
export interface PermissionNode {
  key: string
  title: string
  /** 0, 1 menus; 2 buttons. */
  menuType?: number
  /** 1 when the menu has 数据规则 a role may apply. */
  ruleFlag?: number
  children: PermissionNode[] | null
}

export type CheckState = boolean | 'mixed'

export const childrenOf = (node: PermissionNode): PermissionNode[] => node.children ?? []

export function flatten(nodes: PermissionNode[]): PermissionNode[] {
  return nodes.flatMap((node) => [node, ...flatten(childrenOf(node))])
}

export const branchKeys = (nodes: PermissionNode[]): string[] =>
  flatten(nodes)
    .filter((node) => childrenOf(node).length > 0)
    .map((node) => node.key)

function parents(nodes: PermissionNode[]): Map<string, string> {
  const map = new Map<string, string>()
  for (const node of flatten(nodes)) for (const child of childrenOf(node)) map.set(child.key, node.key)
  return map
}

/**
 * Ticks `node`. Independent: only the node changes. Linked: the node's whole branch follows it, and each ancestor is
 * held while anything under it is (a menu must be held for its granted children to show).
 */
export function toggle(
  tree: PermissionNode[],
  held: ReadonlySet<string>,
  node: PermissionNode,
  checked: boolean,
  linked: boolean,
): Set<string> {
  const next = new Set(held)
  const branch = linked ? flatten([node]) : [node]
  for (const item of branch) {
    if (checked) next.add(item.key)
    else next.delete(item.key)
  }
  if (!linked) return next
  const parentOf = parents(tree)
  const byKey = new Map(flatten(tree).map((item) => [item.key, item]))
  for (let key = parentOf.get(node.key); key; key = parentOf.get(key)) {
    const ancestor = byKey.get(key)!
    const anyHeld = flatten(childrenOf(ancestor)).some((item) => next.has(item.key))
    if (anyHeld) next.add(key)
    else next.delete(key)
  }
  return next
}

/** What a node's box shows: its own state (independent), or what its branch holds (linked). */
export function checkState(node: PermissionNode, held: ReadonlySet<string>, linked: boolean): CheckState {
  const children = childrenOf(node)
  if (!linked || children.length === 0) return held.has(node.key)
  const leaves = flatten(children).filter((item) => childrenOf(item).length === 0)
  const count = leaves.filter((leaf) => held.has(leaf.key)).length
  if (count === leaves.length && held.has(node.key)) return true
  return count > 0 || held.has(node.key) ? 'mixed' : false
}
