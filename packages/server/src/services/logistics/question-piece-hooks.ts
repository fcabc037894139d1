import { eq } from 'drizzle-orm'
import { logisticsParcel, questionPiece } from '../../db/schema'
import { queueProblemWebhook } from '../partner/record-webhooks'
import type { ResourceHooks } from '../resources/service'
import { QUESTION_DONE, releaseWhenFree } from './question-pieces'

/**
 * 问题件 form: a new open one is 「problem.opened」 for its parcel's customer; closing one (已处理) is
 * 「problem.resolved」 and releases its parcel's hold, as 问题件扫描's 处理 does; reopening one is opened again.
 */
export const questionPieceHooks: ResourceHooks = {
  async afterWrite({ tx, action, id, actor, existing }) {
    const [question] = await tx.select().from(questionPiece).where(eq(questionPiece.id, id))
    if (!question) return
    const now = new Date()
    const wasDone = action === 'edit' && existing?.status === QUESTION_DONE
    const done = question.status === QUESTION_DONE
    if (done && !wasDone && action === 'edit')
      await queueProblemWebhook(tx, 'problem.resolved', question, now)
    if (!done && (action === 'add' || wasDone)) await queueProblemWebhook(tx, 'problem.opened', question, now)
    if (action !== 'edit' || !done) return
    const [parcel] = await tx
      .select({ id: logisticsParcel.id, trackingNo: logisticsParcel.trackingNo })
      .from(logisticsParcel)
      .where(eq(logisticsParcel.trackingNo, question.waybillNo))
    if (parcel) await releaseWhenFree(tx, parcel, actor.username, now, false)
  },
}
