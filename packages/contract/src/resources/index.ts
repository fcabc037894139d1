export { channelResource } from './channel'
export { CURRENCY_DICT, currencyRateResource, currencyResource } from './currency'
export { HS_LOCK_NOW_PERMISSION, hsCodeLockResource, hsCodeResource } from './hsCode'
export { inStoreBatchResource } from './inStoreBatch'
export { questionPieceResource } from './questionPiece'
export {
  CHANNEL_DICT,
  CUSTOMER_DICT,
  costPlanResource,
  customerChannelResource,
  salePlanResource,
} from './ratePlan'
