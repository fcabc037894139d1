import {
  DATA_RULE_CONDITIONS,
  type DataRuleCondition,
  MenuType,
  type Resource,
  type SysPermissionDataRule,
} from '@portico/contract'
import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sysPermission, sysPermissionDataRule, sysRolePermission } from '../../db/schema'
import { badRequest, HttpError, notFound } from '../../http/envelope'
import { formatDateTime } from '../shared/dates'
import { newId } from '../shared/ids'
import { containsPattern } from '../shared/like'

type Row = typeof sysPermissionDataRule.$inferSelect

export const RULE_NOT_FOUND = '未找到对应数据规则'

export const toDataRule = (row: Row): SysPermissionDataRule => ({
  id: row.id,
  permissionId: row.permissionId,
  ruleName: row.ruleName,
  ruleColumn: row.ruleColumn,
  ruleConditions: row.ruleConditions as DataRuleCondition,
  ruleValue: row.ruleValue,
  status: row.status,
  createBy: row.createBy,
  createTime: formatDateTime(row.createTime),
})

/** The declared resources served, by table name (only their declarations are read here). */
type ServedResources = ReadonlyMap<string, { resource: Resource }>

const CONDITIONS = new Set<string>(DATA_RULE_CONDITIONS.map((c) => c.value))
const fieldError = (field: string, message: string) =>
  new HttpError(400, message, { errors: { [field]: message } })

/** The declared resource a menu lists: the one whose list code is a button of the menu. */
export async function resourceOfMenu(
  db: Db,
  resources: ServedResources,
  menuId: string,
): Promise<{ resource: Resource } | undefined> {
  const buttons = await db
    .select({ perms: sysPermission.perms })
    .from(sysPermission)
    .where(and(eq(sysPermission.parentId, menuId), eq(sysPermission.menuType, MenuType.BUTTON)))
  const codes = new Set(buttons.map((b) => b.perms))
  return [...resources.values()].find((service) => codes.has(service.resource.perms.list))
}

/** The menu ids listing `resource` (its list code's parents). */
export async function menusOfResource(db: Db, listCode: string): Promise<string[]> {
  const rows = await db
    .select({ parentId: sysPermission.parentId })
    .from(sysPermission)
    .where(and(eq(sysPermission.perms, listCode), eq(sysPermission.delFlag, 0)))
  return rows.map((row) => row.parentId).filter((id): id is string => !!id)
}

type RuleForm = Partial<Record<keyof SysPermissionDataRule, unknown>>

const str = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim())

/** A rule's checked columns; its field must be a declared field of the menu's resource when the menu lists one. */
async function ruleValues(db: Db, resources: ServedResources, form: RuleForm) {
  const permissionId = str(form.permissionId)
  const [menu] = await db
    .select({ id: sysPermission.id, menuType: sysPermission.menuType })
    .from(sysPermission)
    .where(and(eq(sysPermission.id, permissionId), eq(sysPermission.delFlag, 0)))
  if (!menu || menu.menuType === MenuType.BUTTON) throw badRequest('请选择菜单')
  const ruleName = str(form.ruleName)
  if (!ruleName) throw fieldError('ruleName', '请输入规则名称!')
  if (ruleName.length > 50) throw fieldError('ruleName', '规则名称不能超过50个字符')
  const ruleColumn = str(form.ruleColumn)
  if (!/^[a-z][A-Za-z0-9]{0,49}$/.test(ruleColumn))
    throw fieldError('ruleColumn', '请输入字段名（实体属性名，如 createBy）!')
  const service = await resourceOfMenu(db, resources, menu.id)
  if (service && !Object.hasOwn(service.resource.fields, ruleColumn))
    throw fieldError('ruleColumn', `字段 ${ruleColumn} 不是${service.resource.title}的字段`)
  const ruleConditions = str(form.ruleConditions)
  if (!CONDITIONS.has(ruleConditions)) throw fieldError('ruleConditions', '请选择条件规则!')
  const ruleValue = str(form.ruleValue)
  if (!ruleValue) throw fieldError('ruleValue', '请输入规则值!')
  if (ruleValue.length > 300) throw fieldError('ruleValue', '规则值不能超过300个字符')
  return {
    permissionId: menu.id,
    ruleName,
    ruleColumn,
    ruleConditions,
    ruleValue,
    status: str(form.status) === '0' ? '0' : '1',
  }
}

/** rule_flag of a menu: 1 while it has rules (the 授权 tree marks it). */
async function refreshRuleFlag(db: Db, permissionId: string) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(sysPermissionDataRule)
    .where(eq(sysPermissionDataRule.permissionId, permissionId))
  await db
    .update(sysPermission)
    .set({ ruleFlag: Number(n) > 0 ? 1 : 0 })
    .where(eq(sysPermission.id, permissionId))
}

/** The rules of a menu, filtered like JeecgBoot's queryPermissionRule (name and column contain, exact status). */
export async function listDataRules(
  db: Db,
  query: {
    permissionId: string
    ruleName?: string
    ruleColumn?: string
    ruleValue?: string
    status?: string
  },
): Promise<SysPermissionDataRule[]> {
  const filters: (SQL | undefined)[] = [
    eq(sysPermissionDataRule.permissionId, query.permissionId),
    query.ruleName ? ilike(sysPermissionDataRule.ruleName, containsPattern(query.ruleName)) : undefined,
    query.ruleColumn ? ilike(sysPermissionDataRule.ruleColumn, containsPattern(query.ruleColumn)) : undefined,
    query.ruleValue ? ilike(sysPermissionDataRule.ruleValue, containsPattern(query.ruleValue)) : undefined,
    query.status ? eq(sysPermissionDataRule.status, query.status) : undefined,
  ]
  const rows = await db
    .select()
    .from(sysPermissionDataRule)
    .where(and(...filters))
    .orderBy(asc(sysPermissionDataRule.createTime), asc(sysPermissionDataRule.id))
  return rows.map(toDataRule)
}

export async function addDataRule(db: Db, resources: ServedResources, form: RuleForm, username: string) {
  const values = await ruleValues(db, resources, form)
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db
    const id = newId()
    await t
      .insert(sysPermissionDataRule)
      .values({ ...values, id, createBy: username, createTime: new Date() })
    await refreshRuleFlag(t, values.permissionId)
    return id
  })
}

export async function editDataRule(db: Db, resources: ServedResources, form: RuleForm, username: string) {
  const id = str(form.id)
  const [existing] = await db.select().from(sysPermissionDataRule).where(eq(sysPermissionDataRule.id, id))
  if (!existing) throw notFound(RULE_NOT_FOUND)
  const values = await ruleValues(db, resources, { ...form, permissionId: existing.permissionId })
  await db
    .update(sysPermissionDataRule)
    .set({ ...values, updateBy: username, updateTime: new Date() })
    .where(eq(sysPermissionDataRule.id, id))
}

/** Deletes a rule and takes it off every role that applied it. */
export async function deleteDataRule(db: Db, id: string) {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db
    const [rule] = await t.delete(sysPermissionDataRule).where(eq(sysPermissionDataRule.id, id)).returning()
    if (!rule) throw notFound(RULE_NOT_FOUND)
    const holders = await t
      .select()
      .from(sysRolePermission)
      .where(eq(sysRolePermission.permissionId, rule.permissionId))
    for (const holder of holders) {
      const ids = splitRuleIds(holder.dataRuleIds).filter((ruleId) => ruleId !== id)
      await t
        .update(sysRolePermission)
        .set({ dataRuleIds: ids.join(',') || null })
        .where(
          and(
            eq(sysRolePermission.roleId, holder.roleId),
            eq(sysRolePermission.permissionId, rule.permissionId),
          ),
        )
    }
    await refreshRuleFlag(t, rule.permissionId)
  })
}

export const splitRuleIds = (ids: string | null | undefined) =>
  (ids ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)

/** `/sys/role/datarule/{permissionId}/{roleId}`: the menu's rules and those the role applies. */
export async function roleDataRules(db: Db, permissionId: string, roleId: string) {
  const datarule = await listDataRules(db, { permissionId, status: '1' })
  const [grant] = await db
    .select({ dataRuleIds: sysRolePermission.dataRuleIds })
    .from(sysRolePermission)
    .where(and(eq(sysRolePermission.roleId, roleId), eq(sysRolePermission.permissionId, permissionId)))
  return { datarule, drChecked: grant?.dataRuleIds ?? '' }
}

/** Saves which of the menu's rules the role applies; the role must hold the menu first. */
export async function saveRoleDataRules(db: Db, permissionId: string, roleId: string, dataRuleIds: string[]) {
  const valid = dataRuleIds.length
    ? await db
        .select({ id: sysPermissionDataRule.id })
        .from(sysPermissionDataRule)
        .where(
          and(
            eq(sysPermissionDataRule.permissionId, permissionId),
            inArray(sysPermissionDataRule.id, dataRuleIds),
          ),
        )
    : []
  if (valid.length !== new Set(dataRuleIds).size) throw badRequest('数据规则不属于该菜单')
  const updated = await db
    .update(sysRolePermission)
    .set({ dataRuleIds: dataRuleIds.join(',') || null })
    .where(and(eq(sysRolePermission.roleId, roleId), eq(sysRolePermission.permissionId, permissionId)))
    .returning({ roleId: sysRolePermission.roleId })
  if (updated.length === 0) throw badRequest('请先保存角色的菜单权限!')
}
