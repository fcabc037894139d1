export { dictResource } from './dict'
export { inStoreBatchResource } from './inStoreBatch'
export { questionPieceResource } from './questionPiece'
