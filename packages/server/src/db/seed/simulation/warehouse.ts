import { PARCEL_STATUS } from '@portico/contract'
import Decimal from 'decimal.js'
import { and, asc, eq, lt } from 'drizzle-orm'
import { scanInStore } from '../../../services/logistics/in-store-scan'
import { handleQuestion } from '../../../services/logistics/question-scan'
import type { Db } from '../../client'
import { logisticsOrder, logisticsParcel, questionPiece } from '../../schema'
import type { SimDay } from './clock'
import type { Counters } from './orders'
import type { Draws } from './random'

const CLERK = { username: 'lina', tenantId: 1 }
const SUPERVISOR = { username: 'zhangwei', tenantId: 1 }
/** Where each customer's parcels are dropped off (义乌's customer at the 义乌 pick-up point). */
const STATION: Record<number, string> = { 1001: 'SZ-SORT', 1002: 'YW-PICK', 1003: 'SZ-SORT' }

/**
 * 14:00: the clerk weighs in every parcel ordered before today. About 2 in 100 are over the channel's weight limit
 * (a 问题件 and a hold); every few days a parcel arrives whose number the system does not know.
 */
export async function scanArrivals(db: Db, draws: Draws, day: SimDay, counters: Counters): Promise<void> {
  const arrived = await db
    .select({
      trackingNo: logisticsParcel.trackingNo,
      customerId: logisticsParcel.customerId,
      declaredWeight: logisticsOrder.declaredWeight,
    })
    .from(logisticsParcel)
    .innerJoin(logisticsOrder, eq(logisticsOrder.id, logisticsParcel.orderId))
    .where(and(eq(logisticsParcel.status, PARCEL_STATUS.ordered), lt(logisticsParcel.createTime, day.start)))
    .orderBy(asc(logisticsParcel.createTime), asc(logisticsParcel.trackingNo))
  let minute = 0
  for (const parcel of arrived) {
    const overweight = draws.chance(0.02)
    const weight = overweight
      ? `${draws.int(31, 38)}.${draws.int(100, 999)}`
      : new Decimal(parcel.declaredWeight ?? '0.2')
          .times(draws.int(100, 180) / 100)
          .plus(draws.int(3, 25) / 100)
          .toFixed(3)
    const sizes = [draws.int(15, 45), draws.int(10, 30), draws.int(4, 20)].map(String)
    await scanInStore(
      db,
      {
        trackingNo: parcel.trackingNo,
        weight,
        lengthCm: sizes[0],
        widthCm: sizes[1],
        heightCm: sizes[2],
        stationCode: STATION[parcel.customerId] ?? 'SZ-SORT',
      },
      CLERK,
      day.at(14 + minute++ / 60),
    )
  }
  // Today always has one, so 问题件 and 工作台 open with a case to handle.
  if (draws.chance(0.3) || day.daysAgo === 0) {
    counters.serial++
    await scanInStore(
      db,
      { trackingNo: `TW${900_000_000_000 + counters.serial}`, weight: '0.640', stationCode: 'SZ-SORT' },
      CLERK,
      day.at(14 + minute / 60),
    )
  }
}

/**
 * 11:00: the supervisor handles the 问题件 raised before yesterday: an overweight parcel goes back to its sender, a
 * parcel nobody ordered is sorted out with the customers. Yesterday's and today's stay open on the screen.
 */
export async function handleProblems(db: Db, day: SimDay): Promise<void> {
  const open = await db
    .select({ id: questionPiece.id, waybillNo: questionPiece.waybillNo })
    .from(questionPiece)
    .where(
      and(
        eq(questionPiece.status, '0'),
        lt(questionPiece.createTime, new Date(day.start.getTime() - 86_400_000)),
      ),
    )
    .orderBy(asc(questionPiece.createTime))
  for (const [index, question] of open.entries()) {
    const [known] = await db
      .select({ id: logisticsParcel.id })
      .from(logisticsParcel)
      .where(eq(logisticsParcel.trackingNo, question.waybillNo))
    await handleQuestion(db, question.id, known ? 'RETURN' : 'CONTACT', SUPERVISOR, day.at(11 + index / 60))
  }
}
