import { createHash } from 'node:crypto'
import type { AuthItem, MenuNode } from '@portico/contract'
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysPermission } from '../../db/schema'
import { grantedPermissions, type PermissionRow } from '../users/granted-permissions'

const HOME_URL = '/dashboard/analysis'
const isExternal = (url: string) => /^(https?:\/\/|\{\{)/.test(url)

/** One menu node, per JeecgBoot's getPermissionJsonObject (reference §3.1). */
function toMenuNode(row: PermissionRow): MenuNode {
  const url = row.url ?? ''
  const external = isExternal(url)
  const node: MenuNode = {
    id: row.id,
    path: external ? createHash('md5').update(url).digest('hex') : url,
    name: row.componentName || url.replace(/^\//, '').replaceAll('/', '-').replaceAll(':', '@'),
    component: row.component ?? '',
    route: row.isRoute ? '1' : '0',
    meta: {
      title: row.name,
      keepAlive: row.keepAlive,
      internalOrExternal: row.internalOrExternal,
      componentName: row.componentName || (row.component ?? '').split('/').pop() || '',
    },
  }
  if (row.icon) node.meta.icon = row.icon
  if (external) node.meta.url = url
  if (!row.parentId) node.redirect = row.redirect
  if (row.hidden) node.hidden = true
  if (row.alwaysShow) node.alwaysShow = true
  return node
}

function buildTree(rows: PermissionRow[]): MenuNode[] {
  const childrenOf = new Map<string | null, PermissionRow[]>()
  for (const row of rows)
    childrenOf.set(row.parentId ?? null, [...(childrenOf.get(row.parentId ?? null) ?? []), row])
  const build = (parentId: string | null): MenuNode[] =>
    (childrenOf.get(parentId) ?? []).map((row) => {
      const node = toMenuNode(row)
      const children = build(row.id)
      if (children.length) node.children = children
      return node
    })
  return build(null)
}

const toAuthItem = (row: PermissionRow): AuthItem => ({
  action: row.perms ?? '',
  type: row.permsType ?? '1',
  describe: row.name,
})

/** `{menu, auth, allAuth}` of getUserPermissionByToken. */
export async function userPermissions(db: Db, userId: string) {
  const granted = await grantedPermissions(db, userId)
  const menus = granted.filter((p) => p.menuType !== 2)
  if (!menus.some((p) => p.url === HOME_URL)) {
    const home = await db.select().from(sysPermission).where(eq(sysPermission.url, HOME_URL))
    if (home[0]) menus.unshift({ ...home[0], parentId: null })
  }
  const allButtons = await db
    .select()
    .from(sysPermission)
    .where(and(eq(sysPermission.menuType, 2), eq(sysPermission.delFlag, 0)))
    .orderBy(asc(sysPermission.sortNo))
  return {
    menu: buildTree(menus),
    auth: granted.filter((p) => p.menuType === 2 && p.status === '1').map(toAuthItem),
    allAuth: allButtons.map((row) => ({ ...toAuthItem(row), status: row.status })),
  }
}
