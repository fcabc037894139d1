import type { Resource } from '@portico/contract'
import { and, eq, gt, gte, ilike, inArray, lt, lte, ne, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { sysPermissionDataRule, sysRolePermission, sysUserRole } from '../../db/schema'
import { forbidden } from '../../http/envelope'
import type { MemoCache } from '../cache/stamped-caches'
import { menusOfResource, splitRuleIds } from '../permissions/data-rules'
import { formatDateTime } from '../shared/dates'
import { escapeLike } from '../shared/like'
import type { UserRow } from '../users/current-user'

type Rule = typeof sysPermissionDataRule.$inferSelect

/** The caller's value of a rule value's variables (JeecgBoot's #{sys_user_code}…); other text stays as it is. */
function resolveValue(value: string, user: UserRow, now: Date): string {
  const time = formatDateTime(now) ?? ''
  const variables: Record<string, string> = {
    sys_user_code: user.username,
    sys_org_code: user.orgCode ?? '',
    sys_date: time.slice(0, 10),
    sys_time: time,
  }
  return value.replace(/#\{(\w+)\}/g, (whole, name: string) => variables[name] ?? whole)
}

/** One rule as a parameterised condition on its column. */
function ruleCondition(column: AnyPgColumn, rule: Rule, value: string): SQL {
  switch (rule.ruleConditions) {
    case '=':
      return eq(column, value)
    case '!=':
      return ne(column, value)
    case '>':
      return gt(column, value)
    case '>=':
      return gte(column, value)
    case '<':
      return lt(column, value)
    case '<=':
      return lte(column, value)
    case 'IN':
      return inArray(
        column,
        value.split(',').map((v) => v.trim()),
      )
    case 'LIKE':
      return ilike(column, `%${escapeLike(value)}%`)
    case 'LEFT_LIKE':
      return ilike(column, `%${escapeLike(value)}`)
    case 'RIGHT_LIKE':
      return ilike(column, `${escapeLike(value)}%`)
    default:
      throw forbidden(`数据权限规则「${rule.ruleName}」的条件不受支持`)
  }
}

/** The enabled rules the user's roles apply to the menus listing `resource`. */
async function activeRules(db: Db, resource: Resource, userId: string): Promise<Rule[]> {
  const menuIds = await menusOfResource(db, resource.perms.list)
  if (menuIds.length === 0) return []
  const grants = await db
    .select({ dataRuleIds: sysRolePermission.dataRuleIds })
    .from(sysRolePermission)
    .innerJoin(sysUserRole, eq(sysUserRole.roleId, sysRolePermission.roleId))
    .where(and(eq(sysUserRole.userId, userId), inArray(sysRolePermission.permissionId, menuIds)))
  const ruleIds = [...new Set(grants.flatMap((grant) => splitRuleIds(grant.dataRuleIds)))]
  if (ruleIds.length === 0) return []
  return db
    .select()
    .from(sysPermissionDataRule)
    .where(and(inArray(sysPermissionDataRule.id, ruleIds), eq(sysPermissionDataRule.status, '1')))
}

/**
 * 数据权限: the conditions (AND-ed, as JeecgBoot does) of the rules the caller's roles apply to the resource's menu.
 * A rule's column must be a declared field (the whitelist); a rule naming anything else refuses the read rather
 * than showing rows it was meant to hide.
 */
export async function dataRuleConditions(
  db: Db,
  resource: Resource,
  columns: Map<string, AnyPgColumn>,
  user: UserRow,
  /** Rules by resource and user, dropped with the auth stamp (role and data-rule writes move it). */
  cache?: MemoCache<Rule[]>,
): Promise<SQL[]> {
  const load = () => activeRules(db, resource, user.id)
  const rules = cache ? await cache.load(`${resource.perms.list}|${user.id}`, load) : await load()
  const now = new Date()
  return rules.map((rule) => {
    const column = Object.hasOwn(resource.fields, rule.ruleColumn) ? columns.get(rule.ruleColumn) : undefined
    if (!column) throw forbidden(`数据权限规则「${rule.ruleName}」的字段 ${rule.ruleColumn} 不存在`)
    return ruleCondition(column, rule, resolveValue(rule.ruleValue, user, now))
  })
}
