import { checkRuleResource, dataSourceResource, fillRuleResource, positionResource } from '@portico/contract'
import { and, count, eq, ne } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { FastifyPluginAsync } from 'fastify'
import {
  sysCheckRule,
  sysDataSource,
  sysDepart,
  sysDict,
  sysFillRule,
  sysPosition,
  sysRole,
  sysUser,
} from '../../../db/schema'
import type { Deps } from '../../../deps'
import { badRequest, conflict, forbidden, ok } from '../../../http/envelope'
import { heldCodes } from '../../../services/users/held-codes'

interface CheckedTable {
  table: PgTable
  id: AnyPgColumn
  fields: Record<string, AnyPgColumn>
  /** Whoever adds or edits the table's rows may ask (the answer tells what exists platform-wide). */
  writers: string[]
}

/** A checked table: its id column, the columns asked about, and the codes of who adds or edits its rows. */
const checked = (
  table: PgTable & { id: AnyPgColumn },
  fields: Record<string, AnyPgColumn>,
  perms: { add: string; edit: string },
): CheckedTable => ({ table, id: table.id, fields, writers: [perms.add, perms.edit] })

const writersOf = (prefix: string) => ({ add: `${prefix}:add`, edit: `${prefix}:edit` })

/** Tables and columns the duplicate check may look at; anything else is refused. */
const CHECKED: Record<string, CheckedTable> = {
  sys_user: checked(
    sysUser,
    { username: sysUser.username, phone: sysUser.phone, email: sysUser.email, work_no: sysUser.workNo },
    writersOf('system:user'),
  ),
  sys_role: checked(sysRole, { role_code: sysRole.roleCode }, writersOf('system:role')),
  sys_depart: checked(sysDepart, { org_code: sysDepart.orgCode }, writersOf('system:depart')),
  sys_dict: checked(sysDict, { dict_code: sysDict.dictCode }, writersOf('system:dict')),
  // The columns JeecgBoot's 职务, 编码校验规则, 填值规则 and 多数据源 forms check before they submit.
  sys_position: checked(sysPosition, { code: sysPosition.code }, positionResource.perms),
  sys_check_rule: checked(sysCheckRule, { rule_code: sysCheckRule.ruleCode }, checkRuleResource.perms),
  sys_fill_rule: checked(sysFillRule, { rule_code: sysFillRule.ruleCode }, fillRuleResource.perms),
  sys_data_source: checked(sysDataSource, { code: sysDataSource.code }, dataSourceResource.perms),
}

interface CheckQuery {
  tableName?: string
  fieldName?: string
  fieldVal?: string
  dataId?: string
}

export const duplicateRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  app.get<{ Querystring: CheckQuery }>(
    '/sys/duplicate/check',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['validation'],
        summary: 'Is a value still free in a whitelisted table column?',
        querystring: {
          type: 'object',
          properties: {
            tableName: { type: 'string' },
            fieldName: { type: 'string' },
            fieldVal: { type: 'string' },
            dataId: { type: 'string' },
          },
        },
      },
    },
    async (request, reply) => {
      const { tableName = '', fieldName = '', fieldVal, dataId } = request.query
      const checked = Object.hasOwn(CHECKED, tableName) ? CHECKED[tableName] : undefined
      const column =
        checked && Object.hasOwn(checked.fields, fieldName) ? checked.fields[fieldName] : undefined
      if (!checked || !column) throw badRequest('不支持校验该表或字段')
      const held = await heldCodes(deps, request.user!.id)
      if (!checked.writers.some((code) => held.has(code))) throw forbidden()
      if (fieldVal === undefined || fieldVal === '') throw badRequest('校验值不能为空')
      const rows = await deps.db
        .select({ n: count() })
        .from(checked.table)
        .where(and(eq(column, fieldVal), dataId ? ne(checked.id, dataId) : undefined))
      if (Number(rows[0]?.n ?? 0) > 0) throw conflict('该值不可用，系统中已存在！')
      return reply.send(ok(null, '该值可用！'))
    },
  )
}
