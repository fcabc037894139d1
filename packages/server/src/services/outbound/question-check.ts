import { and, inArray, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { questionPiece } from '../../db/schema'

/** The open 问题件 (not 已处理) of these tracking numbers, by number. */
export async function openQuestionTypes(tx: Db, trackingNos: string[]): Promise<Map<string, string>> {
  if (trackingNos.length === 0) return new Map()
  const rows = await tx
    .select({ waybillNo: questionPiece.waybillNo, questionType: questionPiece.questionType })
    .from(questionPiece)
    .where(and(inArray(questionPiece.waybillNo, trackingNos), ne(questionPiece.status, '2')))
  return new Map(rows.map((row) => [row.waybillNo, row.questionType]))
}
