import { PARCEL_EVENT_TYPES, type ParcelEventCode } from '@portico/contract'
import { inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { logisticsParcel, parcelEvent } from '../../db/schema'
import { queueParcelWebhooks } from '../partner/webhook-outbox'
import { checkParcelAction, type ParcelMove } from './lifecycle-guard'

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
 * The one way a parcel changes: records one step of the journey for each parcel, inside the caller's transaction.
 * The parcels are locked and checked against the lifecycle (contract `PARCEL_LIFECYCLE`) first: when one may not
 * take the step, a 409 names it and nothing is written (the caller's transaction rolls back). Otherwise each gets a
 * trajectory event and moves where the lifecycle says (a hold remembering what it interrupted, a release restoring
 * it). Call it in the transaction that makes the step, so a step and its trail are written together or not at all;
 * the step's webhooks (customers' subscribed endpoints) go into the outbox in the same transaction.
 */
export async function recordParcelEvents(
  tx: Db,
  parcels: readonly { id: string; trackingNo: string }[],
  code: ParcelEventCode,
  step: ParcelStep,
): Promise<void> {
  if (parcels.length === 0) return
  const moves = await checkParcelAction(tx, parcels, code)
  const type = PARCEL_EVENT_TYPES[code]
  const time = step.time ?? new Date()
  // One insert per chunk: a batch of 10,000 parcels is 2 round trips (PostgreSQL takes 65,535 parameters at most).
  for (let start = 0; start < moves.length; start += EVENT_CHUNK) {
    await tx.insert(parcelEvent).values(
      moves.slice(start, start + EVENT_CHUNK).map((parcel) => ({
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
  await moveParcels(tx, moves, step.operator, time)
  await queueParcelWebhooks(tx, moves, code, { ...step, time })
}

/** Writes the new positions: one update per distinct (status, remembered state), only for parcels that move. */
async function moveParcels(tx: Db, moves: ParcelMove[], operator: string, time: Date) {
  const groups = new Map<string, ParcelMove[]>()
  for (const move of moves) {
    if (move.to.status === move.from.status && move.to.heldFrom === move.from.heldFrom) continue
    const key = `${move.to.status}|${move.to.heldFrom ?? ''}`
    const group = groups.get(key)
    if (group) group.push(move)
    else groups.set(key, [move])
  }
  for (const group of groups.values()) {
    const { status, heldFrom } = group[0]!.to
    for (let start = 0; start < group.length; start += EVENT_CHUNK)
      await tx
        .update(logisticsParcel)
        .set({
          status,
          heldFromStatus: heldFrom,
          updateBy: operator,
          updateTime: time,
          version: sql`${logisticsParcel.version} + 1`,
        })
        .where(
          inArray(
            logisticsParcel.id,
            group.slice(start, start + EVENT_CHUNK).map((move) => move.id),
          ),
        )
  }
}
