import type { SysDepartTreeNode } from '@portico/contract'
import { and, count, eq, like } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysDepart, sysUserDepart } from '../../db/schema'
import { badRequest } from '../../http/envelope'
import { escapeLike } from '../query'

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
