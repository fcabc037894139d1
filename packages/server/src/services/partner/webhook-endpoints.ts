import { randomBytes } from 'node:crypto'
import { and, count, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { webhookAttempt, webhookDelivery, webhookEndpoint } from '../../db/schema'
import { badRequest, notFound } from '../../http/envelope'
import { newId } from '../shared/ids'
import type { SecretBox } from '../shared/secret-box'
import { WEBHOOK_EVENT_TYPES } from './catalog'
import { checkOutboundUrl, type OutboundPolicy, OutboundRefused } from './outbound-url'
import { RETRY_WINDOW_MS } from './webhook-outbox'

export interface NewEndpoint {
  customerId: number
  url: string
  events: string[]
  actor: string
}

function checkedEvents(events: readonly string[]): string[] {
  const unknown = events.filter((e) => !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(e))
  if (unknown.length) throw badRequest(`未知的事件类型：${unknown.join('、')}`)
  const chosen = WEBHOOK_EVENT_TYPES.filter((e) => events.includes(e))
  if (chosen.length === 0) throw badRequest('请至少选择一个事件类型')
  return chosen
}

const publicEndpoint = (row: typeof webhookEndpoint.$inferSelect) => {
  const { secretSealed: _sealed, ...rest } = row
  return { ...rest, events: row.events.split(',') }
}

/** Registers a URL (https, public host after DNS); the answer carries the signing secret, shown once. */
export async function registerEndpoint(
  db: Db,
  secrets: SecretBox,
  policy: OutboundPolicy,
  input: NewEndpoint,
) {
  const events = checkedEvents(input.events)
  try {
    await checkOutboundUrl(input.url.trim(), policy)
  } catch (error) {
    if (error instanceof OutboundRefused) throw badRequest(error.message)
    throw error
  }
  const secret = `whsec_${randomBytes(24).toString('base64url')}`
  const [row] = await db
    .insert(webhookEndpoint)
    .values({
      id: newId(),
      customerId: input.customerId,
      url: input.url.trim(),
      events: events.join(','),
      secretSealed: secrets.seal(secret),
      createBy: input.actor,
      createTime: new Date(),
    })
    .returning()
  return { ...publicEndpoint(row!), secret }
}

export async function listEndpoints(db: Db, customerId: number) {
  const rows = await db
    .select()
    .from(webhookEndpoint)
    .where(eq(webhookEndpoint.customerId, customerId))
    .orderBy(desc(webhookEndpoint.createTime))
  return rows.map(publicEndpoint)
}

export async function deleteEndpoint(db: Db, customerId: number, id: string) {
  const rows = await db
    .delete(webhookEndpoint)
    .where(and(eq(webhookEndpoint.id, id), eq(webhookEndpoint.customerId, customerId)))
    .returning({ id: webhookEndpoint.id })
  if (rows.length === 0) throw notFound('回调地址不存在')
}

/** 推送记录: the customer's deliveries, newest first, with their endpoint's URL. */
export async function listDeliveries(db: Db, customerId: number, pageNo: number, pageSize: number) {
  const where = eq(webhookDelivery.customerId, customerId)
  const [records, [total]] = await Promise.all([
    db
      .select({
        id: webhookDelivery.id,
        eventId: webhookDelivery.eventId,
        eventType: webhookDelivery.eventType,
        url: webhookEndpoint.url,
        status: webhookDelivery.status,
        attempts: webhookDelivery.attempts,
        nextAttemptAt: webhookDelivery.nextAttemptAt,
        lastStatusCode: webhookDelivery.lastStatusCode,
        lastError: webhookDelivery.lastError,
        deliveredTime: webhookDelivery.deliveredTime,
        createTime: webhookDelivery.createTime,
      })
      .from(webhookDelivery)
      .innerJoin(webhookEndpoint, eq(webhookEndpoint.id, webhookDelivery.endpointId))
      .where(where)
      .orderBy(desc(webhookDelivery.createTime), desc(webhookDelivery.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db.select({ total: count() }).from(webhookDelivery).where(where),
  ])
  return { records, total: total?.total ?? 0, current: pageNo, size: pageSize }
}

/** Every attempt of one of the customer's deliveries, oldest first. */
export async function deliveryAttempts(db: Db, customerId: number, deliveryId: string) {
  await ownDelivery(db, customerId, deliveryId)
  return db
    .select()
    .from(webhookAttempt)
    .where(eq(webhookAttempt.deliveryId, deliveryId))
    .orderBy(webhookAttempt.id)
}

async function ownDelivery(db: Db, customerId: number, id: string) {
  const [row] = await db
    .select({ id: webhookDelivery.id })
    .from(webhookDelivery)
    .where(and(eq(webhookDelivery.id, id), eq(webhookDelivery.customerId, customerId)))
  if (!row) throw notFound('推送记录不存在')
}

/** 重发: the delivery is due now again (same event id), retried for another 24 h if it fails. */
export async function resendDelivery(db: Db, customerId: number, id: string, now = Date.now()) {
  await ownDelivery(db, customerId, id)
  await db
    .update(webhookDelivery)
    .set({
      status: '0',
      nextAttemptAt: now,
      claimUntil: 0,
      retryUntil: now + RETRY_WINDOW_MS,
      deliveredTime: null,
    })
    .where(eq(webhookDelivery.id, id))
}
