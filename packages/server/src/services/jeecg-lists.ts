import type { Page } from '@portico/contract'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { sysDepart, sysDict, sysDictItem, sysPermission, sysUserDepart } from '../db/schema'
import { formatDateTime } from './dates'
import { type ListSpec, listQuery, selectPage, tableListSpec, toPage } from './query'

export const DICT_LIST: ListSpec = tableListSpec(sysDict, {
  dictName: 'string',
  dictCode: 'string',
  description: 'string',
  createTime: 'datetime',
})

export const DICT_ITEM_LIST: ListSpec = tableListSpec(
  sysDictItem,
  { dictId: 'string', itemText: 'string', itemValue: 'string', status: 'integer' },
  { defaultSort: { column: sysDictItem.sortOrder, ascending: true }, tiebreak: sysDictItem.id },
)

const withTimes = <T extends { createTime: Date | null }>(row: T) => ({
  ...row,
  createTime: formatDateTime(row.createTime),
})

/** `/sys/dict/list`: the dictionaries, not deleted. */
export async function listDicts(db: Db, query: Record<string, unknown>): Promise<Page<object>> {
  const list = listQuery(DICT_LIST, query, [eq(sysDict.delFlag, 0)])
  const { rows, total } = await selectPage(db, sysDict, list)
  return toPage(rows.map(withTimes), total, list)
}

/** `/sys/dictItem/list?dictId=`: a dictionary's items in their order. */
export async function listDictItems(db: Db, query: Record<string, unknown>): Promise<Page<object>> {
  const list = listQuery(DICT_ITEM_LIST, query)
  const { rows, total } = await selectPage(db, sysDictItem, list)
  return toPage(rows.map(withTimes), total, list)
}

/** JeecgBoot's DepartIdModel list of a user's departments: key and value the id, title the name. */
export async function userDepartList(db: Db, userId: string) {
  const rows = await db
    .select({ id: sysDepart.id, departName: sysDepart.departName })
    .from(sysUserDepart)
    .innerJoin(sysDepart, eq(sysDepart.id, sysUserDepart.depId))
    .where(eq(sysUserDepart.userId, userId))
    .orderBy(asc(sysDepart.departOrder), asc(sysDepart.id))
  return rows.map((row) => ({ key: row.id, value: row.id, title: row.departName }))
}

type PermissionRow = typeof sysPermission.$inferSelect

export interface SysPermissionTree {
  id: string
  key: string
  title: string
  parentId: string | null
  name: string
  perms: string | null
  permsType: string | null
  icon: string | null
  component: string | null
  componentName: string | null
  url: string | null
  redirect: string | null
  sortNo: number
  menuType: number
  leaf: boolean
  route: boolean
  keepAlive: boolean
  alwaysShow: boolean
  hidden: boolean
  internalOrExternal: boolean
  status: string
  delFlag: number
  ruleFlag: number
  description: string | null
  createBy: string | null
  createTime: string | null
  updateBy: string | null
  updateTime: string | null
  children: SysPermissionTree[] | null
}

function toTree(row: PermissionRow): SysPermissionTree {
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
    alwaysShow: row.alwaysShow,
    hidden: row.hidden,
    internalOrExternal: row.internalOrExternal,
    status: row.status,
    delFlag: row.delFlag,
    ruleFlag: row.ruleFlag,
    description: row.description,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime),
    updateBy: row.updateBy,
    updateTime: formatDateTime(row.updateTime),
    children: null,
  }
}

/** `/sys/permission/list`: every live menu and button as JeecgBoot's SysPermissionTree, in menu order. */
export async function permissionList(db: Db): Promise<SysPermissionTree[]> {
  const rows = await db
    .select()
    .from(sysPermission)
    .where(eq(sysPermission.delFlag, 0))
    .orderBy(asc(sysPermission.sortNo), asc(sysPermission.id))
  const nodes = new Map(rows.map((row) => [row.id, toTree(row)]))
  const roots: SysPermissionTree[] = []
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined
    if (!parent) roots.push(node)
    else if (parent.children) parent.children.push(node)
    else parent.children = [node]
  }
  return roots
}
