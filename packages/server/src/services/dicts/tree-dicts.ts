import type { DictTreeNode } from '@portico/contract'
import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { sysCategory, sysDepart, sysPermission } from '../../db/schema'
import { type CustomerRows, type DictViewer, viewerCondition } from './dict-viewer'

interface TreeTable {
  table: PgTable
  /** Columns that may be shown (`text`) or filtered on (`condition`). */
  columns: Record<string, AnyPgColumn>
  /** The key column children point at; the only `code` accepted. */
  key: { name: string; column: AnyPgColumn }
  /** The parent column; the only `pidField` accepted. */
  parent: { name: string; column: AnyPgColumn }
  visible?: SQL
  /** Set on tables customers share: the rows one customer's users may see. */
  customerRows?: CustomerRows
  order: AnyPgColumn
}

/** The only tables a tree select may load; identifiers never reach SQL from input. */
const TREE_TABLES: Record<string, TreeTable> = {
  sys_depart: {
    table: sysDepart,
    columns: {
      id: sysDepart.id,
      depart_name: sysDepart.departName,
      org_code: sysDepart.orgCode,
      org_category: sysDepart.orgCategory,
      status: sysDepart.status,
    },
    key: { name: 'id', column: sysDepart.id },
    parent: { name: 'parent_id', column: sysDepart.parentId },
    visible: eq(sysDepart.delFlag, 0),
    customerRows: (customerId) => eq(sysDepart.tenantId, customerId),
    order: sysDepart.departOrder,
  },
  sys_permission: {
    table: sysPermission,
    columns: { id: sysPermission.id, name: sysPermission.name, menu_type: sysPermission.menuType },
    key: { name: 'id', column: sysPermission.id },
    parent: { name: 'parent_id', column: sysPermission.parentId },
    visible: eq(sysPermission.delFlag, 0),
    order: sysPermission.sortNo,
  },
  // 分类字典: JeecgBoot's category form asks `sys_category,name,id` with pidField pid and pidValue 0 (the roots).
  sys_category: {
    table: sysCategory,
    columns: {
      id: sysCategory.id,
      name: sysCategory.name,
      code: sysCategory.code,
      pid: sysCategory.pid,
      has_child: sysCategory.hasChild,
    },
    key: { name: 'id', column: sysCategory.id },
    parent: { name: 'pid', column: sysCategory.pid },
    order: sysCategory.code,
  },
}

export interface TreeQuery {
  tableName: string
  text: string
  code: string
  pidField: string
  /** Accepted for compatibility; leaves are always worked out from the children that exist. */
  hasChildField?: string
  pid?: string
  /** JSON object `{column: value}`, each an equality on a whitelisted column. */
  condition?: string
}

export type TreeResult = { ok: true; nodes: DictTreeNode[] } | { ok: false; message: string }

export const TREE_CONDITION_MESSAGE = '组件JTreeSelect-condition传值有误，需要一个json字符串!'

const own = <T>(record: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined

function conditionOf(tree: TreeTable, condition: string | undefined): SQL[] | undefined {
  if (!condition) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(condition)
  } catch {
    return undefined
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined
  const filters: SQL[] = []
  for (const [name, value] of Object.entries(parsed)) {
    const column = own(tree.columns, name)
    if (!column || (typeof value !== 'string' && typeof value !== 'number')) return undefined
    filters.push(eq(column, String(value)))
  }
  return filters
}

/** The children of `pid` (roots when empty) in a whitelisted tree table. */
export async function loadTree(db: Db, query: TreeQuery, viewer?: DictViewer): Promise<TreeResult> {
  const tree = own(TREE_TABLES, query.tableName)
  const text = tree && own(tree.columns, query.text)
  if (!tree || !text || query.code !== tree.key.name || query.pidField !== tree.parent.name) {
    return { ok: false, message: '不允许查询该表' }
  }
  if (query.hasChildField && query.hasChildField !== 'has_child')
    return { ok: false, message: '不允许查询该表' }
  const filters = conditionOf(tree, query.condition)
  if (!filters) return { ok: false, message: TREE_CONDITION_MESSAGE }
  const parent = tree.parent.column
  const visible = and(tree.visible, viewerCondition(viewer, tree.customerRows))
  const rows = await db
    .select({
      key: tree.key.column,
      title: text,
      parentId: parent,
    })
    .from(tree.table)
    .where(and(visible, query.pid ? eq(parent, query.pid) : or(isNull(parent), eq(parent, '')), ...filters))
    .orderBy(asc(tree.order), asc(tree.key.column))
  const keys = rows.map((r) => String(r.key))
  const withChildren = new Set(
    keys.length === 0
      ? []
      : (
          await db
            .selectDistinct({ parent })
            .from(tree.table)
            .where(and(visible, inArray(parent, keys)))
        ).map((r) => String(r.parent)),
  )
  return {
    ok: true,
    nodes: rows.map((r) => ({
      key: String(r.key),
      value: String(r.key),
      title: String(r.title ?? ''),
      label: String(r.title ?? ''),
      leaf: !withChildren.has(String(r.key)),
      parentId: (r.parentId as string | null) ?? null,
    })),
  }
}
