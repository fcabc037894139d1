import {
  PARCEL_STATUS_TEXT,
  type ParcelEventView,
  type ParcelStatus,
  type ParcelTrajectory,
  TRAJECTORY_MAX,
} from '@portico/contract'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { logisticsParcel, parcelEvent } from '../../db/schema'
import { badRequest } from '../../http/envelope'

const formats = new Map<string, Intl.DateTimeFormat>()

/** `yyyy-MM-dd HH:mm:ss` and `+08:00` of an instant at a place (an unknown zone falls back to UTC). */
export function localTime(instant: Date, timeZone: string): { localTime: string; utcOffset: string } {
  let format = formats.get(timeZone)
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        timeZoneName: 'longOffset',
      })
    } catch {
      return localTime(instant, 'UTC')
    }
    formats.set(timeZone, format)
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]))
  const offset = (parts.timeZoneName ?? 'GMT').replace('GMT', '') || '+00:00'
  return {
    localTime: `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`,
    utcOffset: offset,
  }
}

type EventRow = typeof parcelEvent.$inferSelect

export function toEventView(row: EventRow): ParcelEventView {
  return {
    eventCode: row.eventCode,
    eventTime: row.eventTime.toISOString(),
    timeZone: row.timeZone,
    ...localTime(row.eventTime, row.timeZone),
    location: row.location,
    descriptionCn: row.descriptionCn,
    descriptionEn: row.descriptionEn,
  }
}

/**
 * The trajectories of up to 100 tracking numbers, in the order asked, each in time order; numbers of parcels the
 * caller may not see (another customer's) answer as not found.
 */
export async function trajectories(
  db: Db,
  numbers: string[],
  customerId: number | null,
): Promise<ParcelTrajectory[]> {
  if (numbers.length > TRAJECTORY_MAX) throw badRequest(`一次最多查询 ${TRAJECTORY_MAX} 个运单号`)
  if (numbers.length === 0) return []
  const upper = [...new Set(numbers.map((n) => n.trim().toUpperCase()))]
  const parcels = await db
    .select({ trackingNo: logisticsParcel.trackingNo, status: logisticsParcel.status })
    .from(logisticsParcel)
    .where(
      and(
        inArray(logisticsParcel.trackingNo, upper),
        ...(customerId === null ? [] : [eq(logisticsParcel.customerId, customerId)]),
      ),
    )
  const found = new Map(parcels.map((p) => [p.trackingNo, p.status as ParcelStatus]))
  const events =
    found.size === 0
      ? []
      : await db
          .select()
          .from(parcelEvent)
          .where(inArray(parcelEvent.trackingNo, [...found.keys()]))
          .orderBy(asc(parcelEvent.trackingNo), asc(parcelEvent.eventTime), asc(parcelEvent.id))
  const byNumber = new Map<string, ParcelEventView[]>()
  for (const event of events) {
    const list = byNumber.get(event.trackingNo) ?? []
    list.push(toEventView(event))
    byNumber.set(event.trackingNo, list)
  }
  return upper.map((trackingNo) => {
    const status = found.get(trackingNo) ?? null
    return {
      trackingNo,
      found: status !== null,
      status,
      ...(status ? { status_dictText: PARCEL_STATUS_TEXT[status] } : {}),
      events: byNumber.get(trackingNo) ?? [],
    }
  })
}
