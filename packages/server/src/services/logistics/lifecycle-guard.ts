import {
  nextParcelState,
  PARCEL_EVENT_TYPES,
  PARCEL_INTERRUPTIONS,
  type ParcelAction,
  type ParcelEventCode,
  type ParcelPosition,
  type ParcelStatus,
} from '@portico/contract'
import { asc, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { logisticsParcel, parcelEvent } from '../../db/schema'
import { conflict, notFound } from '../../http/envelope'

const LOCK_CHUNK = 5000

export interface ParcelMove {
  id: string
  trackingNo: string
  from: ParcelPosition
  to: ParcelPosition
}

/**
 * The state an interruption stored before held_from_status existed interrupted: the last state a step before it
 * set (已下单 when none did).
 */
async function rememberedFromTrajectory(tx: Db, parcelId: string): Promise<ParcelStatus> {
  const steps = await tx
    .select({ code: parcelEvent.eventCode })
    .from(parcelEvent)
    .where(eq(parcelEvent.parcelId, parcelId))
    .orderBy(desc(parcelEvent.eventTime), desc(parcelEvent.id))
  for (const { code } of steps) {
    const type = PARCEL_EVENT_TYPES[code as ParcelEventCode]
    if (type && 'status' in type && !PARCEL_INTERRUPTIONS.includes(type.status)) return type.status
  }
  return '0'
}

/**
 * Locks the parcels (`for update`, in id order so two steps never deadlock) and checks each against the lifecycle:
 * where the action takes it, or a 409 naming the first parcel that may not take it. Writes nothing.
 */
export async function checkParcelAction(
  tx: Db,
  parcels: readonly { id: string; trackingNo: string }[],
  action: ParcelAction,
): Promise<ParcelMove[]> {
  const ids = [...new Set(parcels.map((parcel) => parcel.id))]
  const rows: { id: string; trackingNo: string; status: string; heldFromStatus: string | null }[] = []
  for (let start = 0; start < ids.length; start += LOCK_CHUNK)
    rows.push(
      ...(await tx
        .select({
          id: logisticsParcel.id,
          trackingNo: logisticsParcel.trackingNo,
          status: logisticsParcel.status,
          heldFromStatus: logisticsParcel.heldFromStatus,
        })
        .from(logisticsParcel)
        .where(inArray(logisticsParcel.id, ids.slice(start, start + LOCK_CHUNK)))
        .orderBy(asc(logisticsParcel.id))
        .for('update')),
    )
  if (rows.length !== ids.length) {
    const found = new Set(rows.map((row) => row.id))
    const missing = parcels.find((parcel) => !found.has(parcel.id))
    throw notFound(`包裹 ${missing?.trackingNo} 不存在`)
  }
  const moves: ParcelMove[] = []
  for (const row of rows) {
    const status = row.status as ParcelStatus
    let heldFrom = row.heldFromStatus as ParcelStatus | null
    if (!heldFrom && PARCEL_INTERRUPTIONS.includes(status))
      heldFrom = await rememberedFromTrajectory(tx, row.id)
    const next = nextParcelState(status, action, heldFrom)
    if (next.refused !== undefined) throw conflict(`${row.trackingNo} ${next.refused}`)
    moves.push({ id: row.id, trackingNo: row.trackingNo, from: { status, heldFrom }, to: next })
  }
  return moves
}
