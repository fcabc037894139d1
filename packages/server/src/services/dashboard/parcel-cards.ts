import { PARCEL_STATUS } from '@portico/contract'
import { and, count, eq, gte, inArray, isNull, lt, notExists, or, type SQL, sql, sum } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client'
import { inStoreLine, logisticsParcel } from '../../db/schema'
import { chinaDaySql, chinaDayStart } from '../shared/china-days'

const S = PARCEL_STATUS
/** In our warehouse: scanned in, bagged, or held by a question piece. */
export const IN_STORE_STATUSES = [S.inStore, S.bagged, S.onHold]
/** Left our warehouse, not yet delivered. */
export const IN_TRANSIT_STATUSES = [S.outStore, S.inTransit, S.arrived, S.cleared]

/** Every customer's parcels for the platform's staff, a customer's own for its users. */
const ofCustomer = (customerId: number | null): SQL | undefined =>
  customerId === null ? undefined : eq(logisticsParcel.customerId, customerId)

/** Parcels per GMT+8 day of a timestamp column since `from`. */
async function parcelsPerDay(
  db: Db,
  column: typeof logisticsParcel.inStoreTime | typeof logisticsParcel.outStoreTime,
  customerId: number | null,
  from: Date,
  only?: SQL,
) {
  const day = chinaDaySql(column)
  const rows = await db
    .select({ day, n: count() })
    .from(logisticsParcel)
    .where(and(ofCustomer(customerId), gte(column, from), only))
    .groupBy(day)
  return new Map(rows.map((r) => [r.day, Number(r.n)]))
}

/** Received by 入库扫描: a parcel received through a 批量入库 line is counted as that line already. */
const notOnABatchLine = (db: Db) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(inStoreLine)
      .where(eq(inStoreLine.trackingNo, logisticsParcel.trackingNo)),
  )

/** Parcels scanned in per day since `from` (the logistics scan, beside 批量入库's lines). */
export const scannedInPerDay = (db: Db, customerId: number | null, from: Date) =>
  parcelsPerDay(db, logisticsParcel.inStoreTime, customerId, from, notOnABatchLine(db))

/** Parcels that left the warehouse per day since `from`. */
export const dispatchedPerDay = (db: Db, customerId: number | null, from: Date) =>
  parcelsPerDay(db, logisticsParcel.outStoreTime, customerId, from)

/** Parcels scanned in over [from, to), not counted as a 批量入库 line already. */
const scannedInDuring = (db: Db, customerId: number | null, from: Date, to: Date) =>
  and(
    ofCustomer(customerId),
    gte(logisticsParcel.inStoreTime, from),
    lt(logisticsParcel.inStoreTime, to),
    notOnABatchLine(db),
  )

/** Parcels scanned in and their weight per day over [from, to). */
export async function scannedInTrend(db: Db, customerId: number | null, from: Date, to: Date) {
  const day = chinaDaySql(logisticsParcel.inStoreTime)
  return db
    .select({ day, parcels: count(), weight: sum(logisticsParcel.actualWeight) })
    .from(logisticsParcel)
    .where(scannedInDuring(db, customerId, from, to))
    .groupBy(day)
}

/** The same parcels per channel. */
export function scannedInPerChannel(db: Db, customerId: number | null, from: Date, to: Date) {
  return db
    .select({ channel: logisticsParcel.channelCode, parcels: count() })
    .from(logisticsParcel)
    .where(scannedInDuring(db, customerId, from, to))
    .groupBy(logisticsParcel.channelCode)
}

async function countParcels(db: Db, where: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(logisticsParcel).where(where)
  return Number(row?.n ?? 0)
}

/**
 * Parcels in a stage now (by status), and at the start of today: they had entered it (`entered` before today) and not
 * yet left it (`left` empty or from today on), returned parcels aside.
 */
async function stageNowAndAtDayStart(
  db: Db,
  customerId: number | null,
  now: Date,
  stage: { statuses: string[]; entered: AnyPgColumn; left: AnyPgColumn },
) {
  const today = chinaDayStart(now)
  return {
    now: await countParcels(db, and(ofCustomer(customerId), inArray(logisticsParcel.status, stage.statuses))),
    atDayStart: await countParcels(
      db,
      and(
        ofCustomer(customerId),
        lt(stage.entered, today),
        or(isNull(stage.left), gte(stage.left, today)),
        sql`${logisticsParcel.status} <> ${S.returned}`,
      ),
    ),
  }
}

/** Parcels in the warehouse now, and at the start of today (scanned in before, not out by then). */
export const inStoreNowAndAtDayStart = (db: Db, customerId: number | null, now: Date) =>
  stageNowAndAtDayStart(db, customerId, now, {
    statuses: IN_STORE_STATUSES,
    entered: logisticsParcel.inStoreTime,
    left: logisticsParcel.outStoreTime,
  })

/** Parcels on their way now, and at the start of today (out before, not delivered by then). */
export const inTransitNowAndAtDayStart = (db: Db, customerId: number | null, now: Date) =>
  stageNowAndAtDayStart(db, customerId, now, {
    statuses: IN_TRANSIT_STATUSES,
    entered: logisticsParcel.outStoreTime,
    left: logisticsParcel.deliveredTime,
  })
