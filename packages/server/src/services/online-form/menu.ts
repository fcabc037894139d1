import type { Resource, ResourceAction } from '@portico/contract'
import { eq, inArray, or } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysPermission, sysRolePermission } from '../../db/schema'
import { seedId } from '../shared/ids'
import type { HeadRow } from './designs'

/** The folder designed forms' menu entries go into (系统管理, where JeecgBoot's online pages are). */
const PARENT_MENU = seedId('menu:isystem')
const ADMIN_ROLE = seedId('role:admin')
const LIST_COMPONENT = 'modules/online/cgform/auto/OnlCgformAutoList'

const ACTION_TITLES: Partial<Record<ResourceAction, string>> = {
  list: '查询',
  add: '新增',
  edit: '编辑',
  delete: '删除',
  deleteBatch: '批量删除',
  exportXls: '导出',
  importExcel: '导入',
}

const menuId = (headId: string) => seedId(`online-form:${headId}`)
const buttonId = (headId: string, action: string) => seedId(`online-form:${headId}:${action}`)

/**
 * A synchronised design's menu entry (`/online/cgformList/<id>`, JeecgBoot's online list route) and a button per
 * action with its code `online:<table>:<action>`, granted to administrators; other roles get them in 角色授权 like
 * any menu. Written again on each synchronisation (the title may have changed); callers bump the auth stamp.
 */
export async function writeFormMenu(
  tx: Db,
  head: HeadRow,
  resource: Resource,
  username: string,
): Promise<void> {
  const now = new Date()
  const menu = {
    id: menuId(head.id),
    parentId: PARENT_MENU,
    name: head.tableTxt,
    component: LIST_COMPONENT,
    url: `/online/cgformList/${head.id}`,
    sortNo: 100,
    menuType: 1,
    keepAlive: true,
    createBy: username,
    createTime: now,
  }
  const buttons = resource.actions.flatMap((action, index) =>
    ACTION_TITLES[action]
      ? [
          {
            id: buttonId(head.id, action),
            parentId: menu.id,
            name: `${head.tableTxt}${ACTION_TITLES[action]}`,
            perms: resource.perms[action],
            permsType: '1',
            sortNo: index + 1,
            menuType: 2,
            isRoute: false,
            createBy: username,
            createTime: now,
          },
        ]
      : [],
  )
  for (const row of [menu, ...buttons])
    await tx
      .insert(sysPermission)
      .values(row)
      .onConflictDoUpdate({
        target: sysPermission.id,
        set: { name: row.name, updateBy: username, updateTime: now },
      })
  await tx
    .insert(sysRolePermission)
    .values([menu, ...buttons].map((row) => ({ roleId: ADMIN_ROLE, permissionId: row.id })))
    .onConflictDoNothing()
}

/** Removes a design's menu entry, its buttons and their grants. */
export async function removeFormMenu(tx: Db, headId: string): Promise<void> {
  const rows = await tx
    .select({ id: sysPermission.id })
    .from(sysPermission)
    .where(or(eq(sysPermission.id, menuId(headId)), eq(sysPermission.parentId, menuId(headId))))
  const ids = rows.map((row) => row.id)
  if (ids.length === 0) return
  await tx.delete(sysRolePermission).where(inArray(sysRolePermission.permissionId, ids))
  await tx.delete(sysPermission).where(inArray(sysPermission.id, ids))
}
