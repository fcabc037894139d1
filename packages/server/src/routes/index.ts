import multipart from '@fastify/multipart'
import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../deps'
import { installNotFoundHandler } from '../http/errors'
import { authPlugin } from '../plugins/auth'
import { cacheInvalidationPlugin } from '../plugins/cache-invalidation'
import { requestLogPlugin } from '../plugins/request-log'
import { tenantPlugin } from '../plugins/tenant'
import { billCountRoutes } from './bill/bill-count'
import { customerBillRoutes } from './bill/customer-bill'
import { reconciliationRoutes } from './bill/reconciliation'
import { channelRoutes } from './channel/channel'
import { currencyRoutes } from './channel/currency'
import { ratePlanRoutes } from './channel/rate-plan'
import { customerCenterRoutes } from './customer/customer-center'
import { customerOrgRoutes } from './customer/customer-org'
import { customerUserRoutes } from './customer/customer-user'
import { partnerApiRoutes } from './customer/partner-api'
import { customsRoutes } from './customs/customs'
import { dashboardRoutes } from './dashboard/dashboard'
import { hsCodeRoutes } from './hscode/hs-code'
import { packageRoutes } from './logistics/logistics-package'
import { supplierBatchRoutes } from './logistics/supplier-batch'
import { messageTemplateRoutes } from './message/message-template'
import { cgformApiRoutes } from './online/cgform-api'
import { cgformCodeRoutes } from './online/cgform-code'
import { cgformDataRoutes } from './online/cgform-data'
import { cgformExcelRoutes } from './online/cgform-excel'
import { cgformHeadRoutes } from './online/cgform-head'
import { cgReportRoutes } from './online/cgreport'
import { cgreportHeadRoutes } from './online/cgreport-head'
import { openV1Routes } from './open/open-v1'
import { orderSearchRoutes } from './order/order-search'
import { shopeeRoutes } from './order/shopee'
import { questionPieceRoutes } from './question/question-piece'
import { questionScanRoutes } from './question/question-scan'
import { recruitRoutes } from './recruit'
import { registryServedRoutes } from './registry-served'
import { inStoreRoutes } from './site/in-store'
import { inStoreScanRoutes } from './site/in-store-scan'
import { outStoreRoutes } from './site/out-store'
import { stationRoutes } from './station/station'
import { actuatorRoutes } from './sys/actuator'
import { addressListRoutes } from './sys/address-list'
import { announcementRoutes } from './sys/announcement/announcement'
import { announcementSendRoutes } from './sys/announcement/announcement-send'
import { accountRoutes } from './sys/auth/account'
import { captchaRoutes } from './sys/auth/captcha'
import { loginRoutes } from './sys/auth/login'
import { registerRoutes } from './sys/auth/register'
import { smsRoutes } from './sys/auth/sms'
import { thirdLoginRoutes } from './sys/auth/third-login'
import { checkRuleRoutes } from './sys/check-rule'
import { commonRoutes } from './sys/common'
import { dataLogRoutes } from './sys/data-log'
import { dataSourceRoutes } from './sys/data-source'
import { departRoutes } from './sys/depart/depart'
import { departAdminRoutes } from './sys/depart/depart-admin'
import { departRoleRoutes } from './sys/depart/depart-role'
import { categoryRoutes } from './sys/dict/category'
import { dictRoutes } from './sys/dict/dict'
import { dictAdminRoutes } from './sys/dict/dict-admin'
import { duplicateRoutes } from './sys/dict/duplicate'
import { fillRuleRoutes } from './sys/fill-rule'
import { gatewayRouteRoutes } from './sys/gateway-route'
import { jeecgCompatRoutes } from './sys/jeecg-compat'
import { messageRoutes } from './sys/message'
import { monitorRoutes } from './sys/monitor'
import { ossFileRoutes } from './sys/oss-file'
import { permissionRoutes } from './sys/permission/permission'
import { permissionAdminRoutes } from './sys/permission/permission-admin'
import { positionRoutes } from './sys/position'
import { quartzJobRoutes } from './sys/quartz-job'
import { roleRoutes } from './sys/role/role'
import { roleAdminRoutes } from './sys/role/role-admin'
import { sysLogRoutes } from './sys/sys-log'
import { tenantRoutes } from './sys/tenant'
import { userRoutes } from './sys/user/user'
import { userByDepartRoutes } from './sys/user/user-by-depart'
import { userCustomerRoutes } from './sys/user/user-customer'
import { userExcelRoutes } from './sys/user/user-excel'
import { userPasswordRoutes } from './sys/user/user-password'
import { userRecycleBinRoutes } from './sys/user/user-recycle-bin'
import { userSettingRoutes } from './sys/user/user-setting'
import { testOnlyRoutes } from './test/test-only'
import { publicTrackRoutes } from './track/public-track'
import { transportRoutes } from './transport/transport'
import { websocketRoutes } from './websocket/websocket'

/** Everything under /jeecg-boot: auth and tenant checks, then one plugin per domain. */
export const apiRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(authPlugin, { deps })
  await app.register(cacheInvalidationPlugin, { deps })
  await app.register(tenantPlugin, { deps })
  await app.register(requestLogPlugin, { deps })
  installNotFoundHandler(app)
  await app.register(multipart, { limits: { fileSize: deps.uploadMaxBytes, files: 1 } })
  for (const routes of [
    captchaRoutes,
    loginRoutes,
    permissionRoutes,
    permissionAdminRoutes,
    dictRoutes,
    dictAdminRoutes,
    duplicateRoutes,
    roleRoutes,
    userRoutes,
    userSettingRoutes,
    userByDepartRoutes,
    departRoutes,
    userRecycleBinRoutes,
    userPasswordRoutes,
    userCustomerRoutes,
    accountRoutes,
    tenantRoutes,
    smsRoutes,
    registerRoutes,
    thirdLoginRoutes,
    announcementRoutes,
    announcementSendRoutes,
    websocketRoutes,
    commonRoutes,
    dataLogRoutes,
    userExcelRoutes,
    categoryRoutes,
    checkRuleRoutes,
    fillRuleRoutes,
    dataSourceRoutes,
    gatewayRouteRoutes,
    positionRoutes,
    cgReportRoutes,
    cgreportHeadRoutes,
    cgformHeadRoutes,
    cgformApiRoutes,
    cgformDataRoutes,
    cgformExcelRoutes,
    cgformCodeRoutes,
    questionPieceRoutes,
    channelRoutes,
    currencyRoutes,
    ratePlanRoutes,
    hsCodeRoutes,
    customerCenterRoutes,
    customerOrgRoutes,
    customerUserRoutes,
    customerBillRoutes,
    reconciliationRoutes,
    billCountRoutes,
    inStoreRoutes,
    outStoreRoutes,
    supplierBatchRoutes,
    shopeeRoutes,
    publicTrackRoutes,
    stationRoutes,
    inStoreScanRoutes,
    orderSearchRoutes,
    packageRoutes,
    questionScanRoutes,
    quartzJobRoutes,
    roleAdminRoutes,
    jeecgCompatRoutes,
    departAdminRoutes,
    departRoleRoutes,
    sysLogRoutes,
    monitorRoutes,
    actuatorRoutes,
    dashboardRoutes,
    ossFileRoutes,
    messageTemplateRoutes,
    messageRoutes,
    addressListRoutes,
    recruitRoutes,
    transportRoutes,
    customsRoutes,
    partnerApiRoutes,
    openV1Routes,
    ...(deps.testRoutes ? [testOnlyRoutes] : []),
  ]) {
    await app.register(routes, { deps })
  }
  await app.register(registryServedRoutes, { deps })
}
