import {
  nextParcelState,
  PARCEL_STATUS,
  type ParcelEventCode,
  QUESTION_HANDLING_STATUS,
  type QuestionScanLookup,
} from '@portico/contract'
import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { logisticsParcel, questionPiece } from '../../db/schema'
import { badRequest, conflict, notFound } from '../../http/envelope'
import { closeHeldDeclarations } from '../customs/inspections'
import { dictTextMap } from '../dicts/dicts'
import { queueProblemWebhook } from '../partner/record-webhooks'
import { questionViews } from './parcel-detail'
import { parcelRowWhere } from './parcel-rows'
import { QUESTION_DONE, QUESTION_TYPE, raiseQuestion, releaseWhenFree } from './question-pieces'
import { recordParcelEvents } from './trajectory'

export interface QuestionActor {
  username: string
  tenantId: number
}

const normal = (trackingNo: string) => trackingNo.trim().toUpperCase()

/** 问题件扫描: the number's parcel (if any) and its 问题件 of the caller's tenant, open ones first. */
export async function lookupQuestions(
  db: Db,
  trackingNo: string,
  tenantId: number,
): Promise<QuestionScanLookup> {
  const number = normal(trackingNo)
  const [parcel, rows] = await Promise.all([
    parcelRowWhere(db, eq(logisticsParcel.trackingNo, number)),
    db
      .select()
      .from(questionPiece)
      .where(and(eq(questionPiece.waybillNo, number), eq(questionPiece.tenantId, tenantId)))
      .orderBy(desc(questionPiece.createTime)),
  ])
  const views = await questionViews(db, rows)
  return {
    trackingNo: number,
    parcel,
    open: views.filter((q) => q.status !== QUESTION_DONE),
    handled: views.filter((q) => q.status === QUESTION_DONE),
  }
}

export interface RegisterQuestion {
  trackingNo: string
  questionType: string
  description?: string | null
  images?: string | null
}

/**
 * Registers a 问题件 found at a scan. A known parcel not yet on hold goes on hold (EXCEPTION, remembering its state);
 * on a delivered parcel the problem opens a claim (理赔: a 问题件 of the claim type, CLAIM_OPENED, no hold).
 */
export async function registerQuestion(
  db: Db,
  body: RegisterQuestion,
  actor: QuestionActor,
  at = new Date(),
): Promise<string> {
  const number = normal(body.trackingNo)
  if (!/^[A-Z0-9-]{4,40}$/.test(number)) throw badRequest('运单号为4-40位字母、数字或短横线')
  const types = await dictTextMap(db, 'question_type')
  const typeText = types.get(body.questionType)
  if (!typeText) throw badRequest('请选择问题类型')
  const description = body.description?.trim() ?? ''
  if (description.length > 500) throw badRequest('问题描述最长500个字符')
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db
    const [parcel] = await tx
      .select()
      .from(logisticsParcel)
      .where(eq(logisticsParcel.trackingNo, number))
      .for('update')
    const claim =
      parcel !== undefined &&
      nextParcelState(parcel.status, 'CLAIM_OPENED', parcel.heldFromStatus).refused === undefined
    const id = await raiseQuestion(tx, {
      waybillNo: number,
      questionType: claim ? QUESTION_TYPE.claim : body.questionType,
      description: claim
        ? `理赔：${typeText}${description ? `，${description}` : ''}`
        : description || typeText,
      images: body.images || null,
      tenantId: actor.tenantId,
      operator: actor.username,
      time: at,
    })
    if (claim)
      await recordParcelEvents(tx, [parcel], 'CLAIM_OPENED', {
        time: at,
        operator: actor.username,
        descriptionCn: `已登记理赔：${typeText}`,
        descriptionEn: 'Claim opened',
      })
    else if (parcel && parcel.status !== PARCEL_STATUS.onHold)
      await recordParcelEvents(tx, [parcel], 'EXCEPTION', {
        time: at,
        operator: actor.username,
        descriptionCn: `包裹异常，暂扣处理：${typeText}`,
      })
    return id
  })
}

const HANDLED_TEXT: Record<string, { cn: string; en: string }> = {
  RELABEL: { cn: '异常已处理：已重新贴标', en: 'Exception resolved: relabelled' },
  CONTACT: { cn: '异常已处理：已联系客户', en: 'Exception resolved: sender contacted' },
  REDECLARE: { cn: '异常已处理：已重新申报', en: 'Exception resolved: re-declared' },
  RETURN: { cn: '异常已处理：退回卖家', en: 'Exception resolved: returning to sender' },
  DESTROY: { cn: '异常已处理：按规定销毁', en: 'Exception resolved: disposed of' },
}

/**
 * Records the decision on an open 问题件 of the caller's tenant, in one transaction: it becomes 已处理, the parcel
 * gets EXCEPTION_HANDLED and follows the decision — return and destroy end it (已退回, 已销毁); re-declare resolves
 * a customs return or hold; any other decision releases a hold once no other 问题件 holds it (the lifecycle
 * restores the state the hold interrupted).
 */
export async function handleQuestion(
  db: Db,
  id: string,
  handling: string,
  actor: QuestionActor,
  at = new Date(),
): Promise<{ parcelStatus: string | null }> {
  const text = HANDLED_TEXT[handling]
  if (!QUESTION_HANDLING_STATUS[handling] || !text) throw badRequest('请选择处理方式')
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db
    const [question] = await tx
      .select()
      .from(questionPiece)
      .where(and(eq(questionPiece.id, id), eq(questionPiece.tenantId, actor.tenantId)))
      .for('update')
    if (!question) throw notFound('问题件不存在，可能已被删除')
    if (question.status === QUESTION_DONE) throw conflict('该问题件已处理')
    const now = at
    await tx
      .update(questionPiece)
      .set({
        status: QUESTION_DONE,
        handling,
        handleBy: actor.username,
        handleTime: now,
        updateBy: actor.username,
        updateTime: now,
      })
      .where(eq(questionPiece.id, id))
    await queueProblemWebhook(tx, 'problem.resolved', { ...question, handling }, now)
    const [parcel] = await tx
      .select({
        id: logisticsParcel.id,
        trackingNo: logisticsParcel.trackingNo,
        status: logisticsParcel.status,
      })
      .from(logisticsParcel)
      .where(eq(logisticsParcel.trackingNo, question.waybillNo))
    if (!parcel) return { parcelStatus: null }
    await recordParcelEvents(tx, [parcel], 'EXCEPTION_HANDLED', {
      time: now,
      operator: actor.username,
      descriptionCn: text.cn,
      descriptionEn: text.en,
    })
    const ending = ENDINGS[handling]
    if (ending) await recordParcelEvents(tx, [parcel], ending, { time: now, operator: actor.username })
    else await releaseWhenFree(tx, parcel, actor.username, now, handling === 'REDECLARE')
    const status = await parcelStatus(tx, parcel.id)
    if (parcel.status === PARCEL_STATUS.customsHeld && status !== PARCEL_STATUS.customsHeld)
      await closeHeldDeclarations(tx, parcel.id, text.cn, actor.username, now)
    return { parcelStatus: status }
  })
}

const ENDINGS: Record<string, ParcelEventCode> = { RETURN: 'RETURNED', DESTROY: 'DESTROYED' }

async function parcelStatus(tx: Db, parcelId: string): Promise<string> {
  const [row] = await tx
    .select({ status: logisticsParcel.status })
    .from(logisticsParcel)
    .where(eq(logisticsParcel.id, parcelId))
  return row!.status
}
