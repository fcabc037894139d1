import { questionPieceResource } from '@portico/contract'
import { questionPiece } from '../../db/schema'
import { questionPieceHooks } from '../../services/logistics/question-piece-hooks'
import { resourceRoutes } from '../resource-routes'

/** 问题件 (question pieces): JeecgBoot's generated-code CRUD and Excel, with photo and file attachments. */
export const questionPieceRoutes = resourceRoutes(questionPieceResource, questionPiece, {
  tags: ['question'],
  ...questionPieceHooks,
})
