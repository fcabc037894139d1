/**
 * The calls the unmodified JeecgBoot Vue2 client (ant-design-vue-jeecg v3.4.3) makes from its 系统管理 and 系统监控
 * screens, recorded from its source (`src/views/...`, `src/api/api.js`, `src/mixins/JeecgListMixin.js`): method,
 * path and parameters as it sends them, and the fields of the answer it reads. Replayed in order by
 * jeecg-vue2-conformance.test.ts; `$name` in a path, parameter or body is a value `capture`d by an earlier call.
 *
 * `reads`: dotted paths into the answer; `a[]` means every element of the array `a` (which must not be empty
 * unless `mayBeEmpty`). List screens use JeecgListMixin: GET with column=createTime, order=desc, field=id,<columns>,
 * pageNo=1, pageSize=10, reading result.records (or result itself) and result.total.
 */
export interface ClientCall {
  /** The screen or dialog, as the client's file names it. */
  view: string
  /** What the user does. */
  action: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  params?: Record<string, string | number>
  body?: Record<string, unknown> | unknown[]
  reads: string[]
  /** Actuator and two Redis calls answer bare JSON, not the envelope. */
  bare?: true
  /** Arrays read with `[]` may be empty on a freshly seeded server. */
  mayBeEmpty?: true
  /** Values for later calls: name → dotted path into this answer. */
  capture?: Record<string, string>
}

const listParams = (columns: string[], extra: Record<string, string | number> = {}) => ({
  column: 'createTime',
  order: 'desc',
  field: `id,,${columns.join(',')}`,
  pageNo: 1,
  pageSize: 10,
  ...extra,
})

/** A JeecgListMixin page: the records, the total and each column shown. */
const listCall = (
  view: string,
  action: string,
  path: string,
  columns: string[],
  more: Partial<ClientCall> = {},
): ClientCall => ({
  view,
  action,
  method: 'GET',
  path,
  params: listParams(columns, (more.params as Record<string, string | number>) ?? {}),
  reads: ['result.records', 'result.total', ...columns.map((c) => `result.records[].${c}`)],
  ...more,
  ...(more.params ? { params: listParams(columns, more.params as Record<string, string | number>) } : {}),
})

const metric = (view: string, name: string, statistics = 1): ClientCall => ({
  view,
  action: `reads ${name}`,
  method: 'GET',
  path: `/actuator/metrics/${name}`,
  bare: true,
  reads: ['name', ...Array.from({ length: statistics }, (_, i) => `measurements.${i}.value`)],
})

export const CLIENT_CALLS: ClientCall[] = [
  // 用户管理
  listCall(
    'system/UserList.vue',
    'opens 用户管理',
    '/sys/user/list',
    ['username', 'realname', 'avatar', 'sex_dictText', 'birthday', 'phone', 'orgCodeTxt', 'status_dictText'],
    { capture: { userId: 'result.records.0.id' } },
  ),
  {
    view: 'system/modules/UserModal.vue',
    action: 'opens 编辑: the roles to choose from',
    method: 'GET',
    path: '/sys/role/queryall',
    reads: ['result[].id', 'result[].roleName'],
    capture: { roleId: 'result.0.id' },
  },
  {
    view: 'system/modules/UserModal.vue',
    action: 'opens 编辑: the tenants to choose from',
    method: 'GET',
    path: '/sys/tenant/queryList',
    reads: ['result[].id', 'result[].name'],
  },
  {
    view: 'system/modules/UserModal.vue',
    action: 'opens 编辑: the user’s roles',
    method: 'GET',
    path: '/sys/user/queryUserRole',
    params: { userid: '$userId' },
    reads: ['result'],
    mayBeEmpty: true,
  },
  {
    view: 'system/modules/UserModal.vue',
    action: 'opens 编辑: the user’s departments',
    method: 'GET',
    path: '/sys/user/userDepartList',
    params: { userId: '$userId' },
    reads: ['result[].key', 'result[].title'],
    mayBeEmpty: true,
  },
  {
    view: 'system/modules/UserModal.vue',
    action: 'checks the username is free',
    method: 'GET',
    path: '/sys/duplicate/check',
    params: { tableName: 'sys_user', fieldName: 'username', fieldVal: 'conformance-free-name' },
    reads: ['success'],
  },
  {
    view: 'system/modules/UserRecycleBinModal.vue',
    action: 'opens 回收站',
    method: 'GET',
    path: '/sys/user/recycleBin',
    reads: ['result[].username', 'result[].realname', 'result[].avatar', 'result[].orgCode'],
    mayBeEmpty: true,
  },
  // 角色管理
  listCall('system/RoleList.vue', 'opens 角色管理', '/sys/role/list', [
    'roleName',
    'roleCode',
    'description',
    'createTime',
    'updateTime',
  ]),
  {
    view: 'system/modules/RoleModal.vue',
    action: 'checks the role code is free',
    method: 'GET',
    path: '/sys/duplicate/check',
    params: { tableName: 'sys_role', fieldName: 'role_code', fieldVal: 'conformance_role' },
    reads: ['success'],
  },
  {
    view: 'system/modules/RoleModal.vue',
    action: 'adds a role',
    method: 'POST',
    path: '/sys/role/add',
    body: { roleName: '一致性测试角色', roleCode: 'conformance_role', description: '由一致性测试添加' },
    reads: ['success', 'message'],
  },
  {
    view: 'system/modules/UserRoleModal.vue',
    action: 'opens 授权: the menu tree',
    method: 'GET',
    path: '/sys/role/queryTreeList',
    reads: ['result.treeList[].key', 'result.treeList[].title', 'result.ids'],
    capture: { permissionId: 'result.ids.0' },
  },
  {
    view: 'system/modules/UserRoleModal.vue',
    action: 'opens 授权: the role’s menus',
    method: 'GET',
    path: '/sys/permission/queryRolePermission',
    params: { roleId: '$roleId' },
    reads: ['result'],
    mayBeEmpty: true,
  },
  {
    view: 'system/modules/RoleDataruleModal.vue',
    action: 'opens 数据规则 of a menu',
    method: 'GET',
    path: '/sys/role/datarule/$permissionId/$roleId',
    reads: ['success'],
  },
  // 部门管理
  {
    view: 'system/DepartList.vue',
    action: 'opens 部门管理',
    method: 'GET',
    path: '/sys/sysDepart/queryTreeList',
    reads: ['result[].id', 'result[].key', 'result[].title', 'result[].orgCode'],
    capture: { departId: 'result.0.id', orgCode: 'result.0.orgCode', departName: 'result.0.departName' },
  },
  {
    view: 'system/DepartList.vue',
    action: 'searches departments',
    method: 'GET',
    path: '/sys/sysDepart/searchBy',
    params: { keyWord: '$departName' },
    reads: ['result[].id', 'result[].title'],
  },
  {
    view: 'system/modules/DepartModal.vue',
    action: 'opens 添加子部门: the parent choices',
    method: 'GET',
    path: '/sys/sysDepart/queryIdTree',
    reads: ['result[].key', 'result[].title', 'result[].value'],
  },
  {
    view: 'system/modules/DepartAuthModal.vue',
    action: 'opens 部门权限: the menu tree',
    method: 'GET',
    path: '/sys/role/queryTreeList',
    reads: ['result.treeList', 'result.ids'],
  },
  {
    view: 'system/modules/DepartAuthModal.vue',
    action: 'opens 部门权限: the department’s menus',
    method: 'GET',
    path: '/sys/permission/queryDepartPermission',
    params: { departId: '$departId' },
    reads: ['result'],
    mayBeEmpty: true,
  },
  // 职务管理
  listCall('system/SysPositionList.vue', 'opens 职务管理', '/sys/position/list', [
    'code',
    'name',
    'postRank_dictText',
  ]),
  {
    view: 'system/modules/SysPositionModal.vue',
    action: 'checks the code is free',
    method: 'GET',
    path: '/sys/duplicate/check',
    params: { tableName: 'sys_position', fieldName: 'code', fieldVal: 'CONFORMANCE01' },
    reads: ['success'],
  },
  {
    view: 'system/modules/SysPositionModal.vue',
    action: 'adds a position',
    method: 'POST',
    path: '/sys/position/add',
    body: { code: 'CONFORMANCE01', name: '一致性测试职务', postRank: '3' },
    reads: ['success', 'message'],
  },
  // 菜单管理
  {
    view: 'system/PermissionList.vue',
    action: 'opens 菜单管理',
    method: 'GET',
    path: '/sys/permission/list',
    params: {
      column: 'createTime',
      order: 'desc',
      field: 'id,,name,menuType,perms,icon,component,url,sortNo',
    },
    reads: ['result[].id', 'result[].name', 'result[].menuType', 'result[].component', 'result[].url'],
  },
  {
    view: 'system/modules/PermissionModal.vue',
    action: 'opens 新增: the parent menus',
    method: 'GET',
    path: '/sys/permission/queryTreeList',
    reads: ['result.treeList[].key', 'result.treeList[].title'],
  },
  {
    view: 'system/PermissionDataRuleList.vue',
    action: 'opens 数据规则 of a menu',
    method: 'GET',
    path: '/sys/permission/getPermRuleListByPermId',
    params: { permissionId: '$permissionId' },
    reads: ['result'],
    mayBeEmpty: true,
  },
  // 数据字典
  listCall(
    'system/DictList.vue',
    'opens 数据字典',
    '/sys/dict/list',
    ['dictName', 'dictCode', 'description'],
    {
      capture: { dictId: 'result.records.0.id' },
    },
  ),
  {
    view: 'system/modules/DictModal.vue',
    action: 'checks the dictionary code is free',
    method: 'GET',
    path: '/sys/duplicate/check',
    params: { tableName: 'sys_dict', fieldName: 'dict_code', fieldVal: 'conformance_dict' },
    reads: ['success'],
  },
  {
    view: 'system/modules/DictModal.vue',
    action: 'adds a dictionary',
    method: 'POST',
    path: '/sys/dict/add',
    body: { dictName: '一致性测试字典', dictCode: 'conformance_dict', description: '由一致性测试添加' },
    reads: ['success', 'message'],
  },
  listCall(
    'system/DictItemList.vue',
    'opens 字典配置',
    '/sys/dictItem/list',
    ['itemText', 'itemValue', 'status'],
    {
      params: { dictId: '$dictId' },
      mayBeEmpty: true,
    },
  ),
  {
    view: 'system/DictList.vue',
    action: '刷新缓存',
    method: 'GET',
    path: '/sys/dict/refleshCache',
    reads: ['success'],
  },
  {
    view: 'system/DictList.vue',
    action: '刷新缓存: reloads every dictionary',
    method: 'GET',
    path: '/sys/dict/queryAllDictItems',
    reads: ['result'],
  },
  {
    view: 'components/dict/JDictSelectTag.vue',
    action: 'a dictionary select loads its items',
    method: 'GET',
    path: '/sys/dict/getDictItems/sex',
    reads: ['result[].value', 'result[].text'],
  },
  // 分类字典
  {
    view: 'system/SysCategoryList.vue',
    action: 'opens 分类字典',
    method: 'GET',
    path: '/sys/category/rootList',
    params: listParams(['name', 'code'], { hasQuery: 'false' }),
    reads: ['result.records', 'result.total'],
    mayBeEmpty: true,
  },
  {
    view: 'system/modules/SysCategoryModal.vue',
    action: 'checks a code is free',
    method: 'GET',
    path: '/sys/category/checkCode',
    params: { pid: '', code: 'CONFORMANCE-CAT' },
    reads: ['success'],
  },
  // 系统通告
  listCall(
    'system/SysAnnouncementList.vue',
    'opens 系统通告',
    '/sys/annountCement/list',
    [
      'titile',
      'msgCategory',
      'startTime',
      'endTime',
      'sender',
      'priority',
      'msgType',
      'sendStatus',
      'sendTime',
      'cancelTime',
      'delFlag',
    ],
    { mayBeEmpty: true },
  ),
  // 系统日志
  listCall(
    'system/LogList.vue',
    'opens 系统日志 (登录日志)',
    '/sys/log/list',
    ['logContent', 'userid', 'username', 'ip', 'costTime', 'logType_dictText', 'createTime'],
    { params: { logType: '1' } },
  ),
  listCall(
    'system/LogList.vue',
    'switches to 操作日志',
    '/sys/log/list',
    ['logContent', 'userid', 'username', 'ip', 'costTime', 'operateType_dictText', 'createTime'],
    { params: { logType: '2' }, mayBeEmpty: true },
  ),
  {
    view: 'system/LogList.vue',
    action: 'the 操作类型 filter loads its dictionary',
    method: 'GET',
    path: '/sys/dict/getDictItems/operate_type',
    reads: ['result[].value', 'result[].text'],
  },
  // 数据日志
  listCall(
    'system/DataLogList.vue',
    'opens 数据日志',
    '/sys/dataLog/list',
    ['dataTable', 'dataId', 'dataVersion', 'dataContent', 'createBy'],
    { mayBeEmpty: true },
  ),
  // 定时任务
  listCall(
    'system/QuartzJobList.vue',
    'opens 定时任务',
    '/sys/quartzJob/list',
    ['jobClassName', 'cronExpression', 'parameter', 'description', 'status'],
    { capture: { jobId: 'result.records.0.id' } },
  ),
  {
    view: 'system/QuartzJobList.vue',
    action: '停止 a job (a GET, as the client sends it)',
    method: 'GET',
    path: '/sys/quartzJob/pause',
    params: { id: '$jobId' },
    reads: ['success', 'message'],
  },
  {
    view: 'system/QuartzJobList.vue',
    action: '启动 it again (a GET)',
    method: 'GET',
    path: '/sys/quartzJob/resume',
    params: { id: '$jobId' },
    reads: ['success', 'message'],
  },
  // 编码校验规则
  listCall(
    'system/SysCheckRuleList.vue',
    'opens 编码校验规则',
    '/sys/checkRule/list',
    ['ruleName', 'ruleCode', 'ruleDescription'],
    { mayBeEmpty: true },
  ),
  // 填值规则
  listCall(
    'system/SysFillRuleList.vue',
    'opens 填值规则',
    '/sys/fillRule/list',
    ['ruleName', 'ruleCode', 'ruleClass', 'ruleParams'],
    { mayBeEmpty: true },
  ),
  // 多数据源
  listCall(
    'system/SysDataSourceList.vue',
    'opens 多数据源',
    '/sys/dataSource/list',
    ['name', 'dbType_dictText', 'dbDriver', 'dbUrl', 'dbUsername'],
    { mayBeEmpty: true },
  ),
  // 网关路由
  listCall(
    'system/SysGatewayRouteList.vue',
    'opens 网关路由',
    '/sys/gatewayRoute/list',
    ['routerId', 'name', 'uri', 'status'],
    { mayBeEmpty: true, reads: ['result'] },
  ),
  // 租户管理
  listCall('system/TenantList.vue', 'opens 租户管理', '/sys/tenant/list', [
    'name',
    'id',
    'beginDate',
    'endDate',
    'status_dictText',
  ]),
  // 通讯录
  {
    view: 'system/modules/AddressListLeft.vue',
    action: 'opens 通讯录: the department tree',
    method: 'GET',
    path: '/sys/sysDepart/queryTreeList',
    reads: ['result[].id', 'result[].title', 'result[].orgCode'],
  },
  {
    view: 'system/modules/AddressListRight.vue',
    action: 'opens 通讯录: the people of a department',
    method: 'GET',
    path: '/sys/user/queryByOrgCodeForAddressList',
    params: { orgCode: '$orgCode', pageNo: 1, pageSize: 10 },
    reads: ['result.records', 'result.total'],
    mayBeEmpty: true,
  },
  {
    view: 'system/modules/AddressListRight.vue',
    action: 'opens 通讯录: the positions',
    method: 'GET',
    path: '/sys/position/list',
    params: { pageSize: 99999 },
    reads: ['result.records[].code', 'result.records[].name'],
    mayBeEmpty: true,
  },
  // 系统监控
  {
    view: 'modules/monitor/DiskMonitoring.vue',
    action: 'opens 磁盘监控',
    method: 'GET',
    path: '/sys/actuator/redis/queryDiskInfo',
    reads: ['result[].name', 'result[].max', 'result[].rest', 'result[].restPPT'],
  },
  {
    view: 'modules/monitor/RedisInfo.vue',
    action: 'opens Redis监控: the INFO table',
    method: 'GET',
    path: '/sys/actuator/redis/info',
    reads: ['result[].key', 'result[].value', 'result[].description'],
  },
  {
    view: 'modules/monitor/RedisInfo.vue',
    action: 'Redis监控 polls the key count',
    method: 'GET',
    path: '/sys/actuator/redis/keysSize',
    bare: true,
    reads: ['dbSize'],
  },
  {
    view: 'modules/monitor/RedisInfo.vue',
    action: 'Redis监控 polls the memory in use',
    method: 'GET',
    path: '/sys/actuator/redis/memoryInfo',
    bare: true,
    reads: ['used_memory'],
  },
  {
    view: 'modules/monitor/HttpTrace.vue',
    action: 'opens 请求追踪',
    method: 'GET',
    path: '/actuator/httptrace',
    bare: true,
    reads: [
      'traces[].timestamp',
      'traces[].request.method',
      'traces[].request.uri',
      'traces[].response.status',
      'traces[].timeTaken',
    ],
  },
  ...[
    'jvm.memory.max',
    'jvm.memory.committed',
    'jvm.memory.used',
    'jvm.buffer.memory.used',
    'jvm.buffer.count',
    'jvm.threads.daemon',
    'jvm.threads.live',
    'jvm.threads.peak',
    'jvm.classes.loaded',
    'jvm.classes.unloaded',
    'jvm.gc.memory.allocated',
    'jvm.gc.memory.promoted',
    'jvm.gc.max.data.size',
    'jvm.gc.live.data.size',
  ].map((name) => metric('modules/monitor/JvmInfo.vue', name)),
  // moreInfo: jvm.gc.pause is shown as .count and .totalTime (measurements 0 and 1).
  metric('modules/monitor/JvmInfo.vue', 'jvm.gc.pause', 2),
  ...[
    'system.cpu.count',
    'system.cpu.usage',
    'process.start.time',
    'process.uptime',
    'process.cpu.usage',
  ].map((name) => metric('modules/monitor/SystemInfo.vue', name)),
  ...[
    'tomcat.sessions.created',
    'tomcat.sessions.expired',
    'tomcat.sessions.active.current',
    'tomcat.sessions.active.max',
    'tomcat.sessions.rejected',
  ].map((name) => metric('modules/monitor/TomcatInfo.vue', name)),
  // Online报表配置 and a report opened on its hidden route /online/cgreport/:code (modules/online/cgreport).
  listCall(
    'modules/online/cgreport/OnlCgreportHeadList.vue',
    'searches Online报表配置 by code',
    '/online/cgreport/head/list',
    ['code', 'name'],
    { params: { code: 'channel_monthly_parcels' }, capture: { reportId: 'result.records.0.id' } },
  ),
  {
    view: 'modules/online/cgreport/OnlCgreportHeadList.vue',
    action: 'opens 编辑: the items of a report',
    method: 'GET',
    path: '/online/cgreport/item/listByHeadId',
    params: { headId: '$reportId' },
    reads: ['result[].fieldName', 'result[].fieldTxt', 'result[].isShow', 'result[].isQuery'],
  },
  {
    view: 'modules/online/cgreport/OnlCgreportHeadList.vue',
    action: 'opens 编辑: the parameters of a report',
    method: 'GET',
    path: '/online/cgreport/param/listByHeadId',
    params: { headId: '$reportId' },
    reads: ['result[].paramName', 'result[].paramTxt'],
  },
  {
    view: 'modules/online/cgreport/auto/OnlCgreportAutoList.vue',
    action: 'opens a designed report: its parameters',
    method: 'GET',
    path: '/online/cgreport/api/getParamsInfo/$reportId',
    reads: ['result[].paramName'],
  },
  {
    view: 'modules/online/cgreport/auto/OnlCgreportAutoList.vue',
    action: 'opens a designed report: its query form',
    method: 'GET',
    path: '/online/cgreport/api/getQueryInfo/$reportId',
    reads: ['result[].field', 'result[].label', 'result[].view', 'result[].mode'],
  },
  {
    view: 'modules/online/cgreport/auto/OnlCgreportAutoList.vue',
    action: 'opens a designed report: columns and first page',
    method: 'GET',
    path: '/online/cgreport/api/getColumnsAndData/$reportId',
    params: { column: '', order: 'desc', self_outStoreTime: '', pageNo: 1, pageSize: 10 },
    reads: [
      'result.columns[].dataIndex',
      'result.columns[].title',
      'result.cgreportHeadName',
      'result.dictOptions',
      'result.fieldHrefSlots',
      'result.isCheckbox',
      'result.data.records',
      'result.data.total',
    ],
  },
]
