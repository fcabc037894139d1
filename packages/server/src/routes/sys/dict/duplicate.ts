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
import { badRequest, conflict, ok } from '../../../http/envelope'

interface CheckedTable {
  table: PgTable
  id: AnyPgColumn
  fields: Record<string, AnyPgColumn>
}

/** Tables and columns the duplicate check may look at; anything else is refused. */
const CHECKED: Record<string, CheckedTable> = {
  sys_user: {
    table: sysUser,
    id: sysUser.id,
    fields: {
      username: sysUser.username,
      phone: sysUser.phone,
      email: sysUser.email,
      work_no: sysUser.workNo,
    },
  },
  sys_role: { table: sysRole, id: sysRole.id, fields: { role_code: sysRole.roleCode } },
  sys_depart: { table: sysDepart, id: sysDepart.id, fields: { org_code: sysDepart.orgCode } },
  sys_dict: { table: sysDict, id: sysDict.id, fields: { dict_code: sysDict.dictCode } },
  // The columns JeecgBoot's 职务, 编码校验规则, 填值规则 and 多数据源 forms check before they submit.
  sys_position: { table: sysPosition, id: sysPosition.id, fields: { code: sysPosition.code } },
  sys_check_rule: { table: sysCheckRule, id: sysCheckRule.id, fields: { rule_code: sysCheckRule.ruleCode } },
  sys_fill_rule: { table: sysFillRule, id: sysFillRule.id, fields: { rule_code: sysFillRule.ruleCode } },
  sys_data_source: { table: sysDataSource, id: sysDataSource.id, fields: { code: sysDataSource.code } },
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
