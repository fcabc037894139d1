export { carrierResource } from './carrier'
export { categoryResource } from './category'
export { channelResource } from './channel'
export { checkRuleResource } from './checkRule'
export { CURRENCY_DICT, currencyRateResource, currencyResource } from './currency'
export { customerBillResource } from './customerBill'
export { customerPaymentResource } from './customerPayment'
export { CUSTOMER_DICT, customerProfileResource } from './customerProfile'
export {
  customsDataBatchResource,
  customsDeclarationResource,
  customsDeductionResource,
  customsInspectionResource,
} from './customs'
export { DATABASE_TYPE_DICT, DatabaseType, dataSourceResource } from './dataSource'
export { dictResource } from './dict'
export { FILL_RULE_CLASS_DICT, FillRuleClass, fillRuleResource, type OrderNumberParams } from './fillRule'
export {
  GATEWAY_ROUTE_STATUS_DICT,
  type GatewayRouteDefinition,
  gatewayRouteResource,
  routeDefinitionsError,
} from './gatewayRoute'
export { HS_LOCK_NOW_PERMISSION, hsCodeLockResource, hsCodeResource } from './hsCode'
export { inStoreBatchResource } from './inStoreBatch'
export {
  MESSAGE_TEMPLATE_PERMISSION,
  MESSAGE_TEMPLATE_TYPES,
  MESSAGE_TYPE_DICT,
  messageTemplateResource,
} from './messageTemplate'
export { numberPoolResource } from './numberPool'
export { outBatchResource } from './outBatch'
export { POSITION_RANK_DICT, positionResource } from './position'
export { questionPieceResource } from './questionPiece'
export {
  CHANNEL_DICT,
  costPlanResource,
  customerChannelResource,
  salePlanResource,
} from './ratePlan'
export { reconciliationLineResource, reconciliationResource } from './reconciliation'
export { stationResource } from './station'
export { supplierBatchResource } from './supplierBatch'
export { TENANT_IN_USE_MESSAGE, TENANT_STATUS_DICT, tenantResource } from './tenant'
export {
  driverResource,
  habitatAgentResource,
  habitatCarResource,
  overseasAgentResource,
  TRANSPORT_LINKS,
} from './transport'
export { userResource } from './user'
