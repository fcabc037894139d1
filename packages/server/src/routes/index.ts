import multipart from '@fastify/multipart'
import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../deps'
import { installNotFoundHandler } from '../http/errors'
import { authPlugin } from '../plugins/auth'
import { requestLogPlugin } from '../plugins/request-log'
import { tenantPlugin } from '../plugins/tenant'
import { accountRoutes } from './account'
import { addressListRoutes } from './address-list'
import { announcementRoutes } from './announcement'
import { announcementSendRoutes } from './announcement-send'
import { captchaRoutes } from './captcha'
import { categoryRoutes } from './category'
import { cgReportRoutes } from './cgreport'
import { channelRoutes } from './channel'
import { checkRuleRoutes } from './check-rule'
import { commonRoutes } from './common'
import { currencyRoutes } from './currency'
import { customerBillRoutes } from './customer-bill'
import { customerCenterRoutes } from './customer-center'
import { customerOrgRoutes } from './customer-org'
import { customerUserRoutes } from './customer-user'
import { customsRoutes } from './customs'
import { dashboardRoutes } from './dashboard'
import { dataLogRoutes } from './data-log'
import { dataSourceRoutes } from './data-source'
import { departRoutes } from './depart'
import { departAdminRoutes } from './depart-admin'
import { dictRoutes } from './dict'
import { dictAdminRoutes } from './dict-admin'
import { duplicateRoutes } from './duplicate'
import { fillRuleRoutes } from './fill-rule'
import { gatewayRouteRoutes } from './gateway-route'
import { hsCodeRoutes } from './hs-code'
import { inStoreRoutes } from './in-store'
import { inStoreScanRoutes } from './in-store-scan'
import { jeecgCompatRoutes } from './jeecg-compat'
import { loginRoutes } from './login'
import { packageRoutes } from './logistics-package'
import { messageRoutes } from './message'
import { messageTemplateRoutes } from './message-template'
import { monitorRoutes } from './monitor'
import { orderSearchRoutes } from './order-search'
import { ossFileRoutes } from './oss-file'
import { outStoreRoutes } from './out-store'
import { permissionRoutes } from './permission'
import { permissionAdminRoutes } from './permission-admin'
import { positionRoutes } from './position'
import { quartzJobRoutes } from './quartz-job'
import { questionPieceRoutes } from './question-piece'
import { questionScanRoutes } from './question-scan'
import { ratePlanRoutes } from './rate-plan'
import { recruitRoutes } from './recruit'
import { registerRoutes } from './register'
import { roleRoutes } from './role'
import { roleAdminRoutes } from './role-admin'
import { shopeeRoutes } from './shopee'
import { smsRoutes } from './sms'
import { stationRoutes } from './station'
import { supplierBatchRoutes } from './supplier-batch'
import { sysLogRoutes } from './sys-log'
import { tenantRoutes } from './tenant'
import { testOnlyRoutes } from './test-only'
import { thirdLoginRoutes } from './third-login'
import { transportRoutes } from './transport'
import { userRoutes } from './user'
import { userByDepartRoutes } from './user-by-depart'
import { userExcelRoutes } from './user-excel'
import { userRecycleBinRoutes } from './user-recycle-bin'
import { userSettingRoutes } from './user-setting'
import { websocketRoutes } from './websocket'

/** Everything under /jeecg-boot: auth and tenant checks, then one plugin per domain. */
export const apiRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(authPlugin, { deps })
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
    questionPieceRoutes,
    channelRoutes,
    currencyRoutes,
    ratePlanRoutes,
    hsCodeRoutes,
    customerCenterRoutes,
    customerOrgRoutes,
    customerUserRoutes,
    customerBillRoutes,
    inStoreRoutes,
    outStoreRoutes,
    supplierBatchRoutes,
    shopeeRoutes,
    stationRoutes,
    inStoreScanRoutes,
    orderSearchRoutes,
    packageRoutes,
    questionScanRoutes,
    quartzJobRoutes,
    roleAdminRoutes,
    jeecgCompatRoutes,
    departAdminRoutes,
    sysLogRoutes,
    monitorRoutes,
    dashboardRoutes,
    ossFileRoutes,
    messageTemplateRoutes,
    messageRoutes,
    addressListRoutes,
    recruitRoutes,
    transportRoutes,
    customsRoutes,
    ...(deps.testRoutes ? [testOnlyRoutes] : []),
  ]) {
    await app.register(routes, { deps })
  }
}
