import { PARCEL_EVENT_TYPES, type ParcelEventCode } from '@portico/contract'
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { logisticsOrder, logisticsParcel, webhookDelivery, webhookEndpoint } from '../../db/schema'
import { newId } from '../shared/ids'
import { PARCEL_EVENT_WEBHOOKS, type WebhookEventType } from './catalog'

/** A failing delivery is retried for this long after its event (or its replay). */
export const RETRY_WINDOW_MS = 24 * 3600_000
const CHUNK = 2000

export interface WebhookEvent {
  customerId: number
  type: WebhookEventType
  data: Record<string, unknown>
}

/**
 * Writes the events into the outbox, in the caller's transaction: one delivery per event and endpoint of its
 * customer subscribed to its type. A customer without such an endpoint costs one small query.
 */
export async function queueWebhooks(tx: Db, events: readonly WebhookEvent[], at = new Date()): Promise<void> {
  if (events.length === 0) return
  const customers = [...new Set(events.map((e) => e.customerId))]
  const endpoints = await subscribedEndpoints(tx, customers)
  const rows: (typeof webhookDelivery.$inferInsert)[] = []
  for (const event of events) {
    const eventId = newId()
    for (const endpoint of endpoints) {
      if (endpoint.customerId !== event.customerId || !endpoint.events.includes(event.type)) continue
      rows.push({
        id: newId(),
        eventId,
        eventType: event.type,
        customerId: event.customerId,
        endpointId: endpoint.id,
        payload: { id: eventId, type: event.type, createdAt: at.toISOString(), data: event.data },
        nextAttemptAt: at.getTime(),
        retryUntil: at.getTime() + RETRY_WINDOW_MS,
        createTime: at,
      })
    }
  }
  for (let start = 0; start < rows.length; start += CHUNK)
    await tx.insert(webhookDelivery).values(rows.slice(start, start + CHUNK))
}

async function subscribedEndpoints(tx: Db, customers: number[] | null) {
  const rows = await tx
    .select({
      id: webhookEndpoint.id,
      customerId: webhookEndpoint.customerId,
      events: webhookEndpoint.events,
    })
    .from(webhookEndpoint)
    .where(
      and(
        eq(webhookEndpoint.status, '1'),
        customers === null ? undefined : inArray(webhookEndpoint.customerId, customers),
      ),
    )
  return rows.map((row) => ({ ...row, events: row.events.split(',') }))
}

export interface ParcelEventStep {
  time: Date
  timeZone?: string
  location?: string | null
  descriptionCn?: string
  descriptionEn?: string
}

/** The webhook of a trajectory step (received, out-stored, customs, handed over, delivered), for its parcels. */
export async function queueParcelWebhooks(
  tx: Db,
  parcels: readonly { id: string; trackingNo: string }[],
  code: ParcelEventCode,
  step: ParcelEventStep,
): Promise<void> {
  const type = PARCEL_EVENT_WEBHOOKS[code]
  if (!type) return
  const customers = [
    ...new Set(
      (await subscribedEndpoints(tx, null)).filter((e) => e.events.includes(type)).map((e) => e.customerId),
    ),
  ]
  if (customers.length === 0) return
  const standard = PARCEL_EVENT_TYPES[code]
  const event = {
    code,
    time: step.time.toISOString(),
    timeZone: step.timeZone ?? 'Asia/Shanghai',
    location: step.location ?? null,
    descriptionCn: step.descriptionCn ?? standard.cn,
    descriptionEn: step.descriptionEn ?? standard.en,
  }
  const events: WebhookEvent[] = []
  for (let start = 0; start < parcels.length; start += CHUNK) {
    const owned = await tx
      .select({
        trackingNo: logisticsParcel.trackingNo,
        customerId: logisticsParcel.customerId,
        orderNo: logisticsOrder.platformOrderNo,
      })
      .from(logisticsParcel)
      .leftJoin(logisticsOrder, eq(logisticsOrder.id, logisticsParcel.orderId))
      .where(
        and(
          inArray(
            logisticsParcel.id,
            parcels.slice(start, start + CHUNK).map((p) => p.id),
          ),
          inArray(logisticsParcel.customerId, customers),
        ),
      )
    for (const parcel of owned)
      events.push({
        customerId: parcel.customerId,
        type,
        data: { trackingNo: parcel.trackingNo, orderNo: parcel.orderNo, event },
      })
  }
  await queueWebhooks(tx, events, step.time)
}
