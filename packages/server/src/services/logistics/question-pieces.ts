import { and, eq, inArray, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { questionPiece } from '../../db/schema'
import { newId } from '../shared/ids'

/** question_type codes the operations steps raise (dictionary question_type). */
export const QUESTION_TYPE = {
  badNumber: '5',
  noData: '6',
  overLimit: '7',
  duplicate: '8',
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

/** Writes a 问题件 in the caller's transaction and answers its id. */
export async function raiseQuestion(tx: Db, question: RaiseQuestion): Promise<string> {
  const id = newId()
  await tx.insert(questionPiece).values({
    id,
    waybillNo: question.waybillNo,
    questionType: question.questionType,
    status: '0',
    description: question.description.slice(0, 500),
    images: question.images ?? null,
    tenantId: question.tenantId,
    createBy: question.operator,
    createTime: question.time ?? new Date(),
  })
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
