import { and, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { webhookAttempt, webhookDelivery, webhookEndpoint } from '../../db/schema'
import type { SecretBox } from '../shared/secret-box'
import type { OutboundPolicy } from './outbound-url'
import { hmacHex } from './signature'
import { type SendOutcome, sendWebhook } from './webhook-send'

export interface DispatcherOptions {
  /** Names this instance in claims and attempts. */
  instance: string
  policy: OutboundPolicy
  /** The clock (tests move it instead of sleeping). */
  now?: () => number
  batchSize?: number
  /** How long a claim holds a delivery; an instance that dies mid-delivery loses it after this. */
  claimMs?: number
}

type Delivery = typeof webhookDelivery.$inferSelect

const FIRST_RETRY_MS = 30_000
const LONGEST_WAIT_MS = 6 * 3600_000

/** Wait before the attempt after `attempts` failed ones: 30 s, 1 min, 2 min… doubling, at most 6 h. */
export const retryDelayMs = (attempts: number): number =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS)

/** Delivers the outbox: each due delivery is claimed by one instance, sent signed, and every attempt recorded. */
export class WebhookDispatcher {
  private readonly now: () => number
  private timer: NodeJS.Timeout | null = null
  private running: Promise<unknown> = Promise.resolve()

  constructor(
    private readonly db: Db,
    private readonly secrets: SecretBox,
    private readonly options: DispatcherOptions,
  ) {
    this.now = options.now ?? Date.now
  }

  /**
   * Takes up to a batch of due deliveries for this instance. The row lock (SKIP LOCKED) keeps concurrent
   * dispatchers off each other's rows, and the claim_until condition, checked again by the update, keeps a row
   * another instance claimed a moment ago from being claimed twice.
   */
  async claim(): Promise<Delivery[]> {
    const now = this.now()
    const due = this.db
      .select({ id: webhookDelivery.id })
      .from(webhookDelivery)
      .where(
        and(
          eq(webhookDelivery.status, '0'),
          lte(webhookDelivery.nextAttemptAt, now),
          lte(webhookDelivery.claimUntil, now),
        ),
      )
      .orderBy(webhookDelivery.nextAttemptAt)
      .limit(this.options.batchSize ?? 20)
      .for('update', { skipLocked: true })
    return this.db
      .update(webhookDelivery)
      .set({ claimUntil: now + (this.options.claimMs ?? 60_000), claimedBy: this.options.instance })
      .where(
        and(
          inArray(webhookDelivery.id, due),
          eq(webhookDelivery.status, '0'),
          lte(webhookDelivery.claimUntil, now),
        ),
      )
      .returning()
  }

  /** One attempt of a claimed delivery, recorded; then delivered, retried later or given up after 24 h. */
  async deliver(delivery: Delivery): Promise<SendOutcome> {
    const started = this.now()
    const [endpoint] = await this.db
      .select()
      .from(webhookEndpoint)
      .where(eq(webhookEndpoint.id, delivery.endpointId))
    let outcome: SendOutcome
    if (endpoint?.status !== '1') outcome = { statusCode: null, error: '回调地址已停用' }
    else {
      const body = JSON.stringify(delivery.payload)
      const timestamp = String(Math.floor(started / 1000))
      const signature = hmacHex(this.secrets.open(endpoint.secretSealed), `${timestamp}.${body}`)
      outcome = await sendWebhook(
        endpoint.url,
        body,
        {
          'user-agent': 'Portico-Webhooks/1',
          'x-portico-event-id': delivery.eventId,
          'x-portico-event-type': delivery.eventType,
          'x-portico-timestamp': timestamp,
          'x-portico-signature': `t=${timestamp},v1=${signature}`,
        },
        this.options.policy,
      )
    }
    const finished = this.now()
    const attempts = delivery.attempts + 1
    const delivered = outcome.error === null
    const next = finished + retryDelayMs(attempts)
    await this.db.transaction(async (tx) => {
      await tx.insert(webhookAttempt).values({
        deliveryId: delivery.id,
        attemptTime: new Date(started),
        statusCode: outcome.statusCode,
        error: outcome.error?.slice(0, 300) ?? null,
        durationMs: Math.max(0, finished - started),
        instance: this.options.instance,
      })
      await tx
        .update(webhookDelivery)
        .set({
          attempts: sql`${webhookDelivery.attempts} + 1`,
          status: delivered ? '1' : next > delivery.retryUntil ? '2' : '0',
          nextAttemptAt: delivered ? delivery.nextAttemptAt : next,
          claimUntil: 0,
          lastStatusCode: outcome.statusCode,
          lastError: outcome.error?.slice(0, 300) ?? null,
          deliveredTime: delivered ? new Date(finished) : null,
        })
        .where(and(eq(webhookDelivery.id, delivery.id), eq(webhookDelivery.claimedBy, this.options.instance)))
    })
    return outcome
  }

  /** Claims what is due and delivers it; answers how many were attempted. */
  async runOnce(): Promise<number> {
    const claimed = await this.claim()
    for (const delivery of claimed) await this.deliver(delivery)
    return claimed.length
  }

  start(intervalMs = 5_000, onError: (error: unknown) => void = () => {}): void {
    if (this.timer) return
    this.timer = setInterval(() => {
      this.running = this.running.then(() => this.runOnce().catch(onError))
    }, intervalMs)
    this.timer.unref()
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    await this.running
  }
}
