import type { CategoryTreeNode, DictOption, SysCategory } from '@portico/contract'
import { CATEGORY_ROOT_PID, CategoryMessages } from '@portico/contract'
import { and, asc, eq, inArray, like, ne, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysCategory } from '../../db/schema'
import { badRequest, conflict } from '../../http/envelope'
import { storable } from '../query/coerce'
import { formatDateTime } from '../shared/dates'
import { escapeLike } from '../shared/like'

export type CategoryRow = typeof sysCategory.$inferSelect

/** Most rows one call answers (a whole tree, loadAllData, a batch of ids). */
export const MAX_CATEGORY_ROWS = 5000

export function toSysCategory(row: CategoryRow): SysCategory {
  return {
    id: row.id,
    pid: row.pid,
    name: row.name,
    code: row.code,
    hasChild: row.hasChild,
    sysOrgCode: row.sysOrgCode,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime),
    updateBy: row.updateBy,
    updateTime: formatDateTime(row.updateTime),
  }
}

export const toTreeNode = (row: CategoryRow): CategoryTreeNode => ({
  key: row.id,
  title: row.name,
  code: row.code,
  leaf: row.hasChild !== '1',
  parentId: row.pid,
})

/** Text from a caller that PostgreSQL can hold (no NUL, no lone surrogate); otherwise a 400 naming the parameter. */
export function checkedText(name: string, value: string): string {
  if (!storable(value))
    throw badRequest(`参数 ${name} 含有不允许的字符（${name} contains a character that is not allowed）`)
  return value
}

export async function childrenOf(db: Db, pid: string, filters: SQL[] = []): Promise<CategoryRow[]> {
  return db
    .select()
    .from(sysCategory)
    .where(and(eq(sysCategory.pid, checkedText('pid', pid)), ...filters))
    .orderBy(asc(sysCategory.code), asc(sysCategory.id))
    .limit(MAX_CATEGORY_ROWS)
}

/** The rows whose code is exactly `code` (codes should be unique, but the table does not force it). */
export async function rowsWithCode(db: Db, code: string): Promise<CategoryRow[]> {
  return db
    .select()
    .from(sysCategory)
    .where(eq(sysCategory.code, checkedText('code', code)))
    .limit(2)
}

/** The id of the one node with `code`; 400 when none, 409 when several (JeecgBoot's texts). */
export async function idOfCode(db: Db, code: string): Promise<string> {
  const rows = await rowsWithCode(db, code)
  if (rows.length === 0) throw badRequest(CategoryMessages.codeMissing(code))
  if (rows.length > 1) throw conflict(CategoryMessages.codeRepeated(code))
  return rows[0].id
}

/** Fills `children` level by level below `nodes` (loadTreeRoot with async=false). */
export async function fillSubtree(db: Db, nodes: CategoryTreeNode[]): Promise<void> {
  let level = nodes
  let total = nodes.length
  while (level.length > 0 && total < MAX_CATEGORY_ROWS) {
    const parents = level.filter((n) => !n.leaf)
    if (parents.length === 0) break
    const rows = await db
      .select()
      .from(sysCategory)
      .where(
        inArray(
          sysCategory.pid,
          parents.map((p) => p.key),
        ),
      )
      .orderBy(asc(sysCategory.code), asc(sysCategory.id))
      .limit(MAX_CATEGORY_ROWS - total)
    const found = rows.map(toTreeNode)
    const byParent = new Map<string, CategoryTreeNode[]>()
    for (const node of found) {
      const siblings = byParent.get(node.parentId)
      if (siblings) siblings.push(node)
      else byParent.set(node.parentId, [node])
    }
    for (const parent of parents) parent.children = byParent.get(parent.key) ?? []
    level = found
    total += rows.length
  }
}

/** loadDictItem: the names of `ids`, in the order asked, unknown ids skipped. */
export async function namesOf(db: Db, ids: string[]): Promise<string[]> {
  const wanted = ids.map((id) => checkedText('ids', id)).slice(0, MAX_CATEGORY_ROWS)
  const rows = await db
    .select({ id: sysCategory.id, name: sysCategory.name })
    .from(sysCategory)
    .where(inArray(sysCategory.id, wanted))
  const nameById = new Map(rows.map((r) => [r.id, r.name]))
  return wanted.flatMap((id) => (nameById.has(id) ? [nameById.get(id)!] : []))
}

/** loadAllData: every category whose code starts with `code` ('0' or '' for all) as dictionary options. */
export async function optionsUnder(db: Db, code: string): Promise<DictOption[]> {
  const prefix = code === CATEGORY_ROOT_PID ? '' : checkedText('code', code)
  const rows = await db
    .select({ id: sysCategory.id, name: sysCategory.name })
    .from(sysCategory)
    .where(prefix ? like(sysCategory.code, `${escapeLike(prefix)}%`) : undefined)
    .orderBy(asc(sysCategory.code), asc(sysCategory.id))
    .limit(MAX_CATEGORY_ROWS)
  return rows.map((r) => ({ value: r.id, text: r.name, title: r.name }))
}

/** id → name of the categories under the one coded `rootCode` (codes extend their parent's): a tree field's texts. */
export async function categoryTextMap(db: Db, rootCode: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: sysCategory.id, name: sysCategory.name })
    .from(sysCategory)
    .where(and(like(sysCategory.code, `${escapeLike(rootCode)}%`), ne(sysCategory.code, rootCode)))
    .limit(MAX_CATEGORY_ROWS)
  return new Map(rows.map((row) => [row.id, row.name]))
}
