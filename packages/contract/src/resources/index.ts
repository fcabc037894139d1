export { questionPieceResource } from './questionPiece'
