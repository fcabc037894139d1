/**
 * What each demo role is meant to reach, written down by hand and reviewed: its menus, the API paths each menu's
 * page calls, and the buttons (permission codes) it holds there. Derived from the roles' descriptions
 * (reference-data.ts, customers.ts) and the spec's screens, never read from the server: the security suite expects
 * a route × role outcome from this table and the route's declared permission, and fails where the server differs.
 *
 * - 管理员 (admin): 拥有全部菜单与按钮权限 — every code any route declares (the partner API's signed codes aside).
 * - 运营专员 (ops): 业务菜单 — 批次、账单、渠道、报关、包裹、客户、运输、站点、问题件、消息, 文件查询. No 系统管理,
 *   no deletions in 报关 or 运输, no 招聘.
 * - 人事专员 (hr): 用户与职务管理 (不能删除用户), 招聘. 部门管理 is shown read-only (the tree is open to every
 *   signed-in user); its add/edit/delete stay with administrators.
 * - 客户 (customer): a customer company's users — 只看本公司的订单、包裹、账单与支付 (read, export, statement) and
 *   their own 开放接口 keys and webhooks. Never a staff list, a staff page or the visit figures.
 */

export interface IntendedMenu {
  title: string
  /** Path prefixes (under /jeecg-boot) of the calls the menu's page makes with its buttons. */
  api: string[]
  /** The permission codes the role holds on this menu. */
  buttons: string[]
}

export type TableRole = 'ops' | 'hr' | 'customer'

/** Every action of a standard resource: list, add, edit, delete, deleteBatch, exportXls, importExcel. */
const crud = (resource: string, actions: string[]) => actions.map((action) => `${resource}:${action}`)
const WRITE_NO_DELETE = ['list', 'add', 'edit', 'exportXls', 'importExcel']
const FULL = ['list', 'add', 'edit', 'delete', 'deleteBatch', 'exportXls']

const HOME_STAFF: IntendedMenu = {
  title: '首页',
  api: ['/dashboard/analysis/', '/sys/loginfo', '/sys/visitInfo'],
  buttons: ['dashboard:analysis:view', 'dashboard:visit:view'],
}
const MONITOR: IntendedMenu = {
  title: '监控页',
  api: ['/dashboard/monitor/'],
  buttons: ['dashboard:monitor:view'],
}
const CUSTOMER_READS = {
  bills: { title: '客户账单', api: ['/bill/customerBill/'] },
  payCost: { title: '支付费用信息', api: ['/customer/payCost/'] },
  orders: {
    title: '订单查询',
    api: ['/order/search/'],
    buttons: ['order:search:list', 'order:search:exportXls'],
  },
  parcels: {
    title: '包裹信息',
    api: ['/logistics/package/'],
    buttons: ['package:info:list', 'package:info:exportXls'],
  },
  tracks: { title: '包裹轨迹', api: ['/logistics/package/'], buttons: ['package:trajectory:list'] },
}

export const INTENDED_ACCESS: Record<TableRole, IntendedMenu[]> = {
  ops: [
    HOME_STAFF,
    MONITOR,
    {
      title: '供应商批次',
      api: ['/logistics/supplierBatch/'],
      buttons: crud('logistics:supplierbatch', ['list', 'exportXls', 'create', 'step']),
    },
    {
      ...CUSTOMER_READS.bills,
      buttons: [
        ...crud('bill:customer', [
          'list',
          'edit',
          'delete',
          'deleteBatch',
          'exportXls',
          'generate',
          'status',
          'pdf',
        ]),
        'bill:customer:lines:exportXls',
      ],
    },
    { title: '账单统计', api: ['/bill/billCount/'], buttons: crud('bill:count', ['list', 'exportXls']) },
    {
      title: '对账管理',
      api: ['/bill/reconciliation/', '/bill/reconciliationLine/'],
      buttons: crud('bill:reconciliation', ['list', 'edit', 'exportXls', 'import', 'resolve']),
    },
    { title: '渠道列表', api: ['/channel/channel/'], buttons: ['channel:channel:list'] },
    { title: '成本方案', api: ['/channel/costPlan/'], buttons: crud('channel:costPlan', [...FULL, 'quote']) },
    {
      title: '客户绑定渠道',
      api: ['/channel/salePlan/', '/channel/customerBind/'],
      buttons: [...crud('channel:customerBind', FULL), ...crud('channel:salePlan', [...FULL, 'quote'])],
    },
    {
      title: '币种管理',
      api: ['/channel/currency/', '/channel/currencyRate/'],
      buttons: crud('channel:currency', [...FULL, 'importExcel']),
    },
    {
      title: '客户中心',
      api: ['/customer/customerCenter/'],
      buttons: crud('customer:center', ['list', 'add', 'edit', 'exportXls']),
    },
    {
      title: '客户部门角色',
      api: ['/customer/departRole/'],
      buttons: [
        ...crud('customer:depart', ['list', 'add', 'edit', 'delete']),
        ...crud('customer:role', ['list', 'add', 'edit', 'delete', 'auth']),
      ],
    },
    {
      title: '客户用户',
      api: ['/customer/user/', '/sys/user/addCustomer', '/sys/user/editCustomer'],
      buttons: crud('customer:user', ['list', 'add', 'edit', 'frozen']),
    },
    { ...CUSTOMER_READS.payCost, buttons: crud('customer:payCost', ['list', 'add', 'edit', 'exportXls']) },
    {
      title: '报关数据批次',
      api: ['/customs/dataBatch/'],
      buttons: crud('customs:dataBatch', ['list', 'edit', 'exportXls', 'create', 'exportFile']),
    },
    {
      title: '电商报关单',
      api: ['/customs/declaration/'],
      buttons: crud('customs:declaration', [
        'list',
        'edit',
        'exportXls',
        'submit',
        'importResponse',
        'inspect',
      ]),
    },
    {
      title: '海关查验',
      api: ['/customs/inspection/'],
      buttons: crud('customs:inspection', ['list', 'exportXls', 'result']),
    },
    {
      title: '扣款信息',
      api: ['/customs/deduct/'],
      buttons: crud('customs:deduct', ['list', 'add', 'edit', 'exportXls']),
    },
    { title: '司机管理', api: ['/transport/driver/'], buttons: crud('transport:driver', WRITE_NO_DELETE) },
    {
      title: '海外代理',
      api: ['/transport/overseasAgent/'],
      buttons: crud('transport:overseasAgent', WRITE_NO_DELETE),
    },
    {
      title: '属地代理',
      api: ['/transport/habitatAgent/'],
      buttons: crud('transport:habitatAgent', WRITE_NO_DELETE),
    },
    {
      title: '属地车辆',
      api: ['/transport/habitatCar/'],
      buttons: crud('transport:habitatCar', WRITE_NO_DELETE),
    },
    {
      title: '承运商管理',
      api: ['/transport/carrier/'],
      buttons: crud('transport:carrier', WRITE_NO_DELETE),
    },
    {
      title: 'HS编码',
      api: ['/hscode/hsCode/', '/hscode/hsCodeLog/'],
      buttons: crud('hscode:hsCode', [...FULL, 'importExcel']),
    },
    {
      title: '每日锁定',
      api: ['/hscode/todayLock/'],
      buttons: crud('hscode:todayLock', ['list', 'exportXls', 'lockNow']),
    },
    CUSTOMER_READS.orders,
    {
      title: 'Shopee工具',
      api: ['/order/numberPool/', '/order/shopee/'],
      buttons: [
        ...crud('order:shopee', ['list', 'import', 'assign', 'print']),
        ...crud('order:numberpool', ['list', 'add', 'edit', 'exportXls']),
      ],
    },
    {
      title: '问题件列表',
      api: ['/question/questionPiece/'],
      buttons: crud('question:piece', WRITE_NO_DELETE),
    },
    {
      title: '问题件扫描',
      api: ['/question/scan/'],
      buttons: crud('question:scan', ['list', 'add', 'handle']),
    },
    {
      title: '批量入库',
      api: ['/site/inStoreBatch/'],
      buttons: crud('site:instore', ['list', 'add', 'edit', 'exportXls']),
    },
    {
      title: '入库列表',
      api: ['/site/inStoreScan/'],
      buttons: crud('site:inscan', ['scan', 'list', 'exportXls']),
    },
    { title: '新增出库', api: ['/site/outStore/'], buttons: crud('site:outstore', ['scan', 'dispatch']) },
    { title: '出库列表', api: ['/site/outBatch/'], buttons: crud('site:outbatch', ['list', 'exportXls']) },
    {
      title: '站点信息',
      api: ['/station/station/'],
      buttons: crud('station:station', ['list', 'add', 'edit', 'exportXls']),
    },
    CUSTOMER_READS.parcels,
    CUSTOMER_READS.tracks,
    {
      // Sending picks recipients by user or role: the pickers' lists, nothing else of 系统管理.
      title: '消息管理',
      api: ['/sys/message/', '/sys/user/list', '/sys/role/list', '/sys/role/queryall'],
      buttons: ['message:list', 'message:send'],
    },
    {
      title: '消息模板',
      api: ['/message/sysMessageTemplate/'],
      buttons: crud('message:template', ['list', 'add', 'edit']),
    },
    { title: '文件列表', api: ['/sys/oss/'], buttons: ['system:oss:list'] },
  ],
  hr: [
    HOME_STAFF,
    MONITOR,
    {
      title: '职位管理',
      api: ['/recruit/admin/'],
      buttons: crud('recruit:job', ['list', 'add', 'edit', 'publish', 'delete']),
    },
    { title: '投递管理', api: ['/recruit/admin/'], buttons: crud('recruit:application', ['list', 'status']) },
    {
      title: '招聘公告',
      api: ['/recruit/admin/'],
      buttons: crud('recruit:notice', ['list', 'add', 'edit', 'delete']),
    },
    { title: '公司介绍', api: ['/recruit/admin/'], buttons: ['recruit:company:edit'] },
    { title: '短信发件箱', api: ['/recruit/admin/'], buttons: ['recruit:sms:list'] },
    {
      // 不能删除用户: no system:user:delete / deleteBatch; a user's password is changed by administrators.
      title: '用户管理',
      api: ['/sys/user/', '/sys/role/list', '/sys/role/queryall'],
      buttons: [...crud('system:user', WRITE_NO_DELETE), 'system:user:frozen'],
    },
    { title: '职务管理', api: ['/sys/position/'], buttons: crud('system:position', WRITE_NO_DELETE) },
  ],
  customer: [
    // The home page's own figures; the platform's logins and visits are staff-only.
    { title: '首页', api: ['/dashboard/analysis/'], buttons: ['dashboard:analysis:view'] },
    {
      ...CUSTOMER_READS.bills,
      buttons: [...crud('bill:customer', ['list', 'exportXls', 'pdf']), 'bill:customer:lines:exportXls'],
    },
    { ...CUSTOMER_READS.payCost, buttons: crud('customer:payCost', ['list', 'exportXls']) },
    CUSTOMER_READS.orders,
    CUSTOMER_READS.parcels,
    CUSTOMER_READS.tracks,
    {
      title: '开放接口',
      api: ['/customer/apiKey/', '/customer/webhook/'],
      buttons: [
        ...crud('customer:apikey', ['list', 'add', 'revoke']),
        ...crud('customer:webhook', ['list', 'add', 'delete', 'resend']),
      ],
    },
  ],
}

/** The codes a role is meant to hold: every button of its menus. */
export function intendedCodes(role: TableRole): Set<string> {
  return new Set(INTENDED_ACCESS[role].flatMap((menu) => menu.buttons))
}

/**
 * Whether the role's table lets it call `path` (under /jeecg-boot) guarded by one of `required`: one of its menus
 * covers the path and holds one of the codes there.
 */
export function tableAllows(role: TableRole, path: string, required: string[]): boolean {
  return INTENDED_ACCESS[role].some(
    (menu) =>
      menu.api.some(
        (prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
      ) && required.some((code) => menu.buttons.includes(code)),
  )
}
