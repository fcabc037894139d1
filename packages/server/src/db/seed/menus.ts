import {
  BILL_COUNT_PERMS,
  BILL_LINES_EXPORT_PERMISSION,
  CGREPORT_PERMS,
  CUSTOMER_ORG_PERMS,
  CUSTOMS_PERMS,
  channelResource,
  checkRuleResource,
  costPlanResource,
  currencyRateResource,
  currencyResource,
  customerBillResource,
  customerChannelResource,
  customerPaymentResource,
  customerProfileResource,
  customsDataBatchResource,
  customsDeclarationResource,
  customsDeductionResource,
  customsInspectionResource,
  dataSourceResource,
  dictResource,
  driverResource,
  fillRuleResource,
  gatewayRouteResource,
  HS_LOCK_NOW_PERMISSION,
  habitatAgentResource,
  habitatCarResource,
  hsCodeLockResource,
  hsCodeResource,
  inStoreBatchResource,
  numberPoolResource,
  ONLINE_FORM_PERMS,
  OPS_PERMS,
  OUT_STORE_PERMS,
  outBatchResource,
  overseasAgentResource,
  positionResource,
  questionPieceResource,
  RECON_PERMS,
  RESOURCES,
  type Resource,
  type ResourceAction,
  reconciliationResource,
  resourceComponentOf,
  SHOPEE_PERMS,
  SUPPLIER_BATCH_PERMS,
  salePlanResource,
  stationResource,
  supplierBatchResource,
  tenantResource,
  userResource,
} from '@portico/contract'
import { PARTNER_PERMS } from '../../services/partner/catalog'
import { CHANGE_PASSWORD_PERMISSION } from '../../services/users/grant-checks'

/** The back-office menu tree (spec §1–2). `key` makes seeded ids stable; `roles` grants menus beyond admin. */
export interface MenuSeed {
  key: string
  title: string
  url: string
  component: string
  componentName?: string
  icon?: string
  hidden?: boolean
  redirect?: string
  children?: MenuSeed[]
  buttons?: ButtonSeed[]
  /** Roles (besides admin) that see this menu; children inherit unless they set their own. */
  roles?: RoleCode[]
}

export interface ButtonSeed {
  perms: string
  title: string
  roles: RoleCode[]
}

export type RoleCode = 'admin' | 'ops' | 'hr' | 'customer'

/**
 * The menus of the customer role (a customer company's users): their orders, parcels, bills and payments. The role
 * also gets these menus' read buttons (list, export, statement).
 */
export const CUSTOMER_MENUS = [
  'order-search',
  'package-info',
  'package-trajectory',
  'bill-customer',
  'customer-pay-cost',
  'customer-open-api',
]

const OPS: RoleCode[] = ['ops']
const ALL: RoleCode[] = ['ops', 'hr']
/** Every action of a resource granted to ops. */
const ALL_OPS: Record<ResourceAction, RoleCode[]> = {
  list: OPS,
  add: OPS,
  edit: OPS,
  delete: OPS,
  deleteBatch: OPS,
  exportXls: OPS,
  importExcel: OPS,
}

/** 运营专员 run 报关 end to end; deleting a data batch stays with administrators. */
const CUSTOMS_GRANTS: Partial<Record<ResourceAction, RoleCode[]>> = {
  list: OPS,
  add: OPS,
  edit: OPS,
  exportXls: OPS,
}

/** 运营专员 keep the transport partners' records; deleting them stays with administrators. */
const TRANSPORT_GRANTS: Partial<Record<ResourceAction, RoleCode[]>> = {
  list: OPS,
  add: OPS,
  edit: OPS,
  exportXls: OPS,
  importExcel: OPS,
}

const ACTION_TITLES: Record<ResourceAction, string> = {
  list: '查询',
  add: '新增',
  edit: '编辑',
  delete: '删除',
  deleteBatch: '批量删除',
  exportXls: '导出',
  importExcel: '导入',
}

/** A declared resource's buttons: one per action it offers, granted (besides admin) to the roles named for it. */
export const resourceButtons = (
  resource: Resource,
  roles: Partial<Record<ResourceAction, readonly RoleCode[]>>,
): ButtonSeed[] =>
  resource.actions.map((action) => ({
    perms: resource.perms[action],
    title: `${resource.title}${ACTION_TITLES[action]}`,
    roles: [...(roles[action] ?? [])],
  }))

const view = (key: string, title: string, url: string, component: string): MenuSeed => ({
  key,
  title,
  url,
  component,
})

/** A 系统监控 view and the one button (admin-only) that lets its route answer. */
const monitorView = (
  key: string,
  title: string,
  url: string,
  component: string,
  perms: string,
): MenuSeed => ({
  ...view(key, title, url, component),
  buttons: [{ perms, title: `${title}查看`, roles: [] }],
})

const folder = (
  key: string,
  title: string,
  url: string,
  icon: string,
  children: MenuSeed[],
  roles: RoleCode[] = [],
): MenuSeed => ({
  key,
  title,
  url,
  icon,
  component: 'layouts/RouteView',
  redirect: children[0]?.url,
  children,
  roles,
})

export const VISIT_FIGURES_PERM = 'dashboard:visit:view'

export const HOME_MENU: MenuSeed = {
  key: 'dashboard-analysis',
  title: '首页',
  url: '/dashboard/analysis',
  component: 'dashboard/Analysis',
  componentName: 'dashboard-analysis',
  icon: 'home',
  roles: ALL,
  buttons: [
    { perms: 'dashboard:analysis:view', title: '首页统计查看', roles: ALL },
    // The platform's logins and visits: staff only (customers' users get the page's other cards).
    { perms: VISIT_FIGURES_PERM, title: '访问统计查看', roles: ALL },
  ],
}

/** The menu entry a resource declares: its screen from the declaration, a button per action. */
export const resourceMenu = (resource: Resource): MenuSeed | undefined => {
  const menu = resource.menu
  if (!menu) return undefined
  return {
    key: `resource-${resource.table}`,
    title: menu.title ?? `${resource.title}管理`,
    url: menu.path,
    component: resourceComponentOf(resource),
    icon: menu.icon,
    roles: [...(menu.grants?.list ?? [])],
    buttons: resourceButtons(resource, menu.grants ?? {}),
  }
}

/** `tree` with each declared resource menu placed in its parent folder (a parent that does not exist fails). */
export function withResourceMenus(tree: MenuSeed[], resources: readonly Resource[] = RESOURCES): MenuSeed[] {
  const placed = new Set<string>()
  const place = (menu: MenuSeed): MenuSeed => {
    const children = menu.children?.map(place)
    const declared = resources.filter((resource) => resource.menu?.parent === menu.key)
    if (!children || declared.length === 0) return children ? { ...menu, children } : menu
    const merged = [...children]
    for (const resource of [...declared].sort((a, b) => a.menu!.order - b.menu!.order)) {
      merged.splice(Math.min(resource.menu!.order, merged.length), 0, resourceMenu(resource)!)
      placed.add(resource.table)
    }
    return { ...menu, children: merged }
  }
  const result = tree.map(place)
  const lost = resources.filter((resource) => resource.menu && !placed.has(resource.table))
  if (lost.length > 0)
    throw new Error(
      `resource menus without their parent folder: ${lost.map((r) => `${r.table} → ${r.menu!.parent}`).join(', ')}`,
    )
  return result
}

export const MENU_TREE: MenuSeed[] = withResourceMenus([
  HOME_MENU,
  folder(
    'dashboard',
    '仪表盘',
    '/dashboard',
    'dashboard',
    [
      {
        ...view('dashboard-monitor', '监控页', '/dashboard/monitor', 'dashboard/Monitor'),
        buttons: [{ perms: 'dashboard:monitor:view', title: '监控页查看', roles: ALL }],
      },
      view('dashboard-workplace', '工作台', '/dashboard/workplace', 'dashboard/Workplace'),
    ],
    ALL,
  ),
  folder(
    'batch',
    '批次管理',
    '/batch',
    'database',
    [
      {
        ...view('batch-supplier', '供应商批次', '/batch/supplier', 'logistics/BatchList'),
        buttons: [
          ...resourceButtons(supplierBatchResource, { list: OPS, exportXls: OPS }),
          { perms: SUPPLIER_BATCH_PERMS.create, title: '供应商批次创建', roles: OPS },
          { perms: SUPPLIER_BATCH_PERMS.step, title: '供应商批次状态推进', roles: OPS },
        ],
      },
    ],
    OPS,
  ),
  folder(
    'bill',
    '账单管理',
    '/bill',
    'account-book',
    [
      {
        ...view('bill-customer', '客户账单', '/bill/customer', 'bill/CustomerBillList'),
        buttons: [
          ...resourceButtons(customerBillResource, {
            list: OPS,
            edit: OPS,
            delete: OPS,
            deleteBatch: OPS,
            exportXls: OPS,
          }),
          { perms: 'bill:customer:generate', title: '生成账单', roles: OPS },
          { perms: 'bill:customer:status', title: '账单状态变更', roles: OPS },
          { perms: 'bill:customer:pdf', title: '账单PDF对账单', roles: OPS },
          { perms: BILL_LINES_EXPORT_PERMISSION, title: '账单明细导出', roles: OPS },
        ],
      },
      {
        ...view('bill-count', '账单统计', '/bill/count', 'bill/BillCountList'),
        buttons: [
          { perms: BILL_COUNT_PERMS.list, title: '账单统计查询', roles: OPS },
          { perms: BILL_COUNT_PERMS.exportXls, title: '账单统计导出', roles: OPS },
        ],
      },
      {
        ...view('bill-reconciliation', '对账管理', '/bill/reconciliation', 'bill/ReconciliationList'),
        // The lines resource shares these codes (bill:reconciliation:list, :exportXls).
        buttons: [
          ...resourceButtons(reconciliationResource, { list: OPS, edit: OPS, exportXls: OPS }),
          { perms: RECON_PERMS.import, title: '导入对账单', roles: OPS },
          { perms: RECON_PERMS.resolve, title: '处理对账差异', roles: OPS },
        ],
      },
    ],
    OPS,
  ),
  folder(
    'channel',
    '渠道管理',
    '/channel',
    'branches',
    [
      {
        ...view('channel-list', '渠道列表', '/channel/list', 'channel/ChannelList'),
        buttons: resourceButtons(channelResource, { list: OPS }),
      },
      {
        ...view('channel-cost-plan', '成本方案', '/channel/costPlan', 'channel/CostPlanList'),
        buttons: [
          ...resourceButtons(costPlanResource, ALL_OPS),
          { perms: `${costPlanResource.permission}:quote`, title: '成本方案试算', roles: OPS },
        ],
      },
      {
        ...view(
          'channel-customer-bind',
          '客户绑定渠道',
          '/channel/customerBind',
          'channel/CustomerBindChannelList',
        ),
        buttons: [
          ...resourceButtons(customerChannelResource, ALL_OPS),
          ...resourceButtons(salePlanResource, ALL_OPS),
          { perms: `${salePlanResource.permission}:quote`, title: '销售方案试算', roles: OPS },
        ],
      },
      {
        ...view('channel-currency', '币种管理', '/channel/currency', 'channel/CurrencyList'),
        buttons: [
          ...resourceButtons(currencyResource, ALL_OPS),
          ...resourceButtons(currencyRateResource, ALL_OPS),
        ],
      },
    ],
    OPS,
  ),
  folder(
    'customer',
    '客户管理',
    '/customer',
    'team',
    [
      {
        ...view('customer-center', '客户中心', '/customer/center', 'customer/CustomerCenterList'),
        buttons: resourceButtons(customerProfileResource, { list: OPS, add: OPS, edit: OPS, exportXls: OPS }),
      },
      {
        ...view(
          'customer-depart-role',
          '客户部门角色',
          '/customer/departRole',
          'customer/CustomerDepartRoleList',
        ),
        buttons: [
          { perms: CUSTOMER_ORG_PERMS.departList, title: '客户部门查询', roles: OPS },
          { perms: CUSTOMER_ORG_PERMS.departAdd, title: '客户部门新增', roles: OPS },
          { perms: CUSTOMER_ORG_PERMS.departEdit, title: '客户部门编辑', roles: OPS },
          { perms: CUSTOMER_ORG_PERMS.departDelete, title: '客户部门删除', roles: OPS },
          { perms: CUSTOMER_ORG_PERMS.roleList, title: '客户角色查询', roles: OPS },
          { perms: CUSTOMER_ORG_PERMS.roleAdd, title: '客户角色新增', roles: OPS },
          { perms: CUSTOMER_ORG_PERMS.roleEdit, title: '客户角色编辑', roles: OPS },
          { perms: CUSTOMER_ORG_PERMS.roleDelete, title: '客户角色删除', roles: OPS },
          { perms: CUSTOMER_ORG_PERMS.roleAuth, title: '客户角色授权', roles: OPS },
        ],
      },
      {
        ...view('customer-user', '客户用户', '/customer/user', 'customer/CustomerUserList'),
        buttons: [
          { perms: CUSTOMER_ORG_PERMS.userList, title: '客户用户查询', roles: OPS },
          { perms: CUSTOMER_ORG_PERMS.userAdd, title: '客户用户新增', roles: OPS },
          { perms: CUSTOMER_ORG_PERMS.userEdit, title: '客户用户编辑', roles: OPS },
          { perms: CUSTOMER_ORG_PERMS.userFrozen, title: '客户用户冻结', roles: OPS },
        ],
      },
      {
        ...view('customer-open-api', '开放接口', '/customer/openApi', 'customer/OpenApiList'),
        // A customer company's own keys and webhooks: its 客户 role gets these (customers.ts), staff need none.
        buttons: [
          { perms: PARTNER_PERMS.keyList, title: 'API密钥查询', roles: [] },
          { perms: PARTNER_PERMS.keyAdd, title: 'API密钥新增', roles: [] },
          { perms: PARTNER_PERMS.keyRevoke, title: 'API密钥吊销', roles: [] },
          { perms: PARTNER_PERMS.webhookList, title: '回调地址查询', roles: [] },
          { perms: PARTNER_PERMS.webhookAdd, title: '回调地址新增', roles: [] },
          { perms: PARTNER_PERMS.webhookDelete, title: '回调地址删除', roles: [] },
          { perms: PARTNER_PERMS.webhookResend, title: '推送重发', roles: [] },
        ],
      },
      {
        ...view('customer-pay-cost', '支付费用信息', '/customer/payCost', 'customer/PayCostInfoList'),
        buttons: resourceButtons(customerPaymentResource, {
          list: OPS,
          add: OPS,
          edit: OPS,
          exportXls: OPS,
        }),
      },
    ],
    OPS,
  ),
  folder(
    'customs',
    '报关管理',
    '/customs',
    'audit',
    [
      {
        ...view('customs-data-batch', '报关数据批次', '/customs/dataBatch', 'customs/CustomsDataBatchList'),
        buttons: [
          ...resourceButtons(customsDataBatchResource, CUSTOMS_GRANTS),
          { perms: CUSTOMS_PERMS.createBatch, title: '生成报关批次', roles: OPS },
          { perms: CUSTOMS_PERMS.exportFile, title: '导出申报文件', roles: OPS },
        ],
      },
      {
        ...view('customs-etrade', '电商报关单', '/customs/etrade', 'customs/ETradeCustomsReportList'),
        buttons: [
          ...resourceButtons(customsDeclarationResource, CUSTOMS_GRANTS),
          { perms: CUSTOMS_PERMS.submit, title: '报关单申报', roles: OPS },
          { perms: CUSTOMS_PERMS.importResponse, title: '导入海关回执', roles: OPS },
          { perms: CUSTOMS_PERMS.inspect, title: '布控查验', roles: OPS },
        ],
      },
      {
        ...view('customs-inspection', '海关查验', '/customs/inspection', 'customs/CustomsInspectionList'),
        buttons: [
          ...resourceButtons(customsInspectionResource, CUSTOMS_GRANTS),
          { perms: CUSTOMS_PERMS.inspectionResult, title: '登记查验结果', roles: OPS },
        ],
      },
      {
        ...view('customs-deduct', '扣款信息', '/customs/deduct', 'customs/DeductInfoList'),
        buttons: resourceButtons(customsDeductionResource, CUSTOMS_GRANTS),
      },
    ],
    OPS,
  ),
  folder(
    'transport',
    '运力资源',
    '/transport',
    'car',
    [
      {
        ...view('transport-driver', '司机管理', '/transport/driver', 'transport/DriverList'),
        buttons: resourceButtons(driverResource, TRANSPORT_GRANTS),
      },
      {
        ...view(
          'transport-overseas-agent',
          '海外代理',
          '/transport/overseasAgent',
          'transport/OverseasAgentList',
        ),
        buttons: resourceButtons(overseasAgentResource, TRANSPORT_GRANTS),
      },
      {
        ...view(
          'transport-habitat-agent',
          '属地代理',
          '/transport/habitatAgent',
          'transport/HabitatAgentList',
        ),
        buttons: resourceButtons(habitatAgentResource, TRANSPORT_GRANTS),
      },
      {
        ...view('transport-habitat-car', '属地车辆', '/transport/habitatCar', 'transport/HabitatCarList'),
        buttons: resourceButtons(habitatCarResource, TRANSPORT_GRANTS),
      },
    ],
    OPS,
  ),
  folder(
    'hscode',
    '商品编码',
    '/hscode',
    'barcode',
    [
      {
        ...view('hscode-list', 'HS编码', '/hscode/list', 'hscode/HsCodeList'),
        buttons: resourceButtons(hsCodeResource, ALL_OPS),
      },
      view('hscode-log', 'HS编码日志', '/hscode/log', 'hscode/HsCodeLogList'),
      {
        ...view('hscode-today-lock', '每日锁定', '/hscode/todayLock', 'hscode/TodayLockList'),
        buttons: [
          ...resourceButtons(hsCodeLockResource, { list: OPS, exportXls: OPS }),
          { perms: HS_LOCK_NOW_PERMISSION, title: '立即锁定', roles: OPS },
        ],
      },
    ],
    OPS,
  ),
  folder(
    'order',
    '订单管理',
    '/order',
    'shopping',
    [
      {
        ...view('order-search', '订单查询', '/order/search', 'order/OrderSearch'),
        buttons: [
          { perms: OPS_PERMS.orderSearch, title: '查询', roles: OPS },
          { perms: OPS_PERMS.orderExport, title: '导出', roles: OPS },
        ],
      },
      {
        ...view('order-shopee', 'Shopee工具', '/order/shopee', 'order/ShopeeUtils'),
        buttons: [
          { perms: SHOPEE_PERMS.view, title: 'Shopee包裹查看', roles: OPS },
          { perms: SHOPEE_PERMS.import, title: 'Shopee订单导入', roles: OPS },
          { perms: SHOPEE_PERMS.assign, title: '分配单号', roles: OPS },
          { perms: SHOPEE_PERMS.print, title: '打印面单', roles: OPS },
          ...resourceButtons(numberPoolResource, { list: OPS, add: OPS, edit: OPS, exportXls: OPS }),
        ],
      },
    ],
    OPS,
  ),
  folder(
    'question',
    '问题件',
    '/question',
    'exception',
    [
      {
        ...view('question-piece', '问题件列表', '/question/piece', 'question/QuestionPieceList'),
        buttons: resourceButtons(questionPieceResource, {
          list: OPS,
          add: OPS,
          edit: OPS,
          exportXls: OPS,
          importExcel: OPS,
        }),
      },
      {
        ...view('question-scan', '问题件扫描', '/question/scan', 'question/QuestionScan'),
        buttons: [
          { perms: OPS_PERMS.questionScan, title: '扫描查询', roles: OPS },
          { perms: OPS_PERMS.questionRegister, title: '登记问题件', roles: OPS },
          { perms: OPS_PERMS.questionHandle, title: '处理问题件', roles: OPS },
        ],
      },
    ],
    OPS,
  ),
  folder(
    'site',
    '站点任务',
    '/site',
    'inbox',
    [
      {
        ...view('site-bulk-in', '批量入库', '/site/bulkInStore', 'site/BatchBulkInStore'),
        buttons: resourceButtons(inStoreBatchResource, { list: OPS, add: OPS, edit: OPS, exportXls: OPS }),
      },
      {
        ...view('site-in-list', '入库列表', '/site/inStore', 'site/InStoreList'),
        buttons: [
          { perms: OPS_PERMS.inStoreScan, title: '入库扫描', roles: OPS },
          { perms: OPS_PERMS.inStoreList, title: '查询', roles: OPS },
          { perms: OPS_PERMS.inStoreExport, title: '导出', roles: OPS },
        ],
      },
      {
        ...view('site-out-add', '新增出库', '/site/outStoreAdd', 'site/OutStoreAdd'),
        buttons: [
          { perms: OUT_STORE_PERMS.scan, title: '出库扫描装袋', roles: OPS },
          { perms: OUT_STORE_PERMS.dispatch, title: '出库批次确认', roles: OPS },
        ],
      },
      {
        ...view('site-out-list', '出库列表', '/site/outStore', 'site/OutStoreList'),
        buttons: resourceButtons(outBatchResource, { list: OPS, exportXls: OPS }),
      },
    ],
    OPS,
  ),
  folder(
    'recruit',
    '招聘管理',
    '/recruit',
    'team',
    [
      {
        ...view('recruit-job', '职位管理', '/recruit/job', 'recruit/JobList'),
        buttons: [
          { perms: 'recruit:job:list', title: '职位查询', roles: ['hr'] },
          { perms: 'recruit:job:add', title: '职位新增', roles: ['hr'] },
          { perms: 'recruit:job:edit', title: '职位编辑', roles: ['hr'] },
          { perms: 'recruit:job:publish', title: '职位发布/关闭', roles: ['hr'] },
          { perms: 'recruit:job:delete', title: '职位删除', roles: ['hr'] },
        ],
      },
      {
        ...view('recruit-application', '投递管理', '/recruit/application', 'recruit/ApplicationList'),
        buttons: [
          { perms: 'recruit:application:list', title: '投递查询/导出', roles: ['hr'] },
          { perms: 'recruit:application:status', title: '投递状态变更', roles: ['hr'] },
        ],
      },
      {
        ...view('recruit-notice', '招聘公告', '/recruit/notice', 'recruit/NoticeList'),
        buttons: [
          { perms: 'recruit:notice:list', title: '招聘公告查询', roles: ['hr'] },
          { perms: 'recruit:notice:add', title: '招聘公告新增', roles: ['hr'] },
          { perms: 'recruit:notice:edit', title: '招聘公告编辑', roles: ['hr'] },
          { perms: 'recruit:notice:delete', title: '招聘公告删除', roles: ['hr'] },
        ],
      },
      {
        ...view('recruit-company', '公司介绍', '/recruit/company', 'recruit/CompanyProfile'),
        buttons: [{ perms: 'recruit:company:edit', title: '公司介绍维护', roles: ['hr'] }],
      },
      {
        ...view('recruit-sms', '短信发件箱', '/recruit/sms', 'recruit/SmsOutbox'),
        buttons: [{ perms: 'recruit:sms:list', title: '短信发件箱查询', roles: ['hr'] }],
      },
    ],
    ['hr'],
  ),
  folder(
    'station',
    '站点管理',
    '/station',
    'environment',
    [
      {
        ...view('station-info', '站点信息', '/station/info', 'station/StationInfoList'),
        buttons: resourceButtons(stationResource, { list: OPS, add: OPS, edit: OPS, exportXls: OPS }),
      },
    ],
    OPS,
  ),
  folder(
    'package',
    '包裹管理',
    '/package',
    'gift',
    [
      {
        ...view('package-info', '包裹信息', '/package/info', 'package/PackageInfoList'),
        buttons: [
          { perms: OPS_PERMS.packageList, title: '查询', roles: OPS },
          { perms: OPS_PERMS.packageExport, title: '导出', roles: OPS },
        ],
      },
      {
        ...view('package-trajectory', '包裹轨迹', '/package/trajectory', 'package/PackageTrajectoryList'),
        buttons: [{ perms: OPS_PERMS.trajectory, title: '轨迹查询', roles: OPS }],
      },
    ],
    OPS,
  ),
  folder(
    'message',
    '消息中心',
    '/message',
    'message',
    [
      {
        ...view('message-list', '消息管理', '/message/list', 'modules/message/SysMessageList'),
        buttons: [
          { perms: 'message:list', title: '消息查询', roles: OPS },
          { perms: 'message:send', title: '消息发送/重发', roles: OPS },
          { perms: 'message:delete', title: '消息删除', roles: [] },
        ],
      },
      {
        ...view(
          'message-template',
          '消息模板',
          '/message/template',
          'modules/message/SysMessageTemplateList',
        ),
        buttons: [
          { perms: 'message:template:list', title: '模板查询', roles: OPS },
          { perms: 'message:template:add', title: '模板新增', roles: OPS },
          { perms: 'message:template:edit', title: '模板编辑', roles: OPS },
          { perms: 'message:template:delete', title: '模板删除', roles: [] },
        ],
      },
    ],
    OPS,
  ),
  // Our server is Node: JeecgBoot's JVM and Tomcat views show the Node runtime and its HTTP server instead.
  folder('monitor', '系统监控', '/monitor', 'monitor', [
    monitorView(
      'monitor-disk',
      '磁盘监控',
      '/monitor/disk',
      'modules/monitor/DiskMonitoring',
      'monitor:disk:view',
    ),
    monitorView(
      'monitor-http-trace',
      '请求追踪',
      '/monitor/httpTrace',
      'modules/monitor/HttpTrace',
      'monitor:trace:view',
    ),
    monitorView(
      'monitor-jvm',
      '运行时信息',
      '/monitor/jvm',
      'modules/monitor/JvmInfo',
      'monitor:runtime:view',
    ),
    monitorView(
      'monitor-redis',
      'Redis监控',
      '/monitor/redis',
      'modules/monitor/RedisInfo',
      'monitor:redis:view',
    ),
    monitorView(
      'monitor-system',
      '系统信息',
      '/monitor/system',
      'modules/monitor/SystemInfo',
      'monitor:system:view',
    ),
    monitorView(
      'monitor-tomcat',
      'HTTP 服务',
      '/monitor/tomcat',
      'modules/monitor/TomcatInfo',
      'monitor:http:view',
    ),
  ]),
  folder(
    'oss',
    '文件存储',
    '/oss',
    'cloud',
    [
      {
        ...view('oss-file', '文件列表', '/oss/file', 'modules/oss/OSSFileList'),
        buttons: [
          { perms: 'system:oss:list', title: '文件查询', roles: OPS },
          { perms: 'system:oss:delete', title: '文件删除', roles: [] },
        ],
      },
    ],
    OPS,
  ),
  {
    ...folder('isystem', '系统管理', '/isystem', 'setting', []),
    redirect: '/isystem/user',
    // Only the user, depart and position pages are the hr role's; the rest stay admin-only.
    children: folder('isystem', '系统管理', '/isystem', 'setting', [
      {
        ...view('isystem-user', '用户管理', '/isystem/user', 'system/UserList'),
        roles: ['hr'],
        buttons: [
          ...resourceButtons(userResource, {
            list: ['hr'],
            add: ['hr'],
            edit: ['hr'],
            exportXls: ['hr'],
            importExcel: ['hr'],
          }),
          { perms: 'system:user:frozen', title: '冻结/解冻用户', roles: ['hr'] },
          { perms: CHANGE_PASSWORD_PERMISSION, title: '修改用户密码', roles: [] },
        ],
      },
      {
        ...view('isystem-role', '角色管理', '/isystem/role', 'system/RoleList'),
        buttons: [
          { perms: 'system:role:list', title: '角色查询', roles: [] },
          { perms: 'system:role:add', title: '角色新增', roles: [] },
          { perms: 'system:role:edit', title: '角色编辑', roles: [] },
          { perms: 'system:role:delete', title: '角色删除', roles: [] },
          { perms: 'system:role:auth', title: '角色授权', roles: [] },
          { perms: 'system:role:user', title: '角色用户', roles: [] },
        ],
      },
      {
        ...view('isystem-depart', '部门管理', '/isystem/depart', 'system/DepartList'),
        roles: ['hr'],
        buttons: [
          { perms: 'system:depart:add', title: '部门新增', roles: [] },
          { perms: 'system:depart:edit', title: '部门编辑', roles: [] },
          { perms: 'system:depart:delete', title: '部门删除', roles: [] },
          { perms: 'system:depart:user', title: '部门用户', roles: [] },
        ],
      },
      {
        ...view('isystem-position', '职务管理', '/isystem/position', 'system/SysPositionList'),
        roles: ['hr'],
        buttons: resourceButtons(positionResource, {
          list: ['hr'],
          add: ['hr'],
          edit: ['hr'],
          exportXls: ['hr'],
          importExcel: ['hr'],
        }),
      },
      {
        ...view('isystem-permission', '菜单管理', '/isystem/permission', 'system/PermissionList'),
        buttons: [
          { perms: 'system:permission:list', title: '菜单查询', roles: [] },
          { perms: 'system:permission:add', title: '菜单新增', roles: [] },
          { perms: 'system:permission:edit', title: '菜单编辑', roles: [] },
          { perms: 'system:permission:delete', title: '菜单删除', roles: [] },
          { perms: 'system:permission:rule', title: '数据权限规则', roles: [] },
        ],
      },
      {
        ...view('isystem-dict', '数据字典', '/isystem/dict', 'system/DictList'),
        buttons: resourceButtons(dictResource, {}),
      },
      {
        ...view('isystem-category', '分类字典', '/isystem/category', 'system/SysCategoryList'),
        buttons: [
          { perms: 'system:category:edit', title: '分类新增/编辑', roles: [] },
          { perms: 'system:category:delete', title: '分类删除', roles: [] },
        ],
      },
      {
        ...view('isystem-announcement', '系统通告', '/isystem/announcement', 'system/SysAnnouncementList'),
        buttons: [
          { perms: 'system:announcement:list', title: '通告查询', roles: [] },
          { perms: 'system:announcement:add', title: '通告新增', roles: [] },
          { perms: 'system:announcement:edit', title: '通告编辑', roles: [] },
          { perms: 'system:announcement:release', title: '通告发布/撤销', roles: [] },
          { perms: 'system:announcement:delete', title: '通告删除', roles: [] },
        ],
      },
      {
        ...view('isystem-log', '系统日志', '/isystem/log', 'system/LogList'),
        buttons: [
          { perms: 'system:log:list', title: '日志查询', roles: [] },
          { perms: 'system:log:delete', title: '日志删除', roles: [] },
        ],
      },
      {
        ...view('isystem-data-log', '数据日志', '/isystem/dataLog', 'system/DataLogList'),
        buttons: [{ perms: 'system:dataLog:list', title: '数据日志查询', roles: [] }],
      },
      {
        ...view('isystem-quartz', '定时任务', '/isystem/quartzJob', 'system/QuartzJobList'),
        buttons: [
          { perms: 'system:quartzJob:list', title: '定时任务查询', roles: [] },
          { perms: 'system:quartzJob:add', title: '定时任务新增', roles: [] },
          { perms: 'system:quartzJob:edit', title: '定时任务编辑', roles: [] },
          { perms: 'system:quartzJob:delete', title: '定时任务删除', roles: [] },
          { perms: 'system:quartzJob:start', title: '定时任务启动/停止', roles: [] },
          { perms: 'system:quartzJob:execute', title: '定时任务立即执行', roles: [] },
        ],
      },
      {
        ...view('isystem-check-rule', '编码校验规则', '/isystem/checkRule', 'system/SysCheckRuleList'),
        buttons: resourceButtons(checkRuleResource, {}),
      },
      {
        ...view('isystem-fill-rule', '填值规则', '/isystem/fillRule', 'system/SysFillRuleList'),
        buttons: resourceButtons(fillRuleResource, {}),
      },
      {
        ...view('isystem-data-source', '多数据源', '/isystem/dataSource', 'system/SysDataSourceList'),
        buttons: resourceButtons(dataSourceResource, {}),
      },
      {
        ...view('isystem-gateway', '网关路由', '/isystem/gatewayRoute', 'system/SysGatewayRouteList'),
        buttons: resourceButtons(gatewayRouteResource, {}),
      },
      {
        ...view('isystem-tenant', '租户管理', '/isystem/tenant', 'system/TenantList'),
        buttons: resourceButtons(tenantResource, {}),
      },
      {
        ...view('isystem-address', '通讯录', '/isystem/address', 'system/AddressList'),
        buttons: [{ perms: 'system:address:list', title: '通讯录查询', roles: [] }],
      },
      {
        ...view(
          'isystem-online-cgform',
          'Online表单开发',
          '/online/cgform',
          'modules/online/cgform/OnlCgformHeadList',
        ),
        buttons: [
          { perms: ONLINE_FORM_PERMS.list, title: 'Online表单查询', roles: [] },
          { perms: ONLINE_FORM_PERMS.add, title: 'Online表单新增', roles: [] },
          { perms: ONLINE_FORM_PERMS.edit, title: 'Online表单编辑', roles: [] },
          { perms: ONLINE_FORM_PERMS.delete, title: 'Online表单删除', roles: [] },
          { perms: ONLINE_FORM_PERMS.sync, title: 'Online表单同步数据库', roles: [] },
        ],
      },
      {
        ...view(
          'isystem-online-cgreport',
          'Online报表配置',
          '/online/cgreport',
          'modules/online/cgreport/OnlCgreportHeadList',
        ),
        buttons: [
          { perms: CGREPORT_PERMS.list, title: 'Online报表查询', roles: [] },
          { perms: CGREPORT_PERMS.add, title: 'Online报表新增', roles: [] },
          { perms: CGREPORT_PERMS.edit, title: 'Online报表编辑', roles: [] },
          { perms: CGREPORT_PERMS.delete, title: 'Online报表删除', roles: [] },
        ],
      },
      // JeecgBoot's hidden routes: a report or an online form opened by its id or code (功能测试 links, the Vue2 client).
      {
        ...view(
          'isystem-online-report-any',
          '在线报表',
          '/online/cgreport/:code',
          'modules/online/cgreport/auto/OnlCgreportAutoList',
        ),
        hidden: true,
      },
      {
        ...view(
          'isystem-online-form-any',
          '在线表单',
          '/online/cgformList/:code',
          'modules/online/cgform/auto/OnlCgformAutoList',
        ),
        hidden: true,
      },
      // JeecgBoot's online report and online form list components open the built-in pages (spec §2).
      view(
        'isystem-online-report',
        '用户报表（在线报表）',
        '/online/cgreport/report_user',
        'modules/online/cgreport/auto/OnlCgreportAutoList',
      ),
      view(
        'isystem-online-form',
        '职务（在线表单）',
        '/online/cgformList/sys_position',
        'modules/online/cgform/auto/OnlCgformAutoList',
      ),
    ]).children?.map((child) => ({ ...child, roles: child.roles ?? [] })),
    roles: ['hr'],
  },
  {
    ...view('isps-user-announcement', '我的消息', '/isps/userAnnouncement', 'system/UserAnnouncementList'),
    hidden: true,
    roles: ALL,
  },
  {
    ...folder(
      'account',
      '个人页',
      '/account',
      'user',
      [
        {
          ...view('account-center', '个人中心', '/account/center', 'account/center/Index'),
          componentName: 'account-center',
        },
        {
          ...folder('account-settings', '个人设置', '/account/settings', 'setting', [
            {
              ...view(
                'account-settings-base',
                '基本设置',
                '/account/settings/base',
                'account/settings/BaseSetting',
              ),
              componentName: 'account-settings-base',
            },
            view(
              'account-settings-avatar',
              '头像设置',
              '/account/settings/avatar',
              'account/settings/AvatarSetting',
            ),
            view(
              'account-settings-binding',
              '账号绑定',
              '/account/settings/binding',
              'account/settings/Binding',
            ),
            view('account-settings-custom', '个性化', '/account/settings/custom', 'account/settings/Custom'),
            view(
              'account-settings-notification',
              '新消息通知',
              '/account/settings/notification',
              'account/settings/Notification',
            ),
            view(
              'account-settings-security',
              '安全设置',
              '/account/settings/security',
              'account/settings/Security',
            ),
          ]),
          component: 'account/settings/Index',
        },
      ],
      ALL,
    ),
    hidden: true,
  },
])
