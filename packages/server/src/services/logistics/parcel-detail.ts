import type { ParcelDetail, QuestionView } from '@portico/contract'
import { and, asc, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  logisticsOrder,
  logisticsOrderItem,
  logisticsParcel,
  parcelEvent,
  questionPiece,
} from '../../db/schema'
import { notFound } from '../../http/envelope'
import { dictTextMap } from '../dicts/dicts'
import { formatDateTime } from '../shared/dates'
import { parcelRowWhere } from './parcel-rows'
import { toEventView } from './trajectory-view'

type QuestionRow = typeof questionPiece.$inferSelect

/** 问题件 rows with their dictionary texts. */
export async function questionViews(db: Db, rows: QuestionRow[]): Promise<QuestionView[]> {
  if (rows.length === 0) return []
  const [types, statuses] = await Promise.all([
    dictTextMap(db, 'question_type'),
    dictTextMap(db, 'question_status'),
  ])
  return rows.map((row) => ({
    id: row.id,
    waybillNo: row.waybillNo,
    questionType: row.questionType,
    questionType_dictText: types.get(row.questionType) ?? row.questionType,
    status: row.status,
    status_dictText: statuses.get(row.status) ?? row.status,
    description: row.description,
    images: row.images,
    handling: row.handling,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime),
  }))
}

/** A parcel with its order, goods, trajectory and 问题件; 404 when it is not the caller's to see. */
export async function parcelDetail(db: Db, id: string, customerId: number | null): Promise<ParcelDetail> {
  const parcel = await parcelRowWhere(
    db,
    and(
      eq(logisticsParcel.id, id),
      ...(customerId === null ? [] : [eq(logisticsParcel.customerId, customerId)]),
    )!,
  )
  if (!parcel) throw notFound('包裹不存在')
  const [orders, items, events, questions] = await Promise.all([
    parcel.orderId ? db.select().from(logisticsOrder).where(eq(logisticsOrder.id, parcel.orderId)) : [],
    parcel.orderId
      ? db
          .select()
          .from(logisticsOrderItem)
          .where(eq(logisticsOrderItem.orderId, parcel.orderId))
          .orderBy(asc(logisticsOrderItem.orderNum))
      : [],
    db
      .select()
      .from(parcelEvent)
      .where(eq(parcelEvent.parcelId, id))
      .orderBy(asc(parcelEvent.eventTime), asc(parcelEvent.id)),
    customerId === null
      ? db
          .select()
          .from(questionPiece)
          .where(eq(questionPiece.waybillNo, parcel.trackingNo))
          .orderBy(desc(questionPiece.createTime))
      : [],
  ])
  const order = orders[0]
  return {
    parcel,
    order: order
      ? {
          platformOrderNo: order.platformOrderNo,
          platform: order.platform,
          buyerName: order.buyerName,
          buyerPhone: order.buyerPhone,
          buyerCountry: order.buyerCountry,
          buyerState: order.buyerState,
          buyerCity: order.buyerCity,
          buyerAddress: order.buyerAddress,
          buyerPostcode: order.buyerPostcode,
          declaredValue: order.declaredValue,
          currency: order.currency,
          declaredWeight: order.declaredWeight,
          customsMode: order.customsMode,
        }
      : null,
    items: items.map(({ nameCn, nameEn, hsCode, quantity, unitValue, sku }) => ({
      nameCn,
      nameEn,
      hsCode,
      quantity,
      unitValue,
      sku,
    })),
    events: events.map(toEventView),
    questions: await questionViews(db, questions),
  }
}
