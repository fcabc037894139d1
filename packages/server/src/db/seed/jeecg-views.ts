/**
 * The screens of the JeecgBoot Vue2 client (ant-design-vue-jeecg, `src/views`, as a menu's component names them):
 * a menu row naming one of these opens that screen in the unmodified client; any other name opens a blank page.
 * Business screens of ours have no counterpart there.
 */
export const JEECG_CLIENT_VIEWS = [
  'dashboard/Analysis',
  'dashboard/Monitor',
  'dashboard/Workplace',
  'account/center/Index',
  'account/settings/Index',
  'account/settings/BaseSetting',
  'account/settings/Security',
  'system/AddressList',
  'system/DataLogList',
  'system/DepartList',
  'system/DepartUserList',
  'system/DictList',
  'system/LogList',
  'system/PermissionList',
  'system/QuartzJobList',
  'system/RoleList',
  'system/RoleUserList',
  'system/SysAnnouncementList',
  'system/SysCategoryList',
  'system/SysCheckRuleList',
  'system/SysDataSourceList',
  'system/SysFillRuleList',
  'system/SysGatewayRouteList',
  'system/SysPositionList',
  'system/SysUserOnlineList',
  'system/TenantList',
  'system/UserAnnouncementList',
  'system/UserList',
  'modules/message/SysMessageList',
  'modules/message/SysMessageTemplateList',
  'modules/monitor/DiskMonitoring',
  'modules/monitor/HttpTrace',
  'modules/monitor/JvmInfo',
  'modules/monitor/RedisInfo',
  'modules/monitor/SystemInfo',
  'modules/monitor/TomcatInfo',
  'modules/oss/OSSFileList',
] as const

/**
 * Component names earlier seeds gave screens JeecgBoot has, and JeecgBoot's names for them: seeds now use the latter
 * and rename the rows of databases seeded before (a row an administrator pointed elsewhere is left alone).
 */
export const RENAMED_COMPONENTS: Record<string, (typeof JEECG_CLIENT_VIEWS)[number]> = {
  'system/CategoryList': 'system/SysCategoryList',
  'system/AnnouncementList': 'system/SysAnnouncementList',
  'monitor/DiskInfo': 'modules/monitor/DiskMonitoring',
  'monitor/HttpTrace': 'modules/monitor/HttpTrace',
  'monitor/JvmInfo': 'modules/monitor/JvmInfo',
  'monitor/RedisInfo': 'modules/monitor/RedisInfo',
  'monitor/SystemInfo': 'modules/monitor/SystemInfo',
  'monitor/TomcatInfo': 'modules/monitor/TomcatInfo',
  'message/MessageList': 'modules/message/SysMessageList',
  'message/MessageTemplateList': 'modules/message/SysMessageTemplateList',
  'oss/OssFileList': 'modules/oss/OSSFileList',
}
