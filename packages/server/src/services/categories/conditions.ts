import { eq, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { sysCategory } from '../../db/schema'
import { badRequest } from '../../http/envelope'
import { storable } from '../query/coerce'
import { shown } from '../query/messages'

/** Spec §5: the text a tree select's condition that is not a JSON object string gets. */
export const CATEGORY_CONDITION_MESSAGE = '组件JTreeSelect-condition传值有误，需要一个json字符串!'

/** Columns a caller may name (table column or JeecgBoot property name); nothing else reaches SQL. */
export const CATEGORY_COLUMNS: Record<string, AnyPgColumn> = {
  id: sysCategory.id,
  pid: sysCategory.pid,
  name: sysCategory.name,
  code: sysCategory.code,
  has_child: sysCategory.hasChild,
  hasChild: sysCategory.hasChild,
  sys_org_code: sysCategory.sysOrgCode,
  sysOrgCode: sysCategory.sysOrgCode,
  create_by: sysCategory.createBy,
  createBy: sysCategory.createBy,
}

export const categoryColumn = (name: string): AnyPgColumn | undefined =>
  Object.hasOwn(CATEGORY_COLUMNS, name) ? CATEGORY_COLUMNS[name] : undefined

/**
 * The `condition` of loadTreeData: a JSON object `{column: value}`, each an equality with the value bound.
 * Not JSON or not an object → the spec's message; a column outside the whitelist or a non-scalar value → a 400
 * naming it.
 */
export function categoryConditions(condition: string | undefined): SQL[] {
  if (!condition) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(condition)
  } catch {
    throw badRequest(CATEGORY_CONDITION_MESSAGE)
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw badRequest(CATEGORY_CONDITION_MESSAGE)
  return Object.entries(parsed).map(([name, value]) => {
    const column = categoryColumn(name)
    if (!column) throw badRequest(`条件字段 ${shown(name)} 不存在（unknown condition column ${shown(name)}）`)
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
      throw badRequest(
        `条件字段 ${shown(name)} 的值必须是字符串或数字（condition ${shown(name)} needs a string or number）`,
      )
    if (!storable(String(value)))
      throw badRequest(
        `条件字段 ${shown(name)} 的值含有不允许的字符（condition ${shown(name)} holds a forbidden character）`,
      )
    return eq(column, String(value))
  })
}
