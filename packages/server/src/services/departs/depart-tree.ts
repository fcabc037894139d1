import type { SysDepartTreeNode } from '@portico/contract'
import { and, asc, eq, ilike } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysDepart } from '../../db/schema'
import { formatDateTime } from '../shared/dates'
import { containsPattern } from '../shared/like'
import { toSysDepart } from '../shared/serializers'

type DepartRow = typeof sysDepart.$inferSelect

const visible = eq(sysDepart.delFlag, 0)
const order = [asc(sysDepart.departOrder), asc(sysDepart.orgCode)]

/** SysDepartTreeModel: the department's fields, key = value = id, title = departName; `children` null on a leaf. */
function toNode(row: DepartRow, children: SysDepartTreeNode[]): SysDepartTreeNode {
  return {
    ...toSysDepart(row),
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime),
    updateBy: row.updateBy,
    updateTime: formatDateTime(row.updateTime),
    key: row.id,
    value: row.id,
    title: row.departName,
    isLeaf: children.length === 0,
    children: children.length === 0 ? null : children,
  }
}

/** Every department that is not deleted, as a tree (roots: no parent, or a parent that is gone). */
export async function departTree(db: Db): Promise<SysDepartTreeNode[]> {
  const rows = await db
    .select()
    .from(sysDepart)
    .where(visible)
    .orderBy(...order)
  const ids = new Set(rows.map((r) => r.id))
  const childrenOf = new Map<string, DepartRow[]>()
  for (const row of rows) {
    const parent = row.parentId && ids.has(row.parentId) ? row.parentId : ''
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), row])
  }
  // The seen set keeps a cycle in parent_id from recursing forever.
  const build = (parent: string, seen: Set<string>): SysDepartTreeNode[] =>
    (childrenOf.get(parent) ?? [])
      .filter((row) => !seen.has(row.id))
      .map((row) => toNode(row, build(row.id, new Set(seen).add(row.id))))
  return build('', new Set())
}

/** Departments whose name contains the keyword (case-insensitive, wildcards literal), flat. */
export async function searchDeparts(db: Db, keyword: string): Promise<SysDepartTreeNode[]> {
  const rows = await db
    .select()
    .from(sysDepart)
    .where(and(visible, ilike(sysDepart.departName, containsPattern(keyword))))
    // Flat: by org code, so a department comes before those under it.
    .orderBy(asc(sysDepart.orgCode))
  const parents = new Set(
    (await db.select({ parentId: sysDepart.parentId }).from(sysDepart).where(visible))
      .map((r) => r.parentId)
      .filter((id): id is string => Boolean(id)),
  )
  return rows.map((row) => ({ ...toNode(row, []), isLeaf: !parents.has(row.id) }))
}

export async function departById(db: Db, id: string): Promise<DepartRow | undefined> {
  const rows = await db
    .select()
    .from(sysDepart)
    .where(and(eq(sysDepart.id, id), visible))
  return rows[0]
}
