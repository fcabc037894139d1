import { PARCEL_STATUS } from '@portico/contract'
import { and, eq, inArray, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { logisticsParcel, questionPiece } from '../../db/schema'
import { queueProblemWebhook } from '../partner/record-webhooks'
import { newId } from '../shared/ids'
import { recordParcelEvents } from './trajectory'

/** question_type codes the operations steps raise (dictionary question_type). */
export const QUESTION_TYPE = {
  badNumber: '5',
  noData: '6',
  overLimit: '7',
  duplicate: '8',
  /** 理赔: a problem found after delivery; it holds nothing. */
  claim: '10',
} as const

/** question_status: 0 待处理, 1 处理中, 2 已处理. */
export const QUESTION_DONE = '2'

export interface RaiseQuestion {
  waybillNo: string
  questionType: string
  description: string
  images?: string | null
  tenantId: number
  operator: string
  /** When it was raised (default now). */
  time?: Date
}

/** Writes a 问题件 in the caller's transaction and answers its id; the parcel's customer hears 「problem.opened」. */
export async function raiseQuestion(tx: Db, question: RaiseQuestion): Promise<string> {
  const id = newId()
  const time = question.time ?? new Date()
  const description = question.description.slice(0, 500)
  await tx.insert(questionPiece).values({
    id,
    waybillNo: question.waybillNo,
    questionType: question.questionType,
    status: '0',
    description,
    images: question.images ?? null,
    tenantId: question.tenantId,
    createBy: question.operator,
    createTime: time,
  })
  await queueProblemWebhook(
    tx,
    'problem.opened',
    { id, waybillNo: question.waybillNo, questionType: question.questionType, description },
    time,
  )
  return id
}

/**
 * The 问题件 not yet handled of these tracking numbers (any tenant: a parcel on hold is on hold for everyone).
 * Out-store refuses a parcel that has one.
 */
export async function openQuestionPieces(
  tx: Db,
  trackingNos: readonly string[],
): Promise<(typeof questionPiece.$inferSelect)[]> {
  if (trackingNos.length === 0) return []
  return tx
    .select()
    .from(questionPiece)
    .where(and(inArray(questionPiece.waybillNo, [...trackingNos]), ne(questionPiece.status, QUESTION_DONE)))
}

/** Whether an open 问题件 of this type exists for the number (a repeated scan raises no second one). */
export async function hasOpenQuestion(tx: Db, waybillNo: string, questionType: string): Promise<boolean> {
  const rows = await tx
    .select({ id: questionPiece.id })
    .from(questionPiece)
    .where(
      and(
        eq(questionPiece.waybillNo, waybillNo),
        eq(questionPiece.questionType, questionType),
        ne(questionPiece.status, QUESTION_DONE),
      ),
    )
    .limit(1)
  return rows.length > 0
}

/**
 * Lifts what holds the parcel once no open 问题件 of its number is left, through the lifecycle (which restores the
 * state the interruption remembered): a 问题件 hold always, a customs return or hold only when re-declared.
 */
export async function releaseWhenFree(
  tx: Db,
  parcel: { id: string; trackingNo: string },
  operator: string,
  time: Date,
  redeclared: boolean,
): Promise<void> {
  if ((await openQuestionPieces(tx, [parcel.trackingNo])).length > 0) return
  const [row] = await tx
    .select({ status: logisticsParcel.status })
    .from(logisticsParcel)
    .where(eq(logisticsParcel.id, parcel.id))
  const customs: string[] = [PARCEL_STATUS.customsReturned, PARCEL_STATUS.customsHeld]
  if (row?.status === PARCEL_STATUS.onHold)
    await recordParcelEvents(tx, [parcel], 'HOLD_RELEASED', { operator, time })
  else if (redeclared && row && customs.includes(row.status))
    await recordParcelEvents(tx, [parcel], 'REDECLARED', { operator, time })
}
