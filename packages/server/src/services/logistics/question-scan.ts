import {
  PARCEL_EVENT_TYPES,
  PARCEL_STATUS,
  type ParcelEventCode,
  type ParcelStatus,
  QUESTION_HANDLING_STATUS,
  type QuestionScanLookup,
} from '@portico/contract'
import { and, desc, eq, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { logisticsParcel, parcelEvent, questionPiece } from '../../db/schema'
import { badRequest, conflict, notFound } from '../../http/envelope'
import { dictTextMap } from '../dicts/dicts'
import { questionViews } from './parcel-detail'
import { parcelRowWhere } from './parcel-rows'
import { openQuestionPieces, QUESTION_DONE, raiseQuestion } from './question-pieces'
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

/** Registers a 问题件 found at a scan; a known parcel not yet on hold goes on hold (EXCEPTION). */
export async function registerQuestion(
  db: Db,
  body: RegisterQuestion,
  actor: QuestionActor,
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
    const id = await raiseQuestion(tx, {
      waybillNo: number,
      questionType: body.questionType,
      description: description || typeText,
      images: body.images || null,
      tenantId: actor.tenantId,
      operator: actor.username,
    })
    if (parcel && parcel.status !== PARCEL_STATUS.onHold)
      await recordParcelEvents(tx, [parcel], 'EXCEPTION', {
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
 * The status a held parcel goes back to: the one its last step before the hold set (in store, bagged, departed…;
 * 已下单 when a scan refused it before it was ever weighed in).
 */
async function statusBeforeHold(tx: Db, parcelId: string): Promise<ParcelStatus> {
  const steps = await tx
    .select({ code: parcelEvent.eventCode })
    .from(parcelEvent)
    .where(eq(parcelEvent.parcelId, parcelId))
    .orderBy(desc(parcelEvent.eventTime), desc(parcelEvent.id))
  for (const { code } of steps) {
    const type = PARCEL_EVENT_TYPES[code as ParcelEventCode]
    if (type && 'status' in type && type.status !== PARCEL_STATUS.onHold) return type.status
  }
  return PARCEL_STATUS.ordered
}

/**
 * Records the decision on an open 问题件 of the caller's tenant, in one transaction: it becomes 已处理, the parcel
 * gets EXCEPTION_HANDLED and follows the decision — re-label, contact and re-declare release it (back to the status
 * it had before the hold) once no other 问题件 holds it; return and destroy end it (已退回).
 */
export async function handleQuestion(
  db: Db,
  id: string,
  handling: string,
  actor: QuestionActor,
  at = new Date(),
): Promise<{ parcelStatus: string | null }> {
  const next = QUESTION_HANDLING_STATUS[handling]
  const text = HANDLED_TEXT[handling]
  if (!next || !text) throw badRequest('请选择处理方式')
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
    const [parcel] = await tx
      .select()
      .from(logisticsParcel)
      .where(eq(logisticsParcel.trackingNo, question.waybillNo))
      .for('update')
    if (!parcel) return { parcelStatus: null }
    await recordParcelEvents(tx, [parcel], 'EXCEPTION_HANDLED', {
      time: now,
      operator: actor.username,
      descriptionCn: text.cn,
      descriptionEn: text.en,
    })
    if (next === PARCEL_STATUS.returned) {
      await recordParcelEvents(tx, [parcel], 'RETURNED', {
        time: now,
        operator: actor.username,
        ...(handling === 'DESTROY'
          ? { descriptionCn: '包裹已按规定销毁', descriptionEn: 'Disposed of' }
          : {}),
      })
      return { parcelStatus: PARCEL_STATUS.returned }
    }
    const stillHeld = (await openQuestionPieces(tx, [parcel.trackingNo])).some((q) => q.id !== id)
    if (stillHeld || parcel.status !== PARCEL_STATUS.onHold) return { parcelStatus: parcel.status }
    const status = await statusBeforeHold(tx, parcel.id)
    await tx
      .update(logisticsParcel)
      .set({ status, updateBy: actor.username, updateTime: now })
      .where(and(eq(logisticsParcel.id, parcel.id), ne(logisticsParcel.status, status)))
    return { parcelStatus: status }
  })
}
