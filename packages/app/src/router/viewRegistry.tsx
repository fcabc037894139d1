import { resourceOfTable } from '@portico/contract'
import { type ComponentType, lazy } from 'react'

/**
 * Menu component strings (spec §2: "other components are loaded on demand from the views") mapped to views.
 * A component the registry does not know is a view not built yet.
 */
const accountSettings = () => import('../views/account/Settings/AccountSettingsPage')

const views: Record<string, () => Promise<{ default: ComponentType }>> = {
  'account/center/Index': () => import('../views/account/Center/AccountCenterPage'),
  // One page holds every section; it reads the section from the path.
  'account/settings/Index': accountSettings,
  'account/settings/BaseSetting': accountSettings,
  'account/settings/AvatarSetting': accountSettings,
  'account/settings/Security': accountSettings,
  'account/settings/Custom': accountSettings,
  'account/settings/Binding': accountSettings,
  'account/settings/Notification': accountSettings,
  'bill/BillCountList': () => import('../views/bill/BillCountList/BillCountListPage'),
  'bill/CustomerBillList': () => import('../views/bill/CustomerBillList/CustomerBillListPage'),
  'bill/ReconciliationList': () => import('../views/bill/ReconciliationList/ReconciliationListPage'),
  'channel/ChannelList': () => import('../views/channel/ChannelList/ChannelListPage'),
  'channel/CostPlanList': () => import('../views/channel/CostPlanList/CostPlanListPage'),
  'channel/CurrencyList': () => import('../views/channel/CurrencyList/CurrencyListPage'),
  'channel/CustomerBindChannelList': () =>
    import('../views/channel/CustomerBindChannelList/CustomerBindChannelListPage'),
  'hscode/HsCodeList': () => import('../views/hscode/HsCodeList/HsCodeListPage'),
  'hscode/HsCodeLogList': () => import('../views/hscode/HsCodeLogList/HsCodeLogListPage'),
  'hscode/TodayLockList': () => import('../views/hscode/TodayLockList/TodayLockListPage'),
  'customer/CustomerCenterList': () => import('../views/customer/CustomerCenterList/CustomerCenterListPage'),
  'customer/PayCostInfoList': () => import('../views/customer/PayCostInfoList/PayCostInfoListPage'),
  'customer/CustomerDepartRoleList': () =>
    import('../views/customer/CustomerDepartRoleList/CustomerDepartRoleListPage'),
  'customer/CustomerUserList': () => import('../views/customer/CustomerUserList/CustomerUserListPage'),
  'customer/OpenApiList': () => import('../views/customer/OpenApiList/OpenApiListPage'),
  'modules/online/cgreport/auto/OnlCgreportAutoList': () => import('../views/online/OnlineReportPage'),
  'modules/online/cgform/auto/OnlCgformAutoList': () => import('../views/online/OnlineFormPage'),
  'modules/online/cgreport/OnlCgreportHeadList': () =>
    import('../views/online/ReportDesigner/ReportDesignerPage'),
  'modules/online/cgform/OnlCgformHeadList': () =>
    import('../views/online/OnlineFormDesigner/OnlineFormDesignerPage'),
  'customs/CustomsDataBatchList': () => import('../views/customs/CustomsDataBatchList'),
  'customs/CustomsInspectionList': () => import('../views/customs/CustomsInspectionList'),
  'customs/DeductInfoList': () => import('../views/customs/DeductInfoList'),
  'customs/ETradeCustomsReportList': () => import('../views/customs/ETradeCustomsReportList'),
  'dashboard/Analysis': () => import('../views/dashboard/Analysis'),
  'dashboard/Monitor': () => import('../views/dashboard/Monitor'),
  'dashboard/Workplace': () => import('../views/dashboard/Workplace'),
  'message/MessageList': () => import('../views/message/MessageList/MessageListPage'),
  'message/MessageTemplateList': () => import('../views/message/MessageTemplateList'),
  'monitor/DiskInfo': () => import('../views/monitor/DiskInfo'),
  'monitor/HttpTrace': () => import('../views/monitor/HttpTrace'),
  'monitor/JvmInfo': () => import('../views/monitor/JvmInfo'),
  'monitor/RedisInfo': () => import('../views/monitor/RedisInfo'),
  'monitor/SystemInfo': () => import('../views/monitor/SystemInfo'),
  'monitor/TomcatInfo': () => import('../views/monitor/TomcatInfo'),
  'oss/OssFileList': () => import('../views/oss/OssFileList'),
  'order/OrderSearch': () => import('../views/order/OrderSearch/OrderSearchPage'),
  'package/PackageInfoList': () => import('../views/package/PackageInfoList/PackageInfoListPage'),
  'package/PackageTrajectoryList': () =>
    import('../views/package/PackageTrajectoryList/PackageTrajectoryListPage'),
  'question/QuestionScan': () => import('../views/question/QuestionScan/QuestionScanPage'),
  'site/InStoreList': () => import('../views/site/InStoreList/InStoreListPage'),
  'station/StationInfoList': () => import('../views/station/StationInfoList/StationInfoListPage'),
  'site/OutStoreAdd': () => import('../views/site/OutStoreAdd/OutStoreAddPage'),
  'site/OutStoreList': () => import('../views/site/OutStoreList/OutStoreListPage'),
  'logistics/BatchList': () => import('../views/logistics/BatchList/BatchListPage'),
  'order/ShopeeUtils': () => import('../views/order/ShopeeUtils/ShopeeUtilsPage'),
  'question/QuestionPieceList': () => import('../views/question/QuestionPieceList/QuestionPieceListPage'),
  'recruit/ApplicationList': () => import('../views/recruit/ApplicationListPage'),
  'recruit/CompanyProfile': () => import('../views/recruit/CompanyProfilePage'),
  'recruit/JobList': () => import('../views/recruit/JobListPage'),
  'recruit/NoticeList': () => import('../views/recruit/NoticeListPage'),
  'recruit/SmsOutbox': () => import('../views/recruit/SmsOutboxPage'),
  'site/BatchBulkInStore': () => import('../views/site/BatchBulkInStore/BatchBulkInStorePage'),
  'system/AddressList': () => import('../views/system/AddressList/AddressListPage'),
  'system/AnnouncementList': () => import('../views/system/AnnouncementList/AnnouncementListPage'),
  'system/CategoryList': () => import('../views/system/CategoryList/CategoryListPage'),
  'system/DataLogList': () => import('../views/system/DataLogList/DataLogListPage'),
  'system/DepartList': () => import('../views/system/DepartList/DepartListPage'),
  'system/DictList': () => import('../views/system/DictList/DictListPage'),
  'system/LogList': () => import('../views/system/LogList/LogListPage'),
  'system/PermissionList': () => import('../views/system/PermissionList/PermissionListPage'),
  'system/SysCheckRuleList': () => import('../views/system/CheckRuleList/CheckRuleListPage'),
  'system/SysDataSourceList': () => import('../views/system/DataSourceList/DataSourceListPage'),
  'system/SysFillRuleList': () => import('../views/system/FillRuleList/FillRuleListPage'),
  'system/SysGatewayRouteList': () => import('../views/system/GatewayRouteList/GatewayRouteListPage'),
  'system/SysPositionList': () => import('../views/system/PositionList/PositionListPage'),
  'system/TenantList': () => import('../views/system/TenantList/TenantListPage'),
  'system/QuartzJobList': () => import('../views/system/QuartzJobList/QuartzJobListPage'),
  'system/RoleList': () => import('../views/system/RoleList/RoleListPage'),
  'system/UserList': () => import('../views/system/UserList/UserListPage'),
  'system/UserAnnouncementList': () => import('../views/system/UserAnnouncement/UserAnnouncementPage'),
  'transport/DriverList': () => import('../views/transport/DriverList'),
  'transport/HabitatAgentList': () => import('../views/transport/HabitatAgentList'),
  'transport/HabitatCarList': () => import('../views/transport/HabitatCarList'),
  'transport/OverseasAgentList': () => import('../views/transport/OverseasAgentList'),
}

/**
 * JeecgBoot's component names of the screens it has too (the seeded menu uses them, so one menu serves both front
 * ends), and the name the view is registered under (earlier seeds' names, which still open it).
 */
const JEECG_NAMES: Record<string, string> = {
  'system/SysCategoryList': 'system/CategoryList',
  'system/SysAnnouncementList': 'system/AnnouncementList',
  'modules/monitor/DiskMonitoring': 'monitor/DiskInfo',
  'modules/monitor/HttpTrace': 'monitor/HttpTrace',
  'modules/monitor/JvmInfo': 'monitor/JvmInfo',
  'modules/monitor/RedisInfo': 'monitor/RedisInfo',
  'modules/monitor/SystemInfo': 'monitor/SystemInfo',
  'modules/monitor/TomcatInfo': 'monitor/TomcatInfo',
  'modules/message/SysMessageList': 'message/MessageList',
  'modules/message/SysMessageTemplateList': 'message/MessageTemplateList',
  'modules/oss/OSSFileList': 'oss/OssFileList',
}

const RESOURCE_PREFIX = 'resource:'

/**
 * The screen of a menu component `resource:<table>`: `<ResourcePage>` over the declared resource that has a menu (its
 * declaration is the screen; no view file). Undefined for any other component.
 */
function resourceScreen(component: string): (() => Promise<{ default: ComponentType }>) | undefined {
  if (!component.startsWith(RESOURCE_PREFIX)) return undefined
  const resource = resourceOfTable(component.slice(RESOURCE_PREFIX.length))
  if (!resource?.menu) return undefined
  return async () => {
    const { ResourcePage } = await import('../components/ResourcePage')
    return { default: () => <ResourcePage resource={resource} /> }
  }
}

const registered = (component: string): string =>
  Object.hasOwn(JEECG_NAMES, component) ? JEECG_NAMES[component] : component

const loaded = new Map<string, ComponentType>()

const loaderOf = (key: string) => (Object.hasOwn(views, key) ? views[key] : resourceScreen(key))

export const isRegisteredView = (component: string): boolean => loaderOf(registered(component)) !== undefined

export function viewFor(component: string): ComponentType | null {
  const key = registered(component)
  const load = loaderOf(key)
  if (!load) return null
  let view = loaded.get(key)
  if (!view) {
    view = lazy(load)
    loaded.set(key, view)
  }
  return view
}
