import { MenuType, type PermissionForm } from '@portico/contract'
import { and, count, eq, inArray, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  sysDepartRolePermission,
  sysPermission,
  sysPermissionDataRule,
  sysRolePermission,
} from '../../db/schema'
import { badRequest, HttpError, notFound } from '../../http/envelope'
import { newId } from '../shared/ids'

type Values = Partial<typeof sysPermission.$inferInsert>

export const PERMISSION_MESSAGES = {
  notFound: '未找到菜单',
  urlTaken: '访问路径不允许重复，请重定义！',
  permsTaken: '授权标识已存在',
  hasChildren: '该菜单下有子菜单或按钮，请先删除它们',
} as const

const text = (value: unknown, max: number, label: string): string | null => {
  if (value === undefined || value === null) return null
  const trimmed = String(value).trim()
  if (trimmed.length > max) throw badRequest(`${label}不能超过${max}个字符`)
  return trimmed || null
}
const flag = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true'

const fieldError = (field: string, message: string) =>
  new HttpError(400, message, { errors: { [field]: message } })

/** The checked columns of a form; each §6 rule of the menu form refuses with the field it concerns. */
function formValues(form: PermissionForm): Values & { menuType: number; name: string } {
  const menuType = Number(form.menuType ?? MenuType.TOP_MENU)
  if (![0, 1, 2].includes(menuType)) throw fieldError('menuType', '菜单类型不正确')
  const name = text(form.name, 100, '名称')
  if (!name) throw fieldError('name', menuType === 2 ? '请输入按钮/权限名称!' : '请输入菜单名称!')
  const sortNo = Number(form.sortNo ?? 0)
  if (!Number.isFinite(sortNo) || Math.abs(sortNo) > 1e6) throw fieldError('sortNo', '排序须为数字')
  const values: Values & { menuType: number; name: string } = {
    name,
    menuType,
    parentId: menuType === MenuType.TOP_MENU ? null : text(form.parentId, 32, '上级菜单'),
    sortNo,
    icon: text(form.icon, 100, '菜单图标'),
    description: text(form.description, 255, '描述'),
  }
  if (menuType !== MenuType.TOP_MENU && !values.parentId) throw fieldError('parentId', '请选择上级菜单!')
  if (menuType === MenuType.BUTTON) {
    const perms = text(form.perms, 100, '授权标识')
    if (!perms) throw fieldError('perms', '请输入授权标识!')
    if (!/^[A-Za-z0-9:_-]+$/.test(perms))
      throw fieldError('perms', '授权标识只能包含字母、数字、冒号、下划线和短横线')
    return {
      ...values,
      perms,
      permsType: form.permsType === '2' ? '2' : '1',
      status: form.status === '0' ? '0' : '1',
      url: null,
      component: null,
      componentName: null,
      redirect: null,
    }
  }
  const url = text(form.url, 255, '菜单路径')
  if (!url) throw fieldError('url', '请输入菜单路径!')
  if (!/^(\/[\w\-/:.]*|https?:\/\/\S+|\{\{.+\}\}.*)$/.test(url))
    throw fieldError('url', '菜单路径须以 / 开头，或是 http(s) 地址')
  const component = text(form.component, 255, '前端组件')
  if (!component) throw fieldError('component', '请输入前端组件!')
  return {
    ...values,
    perms: null,
    url,
    component,
    componentName: text(form.componentName, 100, '组件名称'),
    redirect: menuType === MenuType.TOP_MENU ? text(form.redirect, 255, '默认跳转地址') : null,
    isRoute: form.route === undefined ? true : flag(form.route),
    keepAlive: flag(form.keepAlive),
    hidden: flag(form.hidden),
    alwaysShow: flag(form.alwaysShow),
    internalOrExternal: flag(form.internalOrExternal),
  }
}

/** url is unique among live menus, perms among live buttons. */
async function refuseDuplicates(tx: Db, values: Values, exceptId?: string) {
  const others = (column: typeof sysPermission.url | typeof sysPermission.perms, value: string) =>
    and(
      eq(column, value),
      eq(sysPermission.delFlag, 0),
      exceptId ? ne(sysPermission.id, exceptId) : undefined,
    )
  if (values.url) {
    const taken = await tx
      .select({ id: sysPermission.id })
      .from(sysPermission)
      .where(and(others(sysPermission.url, values.url), ne(sysPermission.menuType, MenuType.BUTTON)))
      .limit(1)
    if (taken.length) throw fieldError('url', PERMISSION_MESSAGES.urlTaken)
  }
  if (values.perms) {
    const taken = await tx
      .select({ id: sysPermission.id })
      .from(sysPermission)
      .where(others(sysPermission.perms, values.perms))
      .limit(1)
    if (taken.length) throw fieldError('perms', PERMISSION_MESSAGES.permsTaken)
  }
}

/** The parent must be a live menu, and not the node itself or one of its descendants. */
async function checkParent(tx: Db, parentId: string | null | undefined, selfId?: string) {
  if (!parentId) return
  const rows = await tx
    .select({ id: sysPermission.id, parentId: sysPermission.parentId, menuType: sysPermission.menuType })
    .from(sysPermission)
    .where(eq(sysPermission.delFlag, 0))
  const byId = new Map(rows.map((row) => [row.id, row]))
  const parent = byId.get(parentId)
  if (!parent || parent.menuType === MenuType.BUTTON) throw fieldError('parentId', '上级菜单不存在')
  for (let at: string | null | undefined = parentId; at; at = byId.get(at)?.parentId)
    if (at === selfId) throw fieldError('parentId', '上级菜单不能是自己或自己的下级')
}

/** Sets is_leaf of `ids` from whether they still have live children. */
async function refreshLeaves(tx: Db, ids: (string | null | undefined)[]) {
  for (const id of new Set(ids.filter((x): x is string => !!x))) {
    const [{ n }] = await tx
      .select({ n: count() })
      .from(sysPermission)
      .where(and(eq(sysPermission.parentId, id), eq(sysPermission.delFlag, 0)))
    await tx
      .update(sysPermission)
      .set({ isLeaf: Number(n) === 0 })
      .where(eq(sysPermission.id, id))
  }
}

export async function addPermission(db: Db, form: PermissionForm, username: string): Promise<string> {
  const values = formValues(form)
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db
    await checkParent(t, values.parentId)
    await refuseDuplicates(t, values)
    const id = newId()
    await t
      .insert(sysPermission)
      .values({ ...values, id, isLeaf: true, createBy: username, createTime: new Date() })
    await refreshLeaves(t, [values.parentId])
    return id
  })
}

export async function editPermission(db: Db, form: PermissionForm, username: string): Promise<void> {
  const id = text(form.id, 32, 'id')
  if (!id) throw badRequest('缺少菜单id')
  const values = formValues(form)
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db
    const [existing] = await t
      .select()
      .from(sysPermission)
      .where(and(eq(sysPermission.id, id), eq(sysPermission.delFlag, 0)))
      .for('update')
    if (!existing) throw notFound(PERMISSION_MESSAGES.notFound)
    if (values.menuType === MenuType.BUTTON && !existing.isLeaf)
      throw fieldError('menuType', '该菜单下有子菜单或按钮，不能改为按钮')
    await checkParent(t, values.parentId, id)
    await refuseDuplicates(t, values, id)
    await t
      .update(sysPermission)
      .set({ ...values, updateBy: username, updateTime: new Date() })
      .where(eq(sysPermission.id, id))
    await refreshLeaves(t, [existing.parentId, values.parentId])
  })
}

/** Deletes menus and buttons without children, with their grants and data rules; answers how many went. */
export async function deletePermissions(db: Db, ids: string[]): Promise<number> {
  if (ids.length === 0) throw badRequest('请选择一条记录！')
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db
    const rows = await t
      .select({ id: sysPermission.id, parentId: sysPermission.parentId })
      .from(sysPermission)
      .where(and(inArray(sysPermission.id, ids), eq(sysPermission.delFlag, 0)))
    if (rows.length === 0) throw notFound(PERMISSION_MESSAGES.notFound)
    const found = rows.map((row) => row.id)
    const children = await t
      .select({ id: sysPermission.id })
      .from(sysPermission)
      .where(and(inArray(sysPermission.parentId, found), eq(sysPermission.delFlag, 0)))
    // children deleted in the same batch do not count
    if (children.some((child) => !found.includes(child.id))) throw badRequest(PERMISSION_MESSAGES.hasChildren)
    await t.delete(sysRolePermission).where(inArray(sysRolePermission.permissionId, found))
    await t.delete(sysDepartRolePermission).where(inArray(sysDepartRolePermission.permissionId, found))
    await t.delete(sysPermissionDataRule).where(inArray(sysPermissionDataRule.permissionId, found))
    await t.delete(sysPermission).where(inArray(sysPermission.id, found))
    await refreshLeaves(
      t,
      rows.map((row) => row.parentId).filter((id) => id && !found.includes(id)),
    )
    return found.length
  })
}
