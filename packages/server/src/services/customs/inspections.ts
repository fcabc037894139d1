import {
  CUSTOMS_STATUS,
  INSPECTION_RESULT,
  INSPECTION_STATUS,
  type InspectionResult,
} from '@portico/contract'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { customsDeclaration, customsInspection } from '../../db/schema'
import { badRequest, conflict, notFound } from '../../http/envelope'
import { recordParcelEvents } from '../logistics/trajectory'
import { newId } from '../shared/ids'
import { type DeclarationRow, moveDeclaration } from './declarations'

/**
 * 布控: submitted declarations customs selected for inspection. Each gets an open inspection and turns 查验中;
 * only 已申报 ones can be selected.
 */
export async function selectForInspection(
  tx: Db,
  rows: DeclarationRow[],
  operator: string,
  note?: string | null,
  at = new Date(),
  response?: { code: string | null; message: string | null },
) {
  const now = at
  for (const row of rows) await moveDeclaration(tx, row.id, 'inspect', operator, response, now)
  await tx.insert(customsInspection).values(
    rows.map((row) => ({
      id: newId(),
      declarationId: row.id,
      declarationNo: row.declarationNo,
      parcelId: row.parcelId,
      trackingNo: row.trackingNo,
      customerId: row.customerId,
      note: note ?? null,
      createBy: operator,
      createTime: now,
    })),
  )
}

const RESULT_TEXT: Record<InspectionResult, string> = { RELEASE: '放行', HOLD: '扣留', RETURN: '退运' }

/**
 * 查验结果: 放行 releases the declaration (EXPORT_RELEASED), 扣留 holds the parcel (CUSTOMS_HELD, 海关扣留) and 退运
 * returns it (CUSTOMS_RETURNED, 海关退运; the declaration 已退单). Held and returned parcels go no further until a
 * 问题件 decision re-declares, returns or destroys them (lifecycle). The inspection, the declaration, the parcel and its trajectory
 * change together.
 */
export async function recordInspectionResult(
  tx: Db,
  input: { id: string; result: string; note?: string | null; customerId: number | null },
  operator: string,
  at = new Date(),
) {
  if (!Object.values(INSPECTION_RESULT).includes(input.result as InspectionResult))
    throw badRequest('查验结果无效，可选：放行、扣留、退运')
  const result = input.result as InspectionResult
  const note = input.note?.trim() || null
  if (result !== INSPECTION_RESULT.release && !note) throw badRequest(`${RESULT_TEXT[result]}须填写查验说明`)
  const [inspection] = await tx
    .select()
    .from(customsInspection)
    .where(
      and(
        eq(customsInspection.id, input.id),
        input.customerId === null ? undefined : eq(customsInspection.customerId, input.customerId),
      ),
    )
    .for('update')
  if (!inspection) throw notFound('查验记录不存在，可能已被删除')
  if (inspection.status !== INSPECTION_STATUS.waiting)
    throw conflict(`包裹 ${inspection.trackingNo} 的查验已处理，不能重复登记`)
  const now = at
  await tx
    .update(customsInspection)
    .set({
      status: INSPECTION_STATUS.done,
      result,
      note,
      resultTime: now,
      resultBy: operator,
      updateBy: operator,
      updateTime: now,
      version: sql`${customsInspection.version} + 1`,
    })
    .where(eq(customsInspection.id, inspection.id))
  const parcel = [{ id: inspection.parcelId, trackingNo: inspection.trackingNo }]
  const step = { operator, time: now }
  if (result === INSPECTION_RESULT.release) {
    const response = { code: null, message: '查验放行' }
    await moveDeclaration(tx, inspection.declarationId, 'release', operator, response, now)
    await recordParcelEvents(tx, parcel, 'EXPORT_RELEASED', step)
  } else if (result === INSPECTION_RESULT.hold) {
    await moveDeclaration(tx, inspection.declarationId, 'hold', operator, undefined, now)
    await recordParcelEvents(tx, parcel, 'CUSTOMS_HELD', {
      ...step,
      descriptionCn: `海关查验扣留：${note}`,
      descriptionEn: 'Held by customs after inspection',
    })
  } else {
    const response = { code: null, message: `查验退运：${note}` }
    await moveDeclaration(tx, inspection.declarationId, 'return', operator, response, now)
    await recordParcelEvents(tx, parcel, 'CUSTOMS_RETURNED', {
      ...step,
      descriptionCn: `海关查验退运：${note}`,
      descriptionEn: 'Returned by customs after inspection',
    })
  }
}

/**
 * A declaration stays 查验中 while customs holds its parcel. When the parcel's 问题件 decision ends the hold
 * (re-declared, returned to the seller or destroyed) the declaration closes as 已退单 with the decision as its
 * message, so none waits on an inspection that is over; a re-declared parcel's declaration can then be submitted again.
 */
export async function closeHeldDeclarations(
  tx: Db,
  parcelId: string,
  decision: string,
  operator: string,
  at: Date,
) {
  const held = await tx
    .select({ id: customsDeclaration.id })
    .from(customsDeclaration)
    .where(
      and(
        eq(customsDeclaration.parcelId, parcelId),
        eq(customsDeclaration.status, CUSTOMS_STATUS.inspecting),
      ),
    )
  for (const { id } of held)
    await moveDeclaration(tx, id, 'return', operator, { code: null, message: decision }, at)
}
