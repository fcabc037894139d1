import type { SysDepartTreeNode } from '@portico/contract'
import { and, count, eq, inArray, like } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysDepart, sysUserDepart } from '../../db/schema'
import { badRequest, notFound } from '../../http/envelope'
import { escapeLike } from '../query'
import { newId } from '../shared/ids'
import { type DepartScope, departById } from './depart-tree'

export interface DepartForm {
  id?: string
  parentId?: string | null
  departName?: string
  departNameEn?: string | null
  departNameAbbr?: string | null
  departOrder?: number | string | null
  description?: string | null
  orgCategory?: string | null
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value).trim())

export function departValues(form: DepartForm) {
  const departName = text(form.departName)
  if (departName === '') throw badRequest('请输入机构/部门名称!')
  if (departName.length > 100) throw badRequest('机构/部门名称不能超过100个字符')
  const order = text(form.departOrder)
  const departOrder = order === '' ? 0 : Number(order)
  if (!Number.isInteger(departOrder) || departOrder < 0 || departOrder > 99999)
    throw badRequest('排序必须是0-99999的整数')
  const description = text(form.description)
  if (description.length > 500) throw badRequest('备注不能超过500个字符')
  return { departName, departOrder, description: description || null }
}

/**
 * The next org code under a parent, as JeecgBoot's 部门编码 rule: the parent's code followed by A01, A02… (roots are
 * A01, A02…). Answers the first free one.
 */
export async function nextOrgCode(db: Db, parentCode: string): Promise<string> {
  const rows = await db
    .select({ orgCode: sysDepart.orgCode })
    .from(sysDepart)
    .where(like(sysDepart.orgCode, `${escapeLike(parentCode)}A__`))
  const taken = new Set(rows.map((row) => row.orgCode))
  for (let n = 1; n < 1000; n++) {
    const code = `${parentCode}A${String(n).padStart(2, '0')}`
    if (!taken.has(code)) return code
  }
  throw badRequest('该层级的部门已满，无法再添加')
}

/** A customer's departments have codes of their own (C1001A01…), apart from the platform's (A01…). */
const rootCode = (scope: DepartScope) => (scope === null ? '' : `C${scope}`)

/** Adds a department of the scope, a root or under `parentId` (which must be the scope's too). */
export async function addDepart(
  db: Db,
  scope: DepartScope,
  form: DepartForm,
  actor: string,
): Promise<{ id: string; orgCode: string }> {
  const values = departValues(form)
  const parentId = text(form.parentId) || null
  const parent = parentId ? await departById(db, parentId, scope) : undefined
  if (parentId && !parent) throw badRequest('上级部门不存在')
  const orgCode = await nextOrgCode(db, parent?.orgCode ?? rootCode(scope))
  const id = newId()
  await db.insert(sysDepart).values({
    ...values,
    id,
    parentId,
    orgCode,
    tenantId: scope,
    orgCategory: parent ? '2' : '1',
    orgType: parent ? '2' : '1',
    createBy: actor,
    createTime: new Date(),
  })
  return { id, orgCode }
}

/** Edits a department of the scope (name, order, description); false when there is none. */
export async function editDepart(
  db: Db,
  scope: DepartScope,
  form: DepartForm,
  actor: string,
): Promise<boolean> {
  const id = text(form.id)
  if (!id) throw badRequest('缺少部门id')
  const values = departValues(form)
  if (!(await departById(db, id, scope))) return false
  await db
    .update(sysDepart)
    .set({ ...values, updateBy: actor, updateTime: new Date() })
    .where(eq(sysDepart.id, id))
  return true
}

/** Deletes departments of the scope; nothing is deleted when one is missing or refused. */
export async function deleteDeparts(db: Db, scope: DepartScope, ids: string[]): Promise<void> {
  for (const id of ids) {
    const depart = await departById(db, id, scope)
    if (!depart) throw notFound('未找到对应实体')
    const refusal = await deleteRefusal(db, id)
    if (refusal) throw badRequest(`${depart.departName}：${refusal}`)
  }
  await db.delete(sysDepart).where(inArray(sysDepart.id, ids))
}

/** Why a department cannot be deleted (children or users), or undefined. */
export async function deleteRefusal(db: Db, id: string): Promise<string | undefined> {
  const [children] = await db
    .select({ n: count() })
    .from(sysDepart)
    .where(and(eq(sysDepart.parentId, id), eq(sysDepart.delFlag, 0)))
  if (Number(children?.n ?? 0) > 0) return '该部门下存在子部门，不能删除！'
  const [users] = await db.select({ n: count() }).from(sysUserDepart).where(eq(sysUserDepart.depId, id))
  if (Number(users?.n ?? 0) > 0) return '该部门下存在用户，不能删除！'
  return undefined
}

export interface DepartIdNode {
  key: string
  value: string
  title: string
  children: DepartIdNode[]
}

/** queryIdTree: the tree as DepartIdModel (key, value, title, children). */
export function toIdTree(nodes: SysDepartTreeNode[]): DepartIdNode[] {
  return nodes.map((node) => ({
    key: node.key,
    value: node.value,
    title: node.title,
    children: toIdTree(node.children ?? []),
  }))
}

/** The subtrees rooted at the given departments (a department under another given one appears once, inside it). */
export function subtreesOf(nodes: SysDepartTreeNode[], ids: Set<string>): SysDepartTreeNode[] {
  return nodes.flatMap((node) => (ids.has(node.id) ? [node] : subtreesOf(node.children ?? [], ids)))
}
