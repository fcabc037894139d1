import {
  PARCEL_EVENT_TYPES,
  PARCEL_STATUS,
  type ParcelEventCode,
  type ParcelStatus,
  type PublicLastMile,
  type PublicTrackingEvent,
  type PublicTrackingResult,
} from '@portico/contract'
import { and, asc, eq, inArray, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  logisticsOutBatch,
  logisticsParcel,
  logisticsSupplierBatch,
  parcelEvent,
  transportOverseasAgent,
} from '../../db/schema'
import { localTime } from '../logistics/trajectory-view'
import { type EnglishName, englishNames } from './place-names'

type EventRow = Pick<typeof parcelEvent.$inferSelect, 'eventCode' | 'eventTime' | 'timeZone' | 'location'>

/** The standard texts of the step, never the stored ones: an operator may have written a reason there. */
function toPublicEvent(row: EventRow, english: EnglishName): PublicTrackingEvent {
  const type = PARCEL_EVENT_TYPES[row.eventCode as ParcelEventCode]
  return {
    eventCode: row.eventCode,
    eventTime: row.eventTime.toISOString(),
    timeZone: row.timeZone,
    ...localTime(row.eventTime, row.timeZone),
    location: row.location,
    locationEn: english(row.location),
    descriptionCn: type?.cn ?? row.eventCode,
    descriptionEn: type?.en ?? row.eventCode,
  }
}

const notScanned = (trackingNo: string): PublicTrackingResult => ({
  trackingNo,
  status: null,
  events: [],
  lastMile: null,
})

/** Last-mile carriers of the parcels' line-haul batches, once an overseas agent took the batch over. */
async function lastMiles(
  db: Db,
  parcelIds: string[],
  english: EnglishName,
): Promise<Map<string, PublicLastMile>> {
  if (parcelIds.length === 0) return new Map()
  const rows = await db
    .select({ parcelId: logisticsParcel.id, carrier: transportOverseasAgent.name })
    .from(logisticsParcel)
    .innerJoin(logisticsOutBatch, eq(logisticsOutBatch.id, logisticsParcel.outBatchId))
    .innerJoin(logisticsSupplierBatch, eq(logisticsSupplierBatch.id, logisticsOutBatch.supplierBatchId))
    .innerJoin(transportOverseasAgent, eq(transportOverseasAgent.code, logisticsSupplierBatch.overseasAgent))
    .where(inArray(logisticsParcel.id, parcelIds))
  // No last-mile number is stored yet: the agent alone.
  return new Map(
    rows.map((row) => [
      row.parcelId,
      { carrier: row.carrier, carrierEn: english(row.carrier), trackingNo: null },
    ]),
  )
}

/**
 * What a buyer may see of each number, in the order asked: status, events in time order, last-mile carrier. A parcel
 * still only ordered (not scanned) answers exactly like a number we do not know.
 */
export async function publicTracking(db: Db, numbers: string[]): Promise<PublicTrackingResult[]> {
  if (numbers.length === 0) return []
  const parcels = await db
    .select({
      id: logisticsParcel.id,
      trackingNo: logisticsParcel.trackingNo,
      status: logisticsParcel.status,
    })
    .from(logisticsParcel)
    .where(
      and(inArray(logisticsParcel.trackingNo, numbers), ne(logisticsParcel.status, PARCEL_STATUS.ordered)),
    )
  if (parcels.length === 0) return numbers.map(notScanned)
  const english = await englishNames(db)
  const [events, carriers] = await Promise.all([
    db
      .select({
        trackingNo: parcelEvent.trackingNo,
        eventCode: parcelEvent.eventCode,
        eventTime: parcelEvent.eventTime,
        timeZone: parcelEvent.timeZone,
        location: parcelEvent.location,
      })
      .from(parcelEvent)
      .where(
        inArray(
          parcelEvent.trackingNo,
          parcels.map((p) => p.trackingNo),
        ),
      )
      .orderBy(asc(parcelEvent.trackingNo), asc(parcelEvent.eventTime), asc(parcelEvent.id)),
    lastMiles(
      db,
      parcels.map((p) => p.id),
      english,
    ),
  ])
  const byNumber = new Map<string, PublicTrackingResult>()
  for (const parcel of parcels) {
    byNumber.set(parcel.trackingNo, {
      trackingNo: parcel.trackingNo,
      status: parcel.status as ParcelStatus,
      events: [],
      lastMile: carriers.get(parcel.id) ?? null,
    })
  }
  for (const event of events) byNumber.get(event.trackingNo)?.events.push(toPublicEvent(event, english))
  return numbers.map((n) => byNumber.get(n) ?? notScanned(n))
}
