import type { PermissionGrantTree, PermissionTreeNode } from '@portico/contract'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysPermission } from '../../db/schema'

export type { PermissionTreeNode }

/**
 * Every live menu and button (or only those in `only`) as a tree in menu order, and all their ids
 * (`/sys/permission/queryTreeList`).
 */
export async function permissionTree(db: Db, only?: Set<string>): Promise<PermissionGrantTree> {
  const rows = (
    await db
      .select()
      .from(sysPermission)
      .where(eq(sysPermission.delFlag, 0))
      .orderBy(asc(sysPermission.sortNo), asc(sysPermission.id))
  ).filter((row) => !only || only.has(row.id))
  const nodes = new Map<string, PermissionTreeNode>()
  for (const row of rows) {
    nodes.set(row.id, {
      key: row.id,
      title: row.name,
      slotTitle: row.name,
      value: row.id,
      label: row.name,
      parentId: row.parentId,
      icon: row.icon,
      isLeaf: row.isLeaf,
      menuType: row.menuType,
      ruleFlag: row.ruleFlag,
      children: null,
    })
  }
  const roots: PermissionTreeNode[] = []
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined
    if (parent) {
      parent.children ??= []
      parent.children.push(node)
    } else roots.push(node)
  }
  return { treeList: roots, ids: rows.map((row) => row.id) }
}

/** Ids of live permissions among `ids`. */
export async function existingPermissionIds(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ id: sysPermission.id })
    .from(sysPermission)
    .where(eq(sysPermission.delFlag, 0))
  return new Set(rows.map((row) => row.id))
}
