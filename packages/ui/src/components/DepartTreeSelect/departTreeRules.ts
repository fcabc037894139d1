import type { SysDepartTreeNode } from '@portico/contract'

export const departChildren = (node: SysDepartTreeNode): SysDepartTreeNode[] => node.children ?? []

/** Every node, parents before their children. */
export function flattenTree(nodes: SysDepartTreeNode[]): SysDepartTreeNode[] {
  return nodes.flatMap((node) => [node, ...flattenTree(departChildren(node))])
}

/** Keys of the nodes that have children (to open them all). */
export function branchKeys(nodes: SysDepartTreeNode[]): string[] {
  return flattenTree(nodes)
    .filter((node) => departChildren(node).length > 0)
    .map((node) => node.key)
}

/**
 * The part of the tree whose titles contain `text`, with the parents that lead to them (JSelectDepartModal's search
 * opens the parents of every match). A matching node keeps all its children. Empty text: the whole tree.
 */
export function filterTree(nodes: SysDepartTreeNode[], text: string): SysDepartTreeNode[] {
  const wanted = text.trim()
  if (!wanted) return nodes
  return nodes.flatMap((node) => {
    if (node.title.includes(wanted)) return [node]
    const children = filterTree(departChildren(node), wanted)
    return children.length > 0 ? [{ ...node, children }] : []
  })
}

/** The nodes for `keys`, in the order of the keys; unknown keys are skipped. */
export function nodesOf(nodes: SysDepartTreeNode[], keys: string[]): SysDepartTreeNode[] {
  const byKey = new Map(flattenTree(nodes).map((node) => [node.key, node]))
  return keys.flatMap((key) => {
    const node = byKey.get(key)
    return node ? [node] : []
  })
}
