import { PARCEL_EVENT_TYPES, type ParcelEventCode } from '@portico/contract'
import { inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { logisticsParcel, parcelEvent } from '../../db/schema'

const EVENT_CHUNK = 5000

export interface ParcelStep {
  /** When it happened (default now) and where: the place's IANA time zone shows the local time. */
  time?: Date
  timeZone?: string
  location?: string | null
  /** A username, a job class or an import name. */
  operator: string
  /** Replaces the standard description of the event (e.g. with the exception's reason); English too. */
  descriptionCn?: string
  descriptionEn?: string
}

/**
 * Records one step of the journey for each parcel, inside the caller's transaction: a trajectory event per parcel,
 * and the parcel's status moved when the event moves it. Call it in the transaction that makes the step, so a
 * step and its trail are written together or not at all.
 */
export async function recordParcelEvents(
  tx: Db,
  parcels: readonly { id: string; trackingNo: string }[],
  code: ParcelEventCode,
  step: ParcelStep,
): Promise<void> {
  if (parcels.length === 0) return
  const type = PARCEL_EVENT_TYPES[code]
  const time = step.time ?? new Date()
  // One insert per chunk: a batch of 10,000 parcels is 2 round trips (PostgreSQL takes 65,535 parameters at most).
  for (let start = 0; start < parcels.length; start += EVENT_CHUNK) {
    await tx.insert(parcelEvent).values(
      parcels.slice(start, start + EVENT_CHUNK).map((parcel) => ({
        parcelId: parcel.id,
        trackingNo: parcel.trackingNo,
        eventCode: type.code,
        eventTime: time,
        timeZone: step.timeZone ?? 'Asia/Shanghai',
        location: step.location ?? null,
        descriptionCn: step.descriptionCn ?? type.cn,
        descriptionEn: step.descriptionEn ?? type.en,
        operator: step.operator,
      })),
    )
  }
  if ('status' in type) {
    await tx
      .update(logisticsParcel)
      .set({
        status: type.status,
        updateBy: step.operator,
        updateTime: time,
        version: sql`${logisticsParcel.version} + 1`,
      })
      .where(
        inArray(
          logisticsParcel.id,
          parcels.map((parcel) => parcel.id),
        ),
      )
  }
}
