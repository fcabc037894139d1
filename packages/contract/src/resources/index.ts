export { inStoreBatchResource } from './inStoreBatch'
export { questionPieceResource } from './questionPiece'
