export { channelResource } from './channel'
export { inStoreBatchResource } from './inStoreBatch'
export { questionPieceResource } from './questionPiece'
export { stationResource } from './station'
