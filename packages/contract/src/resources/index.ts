export { channelResource } from './channel'
export { inStoreBatchResource } from './inStoreBatch'
export { questionPieceResource } from './questionPiece'
export {
  driverResource,
  habitatAgentResource,
  habitatCarResource,
  overseasAgentResource,
  TRANSPORT_LINKS,
} from './transport'
