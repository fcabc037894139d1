import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { customerBill, logisticsParcel, parcelEvent } from '../../db/schema'
import type { Deps } from '../../deps'
import { badRequest, ok } from '../../http/envelope'
import { partnerPermission } from '../../services/partner/catalog'
import { PARTNER_BILL_COLUMNS } from '../../services/partner/partner-bill'
import { type PushedOrder, pushOrder } from '../../services/partner/push-order'
import { englishNames } from '../../services/tracking/place-names'
import { billPage, pushedOrderSchema, pushResultSchema, trackingSchema } from './open-v1-schemas'
import { installPartnerAuth } from './partner-auth'

const tags = ['partner API']
const security = [{ partnerSignature: [] }]
const MAX_TRACKING_NUMBERS = 20

/**
 * The partner API (/open/v1): a customer's system pushes orders, reads its parcels' tracking and its bills, with
 * requests signed by one of the customer's API keys (partner-auth.ts). Everything answers the JeecgBoot envelope.
 */
export const openV1Routes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps
  installPartnerAuth(app, deps)

  app.post<{ Body: PushedOrder }>(
    '/open/v1/orders',
    {
      config: { permission: partnerPermission('orders:write') },
      schema: {
        tags,
        security,
        summary:
          'Push an order (scope orders:write); idempotent by orderNo: pushing it again answers the same parcel',
        body: pushedOrderSchema,
        response: { 200: pushResultSchema },
      },
    },
    async (request) => {
      const { customerId, keyId } = request.partner!
      const result = await pushOrder(db, customerId, request.body, `api:${keyId}`)
      return ok(
        result,
        result.created
          ? `订单已创建，运单号 ${result.trackingNo}`
          : `订单 ${result.orderNo} 已存在（运单号 ${result.trackingNo}），未重复创建`,
      )
    },
  )

  app.get<{ Querystring: { trackingNo: string } }>(
    '/open/v1/tracking',
    {
      config: { permission: partnerPermission('tracking:read') },
      schema: {
        tags,
        security,
        summary: `Tracking of the customer's own parcels (scope tracking:read): up to ${MAX_TRACKING_NUMBERS} numbers, comma-separated`,
        querystring: {
          type: 'object',
          properties: { trackingNo: { type: 'string', minLength: 1, maxLength: 1000 } },
          required: ['trackingNo'],
        },
        response: { 200: trackingSchema },
      },
    },
    async (request) => {
      const numbers = [
        ...new Set(
          request.query.trackingNo
            .split(',')
            .map((n) => n.trim().toUpperCase())
            .filter(Boolean),
        ),
      ]
      if (numbers.length === 0 || numbers.length > MAX_TRACKING_NUMBERS)
        throw badRequest(`一次查询1到${MAX_TRACKING_NUMBERS}个运单号`)
      const parcels = await db
        .select({
          id: logisticsParcel.id,
          trackingNo: logisticsParcel.trackingNo,
          status: logisticsParcel.status,
        })
        .from(logisticsParcel)
        .where(
          and(
            inArray(logisticsParcel.trackingNo, numbers),
            eq(logisticsParcel.customerId, request.partner!.customerId),
          ),
        )
      const events = parcels.length
        ? await db
            .select({
              parcelId: parcelEvent.parcelId,
              code: parcelEvent.eventCode,
              time: parcelEvent.eventTime,
              timeZone: parcelEvent.timeZone,
              location: parcelEvent.location,
              descriptionCn: parcelEvent.descriptionCn,
              descriptionEn: parcelEvent.descriptionEn,
            })
            .from(parcelEvent)
            .where(
              inArray(
                parcelEvent.parcelId,
                parcels.map((p) => p.id),
              ),
            )
            .orderBy(asc(parcelEvent.eventTime), asc(parcelEvent.id))
        : []
      const found = new Set(parcels.map((p) => p.trackingNo))
      const english = events.length ? await englishNames(db) : () => null
      return ok({
        parcels: parcels.map((parcel) => ({
          trackingNo: parcel.trackingNo,
          status: parcel.status,
          events: events
            .filter((e) => e.parcelId === parcel.id)
            .map(({ parcelId: _id, time, ...event }) => ({
              ...event,
              locationEn: english(event.location),
              time: time.toISOString(),
            })),
        })),
        // Another customer's number is "not found" too: nothing tells it exists.
        notFound: numbers.filter((n) => !found.has(n)),
      })
    },
  )

  app.get<{ Querystring: { pageNo?: number; pageSize?: number } }>(
    '/open/v1/bills',
    {
      config: { permission: partnerPermission('bills:read') },
      schema: {
        tags,
        security,
        summary: "The customer's bills past draft, newest period first (scope bills:read)",
        querystring: {
          type: 'object',
          properties: {
            pageNo: { type: 'integer', minimum: 1, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
          },
        },
        response: { 200: billPage },
      },
    },
    async (request) => {
      const pageNo = request.query.pageNo ?? 1
      const pageSize = request.query.pageSize ?? 20
      const where = and(
        eq(customerBill.customerId, request.partner!.customerId),
        ne(customerBill.status, '0'),
      )
      const [records, [total]] = await Promise.all([
        db
          .select(PARTNER_BILL_COLUMNS)
          .from(customerBill)
          .where(where)
          .orderBy(desc(customerBill.periodStart))
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize),
        db.select({ total: count() }).from(customerBill).where(where),
      ])
      return ok({ records, total: total?.total ?? 0, current: pageNo, size: pageSize })
    },
  )
}
