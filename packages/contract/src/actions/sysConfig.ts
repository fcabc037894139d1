import { defineAction, returns } from '../action/defineAction'
import { schema } from '../action/schema'
import { dataSourceResource } from '../resources/dataSource'
import { fillRuleResource } from '../resources/fillRule'
import { gatewayRouteResource } from '../resources/gatewayRoute'
import type { SysTenant } from '../system'
import { nullableString } from './listQuery'

/** A rule code, as 填值规则 and its callers name one. */
export const RULE_CODE_MAX_LENGTH = 100
const connectionText = nullableString({ maxLength: 500 })
const connectionTest = {
  permission: [dataSourceResource.perms.add, dataSourceResource.perms.edit],
  summary:
    '测试连接: connects to a PostgreSQL data source (the typed password, else the stored one of `id`) within 5 s',
  tags: ['dataSource'],
  body: schema.object({
    id: connectionText,
    dbType: connectionText,
    dbUrl: connectionText,
    dbUsername: connectionText,
    dbPassword: connectionText,
  }),
  result: returns<null>(),
} as const
const executeRule = {
  path: '/sys/fillRule/executeRuleByCode/:ruleCode',
  permission: 'authenticated',
  summary: "The rule's next value for the calling form (body: the form's values, e.g. the parent `pid`)",
  tags: ['fillRule'],
  body: schema.object({}),
  result: returns<string>(),
} as const

/** 租户管理's call beside the tenant resource: the login tenant picker. */
export const tenantActions = {
  queryList: defineAction({
    method: 'GET',
    path: '/sys/tenant/queryList',
    permission: 'authenticated',
    summary: 'Tenants by id (login tenant picker); only tenants the user belongs to',
    tags: ['tenant'],
    query: schema.object({ ids: schema.string({ maxLength: 1000 }) }),
    result: returns<SysTenant[]>(),
  }),
}

/** 多数据源's 测试连接, where 多数据源 sends it and where JeecgBoot's Vue2 form does (an online-report endpoint). */
export const dataSourceActions = {
  testConnection: defineAction({ method: 'POST', path: '/sys/dataSource/testConnection', ...connectionTest }),
  testConnectionOfReport: defineAction({
    method: 'POST',
    path: '/online/cgreport/api/testConnection',
    ...connectionTest,
  }),
}

/** 编码校验规则: try a value against a rule. */
export const checkRuleActions = {
  checkByCode: defineAction({
    method: 'GET',
    path: '/sys/checkRule/checkByCode',
    permission: 'authenticated',
    summary:
      'Check `value` (sent as encodeURIComponent(value), decoded again here) against the coding rule `ruleCode`',
    tags: ['validation'],
    query: schema.object(
      { ruleCode: schema.string({ maxLength: 100 }), value: schema.string({ maxLength: 10_000 }) },
      ['ruleCode', 'value'],
    ),
    // A value that breaks the rule answers success false with the broken step (CheckRuleFailure) in `result`.
    result: returns<null>(),
  }),
}

/** 填值规则: generate a rule's next value, for a form (executeRuleByCode) or as 功能测试 (testFillRule). */
export const fillRuleActions = {
  executeByPut: defineAction({ method: 'PUT', ...executeRule }),
  executeByPost: defineAction({ method: 'POST', ...executeRule }),
  testFillRule: defineAction({
    method: 'GET',
    path: '/sys/fillRule/testFillRule',
    permission: fillRuleResource.perms.list,
    summary: '功能测试: generates (and uses up) the next value of the rule',
    tags: ['fillRule'],
    query: schema.object({ ruleCode: schema.string({ minLength: 1, maxLength: RULE_CODE_MAX_LENGTH }) }, [
      'ruleCode',
    ]),
    result: returns<string>(),
  }),
}

/** 网关路由: the one call JeecgBoot's route drawer saves with. */
export const gatewayRouteActions = {
  updateAll: defineAction({
    method: 'POST',
    path: '/sys/gatewayRoute/updateAll',
    permission: [gatewayRouteResource.perms.add, gatewayRouteResource.perms.edit],
    summary:
      'Add or edit a gateway route as JeecgBoot’s drawer sends it (`{router}`; with an existing id: edit)',
    tags: ['gateway'],
    body: schema.object({}),
    result: returns<null>(),
  }),
}
