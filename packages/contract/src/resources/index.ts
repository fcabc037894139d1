export { channelResource } from './channel'
export {
  customsDataBatchResource,
  customsDeclarationResource,
  customsDeductionResource,
  customsInspectionResource,
} from './customs'
export { inStoreBatchResource } from './inStoreBatch'
export { numberPoolResource } from './numberPool'
export { outBatchResource } from './outBatch'
export { questionPieceResource } from './questionPiece'
export { stationResource } from './station'
export { supplierBatchResource } from './supplierBatch'
export {
  driverResource,
  habitatAgentResource,
  habitatCarResource,
  overseasAgentResource,
  TRANSPORT_LINKS,
} from './transport'
