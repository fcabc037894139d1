import { eq } from 'drizzle-orm'
import { logisticsParcel, questionPiece } from '../../db/schema'
import type { ResourceHooks } from '../resources/service'
import { QUESTION_DONE, releaseWhenFree } from './question-pieces'

/** 问题件 edit form: closing one (已处理) releases its parcel's hold, as 问题件扫描's 处理 does. */
export const questionPieceHooks: ResourceHooks = {
  async afterWrite({ tx, action, id, actor }) {
    if (action !== 'edit') return
    const [question] = await tx
      .select({ status: questionPiece.status, waybillNo: questionPiece.waybillNo })
      .from(questionPiece)
      .where(eq(questionPiece.id, id))
    if (question?.status !== QUESTION_DONE) return
    const [parcel] = await tx
      .select({ id: logisticsParcel.id, trackingNo: logisticsParcel.trackingNo })
      .from(logisticsParcel)
      .where(eq(logisticsParcel.trackingNo, question.waybillNo))
    if (parcel) await releaseWhenFree(tx, parcel, actor.username, new Date(), false)
  },
}
