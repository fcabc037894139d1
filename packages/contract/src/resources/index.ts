export { channelResource } from './channel'
export {
  customsDataBatchResource,
  customsDeclarationResource,
  customsDeductionResource,
  customsInspectionResource,
} from './customs'
export { inStoreBatchResource } from './inStoreBatch'
export { questionPieceResource } from './questionPiece'
export { stationResource } from './station'
export {
  driverResource,
  habitatAgentResource,
  habitatCarResource,
  overseasAgentResource,
  TRANSPORT_LINKS,
} from './transport'
