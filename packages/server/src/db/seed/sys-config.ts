import {
  DATABASE_TYPE_DICT,
  FILL_RULE_CLASS_DICT,
  FillRuleClass,
  GATEWAY_ROUTE_STATUS_DICT,
  MESSAGE_TEMPLATE_TYPES,
  MESSAGE_TYPE_DICT,
  POSITION_RANK_DICT,
  TENANT_STATUS_DICT,
} from '@portico/contract'
import { and, eq } from 'drizzle-orm'
import { seedId } from '../../services/shared/ids'
import type { Db } from '../client'
import { sysDataSource, sysFillRule, sysGatewayRoute, sysPermission, sysPosition } from '../schema'
import type { DictSeed } from './reference-data'

/** The dictionaries of 职务, 租户, 填值规则, 多数据源, 网关路由 and 消息模板 (JeecgBoot's codes). */
export const SYS_CONFIG_DICTS: DictSeed[] = [
  {
    code: POSITION_RANK_DICT,
    name: '职务职级',
    items: [
      ['1', '员级'],
      ['2', '助级'],
      ['3', '中级'],
      ['4', '副高级'],
      ['5', '正高级'],
    ],
  },
  {
    code: TENANT_STATUS_DICT,
    name: '租户状态',
    items: [
      ['1', '正常'],
      ['0', '冻结'],
    ],
  },
  {
    code: FILL_RULE_CLASS_DICT,
    name: '填值规则实现类',
    items: [
      [FillRuleClass.ORDER_NUMBER, '单号（前缀+日期+流水号）'],
      [FillRuleClass.ORG_CODE, '部门编码'],
      [FillRuleClass.CATEGORY_CODE, '分类字典编码'],
    ],
  },
  {
    code: DATABASE_TYPE_DICT,
    name: '数据库类型',
    items: [
      ['1', 'MySQL5.5'],
      ['4', 'MySQL5.7+'],
      ['2', 'Oracle'],
      ['3', 'SQLServer'],
      ['5', 'MariaDB'],
      ['6', 'PostgreSQL'],
    ],
  },
  {
    code: GATEWAY_ROUTE_STATUS_DICT,
    name: '网关路由状态',
    items: [
      ['1', '启用'],
      ['0', '禁用'],
    ],
  },
  { code: MESSAGE_TYPE_DICT, name: '消息类型', items: Object.entries(MESSAGE_TEMPLATE_TYPES) },
]

const POSITIONS: [code: string, name: string, rank: string, remark: string][] = [
  ['GM', '总经理', '5', '公司经营全面负责'],
  ['OPS_MANAGER', '运营经理', '4', '揽收、仓储、干线与清关的日常运营'],
  ['WAREHOUSE_LEAD', '仓库主管', '3', '入库、分拣、出库作业与盘点'],
  ['CUSTOMS_SPECIALIST', '报关专员', '2', '申报资料、HS编码与查验跟进'],
  ['FINANCE', '财务会计', '3', '客户账单、对账与成本核算'],
  ['HR_SPECIALIST', '人事专员', '2', '招聘、入离职与档案'],
  ['CS_AGENT', '客服专员', '1', '客户咨询、问题件登记与回访'],
  ['DRIVER', '司机', '1', '提货与干线运输'],
]

const FILL_RULES: [code: string, name: string, ruleClass: string, params: object | null][] = [
  [
    'in_store_batch_no',
    '入库批次号',
    FillRuleClass.ORDER_NUMBER,
    { prefix: 'RK', dateFormat: 'yyyyMMdd', separator: '-', digits: 3 },
  ],
  [
    'out_store_batch_no',
    '出库批次号',
    FillRuleClass.ORDER_NUMBER,
    { prefix: 'CK', dateFormat: 'yyyyMMdd', separator: '-', digits: 3 },
  ],
  [
    'customer_bill_no',
    '客户账单号',
    FillRuleClass.ORDER_NUMBER,
    { prefix: 'ZD', dateFormat: 'yyyyMM', separator: '-', digits: 4 },
  ],
  ['org_num_role', '部门编码', FillRuleClass.ORG_CODE, null],
  ['category_code_rule', '分类字典编码', FillRuleClass.CATEGORY_CODE, null],
]

const DATA_SOURCES = [
  {
    code: 'portico_report',
    name: '报表只读库（PostgreSQL）',
    dbType: '6',
    dbDriver: 'org.postgresql.Driver',
    dbUrl: 'jdbc:postgresql://127.0.0.1:5432/portico_report',
    dbUsername: 'report_reader',
    remark: '在线报表使用的只读副本',
  },
  {
    code: 'legacy_wms',
    name: '旧仓储系统（MySQL）',
    dbType: '4',
    dbDriver: 'com.mysql.cj.jdbc.Driver',
    dbUrl: 'jdbc:mysql://10.0.8.21:3306/wms?characterEncoding=UTF-8&useUnicode=true&useSSL=false',
    dbUsername: 'wms_sync',
    remark: '历史入库数据迁移用，只读',
  },
]

const GATEWAY_ROUTES = [
  {
    routerId: 'portico-system',
    name: '系统管理服务',
    uri: 'lb://portico-system',
    predicates: [{ name: 'Path', args: ['/sys/**', '/eoa/**', '/joa/**'] }],
    filters: [],
  },
  {
    routerId: 'portico-logistics',
    name: '物流业务服务',
    uri: 'lb://portico-logistics',
    predicates: [{ name: 'Path', args: ['/site/**', '/question/**', '/bill/**'] }],
    filters: [
      {
        name: 'RequestRateLimiter',
        args: {
          'key-resolver': '#{@ipKeyResolver}',
          'redis-rate-limiter.replenishRate': 20,
          'redis-rate-limiter.burstCapacity': 40,
        },
      },
    ],
  },
  {
    routerId: 'portico-websocket',
    name: '消息推送',
    uri: 'lb:ws://portico-system',
    predicates: [{ name: 'Path', args: ['/websocket/**'] }],
    filters: [],
  },
]

/** JeecgBoot's names of these menus' components (pages a JeecgBoot Vue2 front end opens by them). */
const RENAMED_COMPONENTS: [menuKey: string, from: string, to: string][] = [
  ['isystem-position', 'system/PositionList', 'system/SysPositionList'],
  ['isystem-check-rule', 'system/CheckRuleList', 'system/SysCheckRuleList'],
  ['isystem-fill-rule', 'system/FillRuleList', 'system/SysFillRuleList'],
  ['isystem-data-source', 'system/DataSourceList', 'system/SysDataSourceList'],
  ['isystem-gateway', 'system/GatewayRouteList', 'system/SysGatewayRouteList'],
]

/** 职务, 填值规则, 多数据源 and 网关路由 demo rows (idempotent), and the menus' JeecgBoot component names. */
export async function seedSysConfig(db: Db, now: Date): Promise<void> {
  const stamp = { createBy: 'admin', createTime: now }
  await db
    .insert(sysPosition)
    .values(
      POSITIONS.map(([code, name, postRank, remark], index) => ({
        id: seedId(`position:${code}`),
        code,
        name,
        postRank,
        remark,
        sortNo: (index + 1) * 10,
        ...stamp,
      })),
    )
    .onConflictDoNothing()
  await db
    .insert(sysFillRule)
    .values(
      FILL_RULES.map(([ruleCode, ruleName, ruleClass, params]) => ({
        id: seedId(`fill-rule:${ruleCode}`),
        ruleCode,
        ruleName,
        ruleClass,
        ruleParams: params && JSON.stringify(params),
        ...stamp,
      })),
    )
    .onConflictDoNothing()
  await db
    .insert(sysDataSource)
    .values(DATA_SOURCES.map((source) => ({ id: seedId(`data-source:${source.code}`), ...source, ...stamp })))
    .onConflictDoNothing()
  await db
    .insert(sysGatewayRoute)
    .values(
      GATEWAY_ROUTES.map((route) => ({
        id: seedId(`gateway-route:${route.routerId}`),
        routerId: route.routerId,
        name: route.name,
        uri: route.uri,
        predicates: JSON.stringify(route.predicates),
        filters: JSON.stringify(route.filters),
        status: 1,
        ...stamp,
      })),
    )
    .onConflictDoNothing()
  for (const [key, from, to] of RENAMED_COMPONENTS)
    await db
      .update(sysPermission)
      .set({ component: to })
      .where(and(eq(sysPermission.id, seedId(`menu:${key}`)), eq(sysPermission.component, from)))
}
