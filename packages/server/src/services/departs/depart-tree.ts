import type { SysDepartTreeNode } from '@portico/contract'
import { and, asc, eq, ilike, isNull, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysDepart } from '../../db/schema'
import { formatDateTime } from '../shared/dates'
import { containsPattern } from '../shared/like'
import { toSysDepart } from '../shared/serializers'

type DepartRow = typeof sysDepart.$inferSelect

const visible = eq(sysDepart.delFlag, 0)

/** Whose departments: a customer company's (its tenant id), or the platform's own (null). */
export type DepartScope = number | null

const scoped = (scope: DepartScope): SQL | undefined =>
  and(visible, scope === null ? isNull(sysDepart.tenantId) : eq(sysDepart.tenantId, scope))
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

/** The scope's departments that are not deleted, as a tree (roots: no parent, or a parent that is gone). */
export async function departTree(db: Db, scope: DepartScope): Promise<SysDepartTreeNode[]> {
  const rows = await db
    .select()
    .from(sysDepart)
    .where(scoped(scope))
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
export async function searchDeparts(
  db: Db,
  keyword: string,
  scope: DepartScope,
): Promise<SysDepartTreeNode[]> {
  const rows = await db
    .select()
    .from(sysDepart)
    .where(and(scoped(scope), ilike(sysDepart.departName, containsPattern(keyword))))
    // Flat: by org code, so a department comes before those under it.
    .orderBy(asc(sysDepart.orgCode))
  const parents = new Set(
    (await db.select({ parentId: sysDepart.parentId }).from(sysDepart).where(scoped(scope)))
      .map((r) => r.parentId)
      .filter((id): id is string => Boolean(id)),
  )
  return rows.map((row) => ({ ...toNode(row, []), isLeaf: !parents.has(row.id) }))
}

/** The department, if it is the scope's and not deleted. */
export async function departById(db: Db, id: string, scope: DepartScope): Promise<DepartRow | undefined> {
  const rows = await db
    .select()
    .from(sysDepart)
    .where(and(eq(sysDepart.id, id), scoped(scope)))
  return rows[0]
}
