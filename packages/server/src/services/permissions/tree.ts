import type { SysPermissionTree } from '@portico/contract'
import { asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysPermission } from '../../db/schema'
import { formatDateTime } from '../shared/dates'

type Row = typeof sysPermission.$inferSelect

/** JeecgBoot's SysPermissionTree of one row (children filled by the caller). */
export function toPermissionTree(row: Row): SysPermissionTree {
  return {
    id: row.id,
    key: row.id,
    title: row.name,
    parentId: row.parentId,
    name: row.name,
    perms: row.perms,
    permsType: row.permsType,
    icon: row.icon,
    component: row.component,
    componentName: row.componentName,
    url: row.url,
    redirect: row.redirect,
    sortNo: row.sortNo,
    menuType: row.menuType,
    leaf: row.isLeaf,
    route: row.isRoute,
    keepAlive: row.keepAlive,
    hidden: row.hidden,
    alwaysShow: row.alwaysShow,
    internalOrExternal: row.internalOrExternal,
    status: row.status,
    ruleFlag: row.ruleFlag,
    delFlag: row.delFlag,
    description: row.description,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime),
    updateBy: row.updateBy,
    updateTime: formatDateTime(row.updateTime),
    children: null,
  }
}

const live = eq(sysPermission.delFlag, 0)

async function liveRows(db: Db): Promise<Row[]> {
  return db.select().from(sysPermission).where(live).orderBy(asc(sysPermission.sortNo), asc(sysPermission.id))
}

/**
 * Every live menu and button as one tree in menu order (`/sys/permission/list`); with `only`, just those (a node
 * whose parent is left out becomes a root).
 */
export async function permissionTreeList(db: Db, only?: ReadonlySet<string>): Promise<SysPermissionTree[]> {
  const rows = (await liveRows(db)).filter((row) => !only || only.has(row.id))
  const nodes = new Map(rows.map((row) => [row.id, toPermissionTree(row)]))
  const roots: SysPermissionTree[] = []
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined
    if (!parent) roots.push(node)
    else if (parent.children) parent.children.push(node)
    else parent.children = [node]
  }
  return roots
}

/** The top menus (`getSystemMenuList`). */
export async function topMenus(db: Db): Promise<SysPermissionTree[]> {
  return (await liveRows(db)).filter((row) => row.menuType === 0).map(toPermissionTree)
}

/** The direct children of each of `parentIds` (`getSystemSubmenu`, `getSystemSubmenuBatch`). */
export async function childrenByParent(
  db: Db,
  parentIds: string[],
): Promise<Map<string, SysPermissionTree[]>> {
  const result = new Map(parentIds.map((id): [string, SysPermissionTree[]] => [id, []]))
  if (parentIds.length === 0) return result
  const rows = await db
    .select()
    .from(sysPermission)
    .where(inArray(sysPermission.parentId, parentIds))
    .orderBy(asc(sysPermission.sortNo), asc(sysPermission.id))
  for (const row of rows) if (row.delFlag === 0) result.get(row.parentId!)?.push(toPermissionTree(row))
  return result
}
