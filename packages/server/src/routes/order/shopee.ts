import { numberPoolResource, SHOPEE_PERMS } from '@portico/contract'
import { and, desc, eq, inArray } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import {
  channelNumberPool,
  logisticsChannel,
  logisticsOrder,
  logisticsOrderItem,
  logisticsParcel,
  sysTenant,
} from '../../db/schema'
import type { Deps } from '../../deps'
import { contentDisposition } from '../../http/content-disposition'
import { badRequest, forbidden, ok } from '../../http/envelope'
import { readSingleFileForm } from '../../http/multipart'
import { ImportFormatError } from '../../services/excel/import-reader'
import { labelsPdf } from '../../services/labels/label-pdf'
import { importShopeeOrders } from '../../services/shopee/import-orders'
import { assignTrackingNumbers } from '../../services/shopee/number-pool'
import { numberPoolHooks } from '../../services/shopee/number-pool-hooks'
import { resourceRoutes } from '../resource-routes'
import { objectSchema, str } from '../schemas'

const tags = ['order']
const BASE = '/order/shopee'
const ids = { type: 'array', items: str, minItems: 1, maxItems: 1000 } as const

/** Shopee工具: import a Shopee order export, assign tracking numbers from the channels' pools, print labels. */
export const shopeeRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps
  await app.register(resourceRoutes(numberPoolResource, channelNumberPool, { ...numberPoolHooks, tags }), {
    deps,
  })

  app.get(
    `${BASE}/customers`,
    {
      config: { permission: SHOPEE_PERMS.view },
      schema: { tags, summary: 'The customers orders may be imported for (a customer user: only its own)' },
    },
    async (request) => {
      const rows = await db
        .select({ id: sysTenant.id, name: sysTenant.name })
        .from(sysTenant)
        .where(
          and(
            eq(sysTenant.tenantType, 'customer'),
            request.customerId === null ? undefined : eq(sysTenant.id, request.customerId),
          ),
        )
        .orderBy(sysTenant.id)
      return ok(rows)
    },
  )

  app.get<{ Querystring: { awaiting?: string } }>(
    `${BASE}/parcels`,
    {
      config: { permission: SHOPEE_PERMS.view },
      schema: {
        tags,
        summary:
          'The newest 500 parcels of Shopee orders (awaiting=1: only those still on the platform number)',
        querystring: { type: 'object', properties: { awaiting: str } },
      },
    },
    async (request) => {
      const rows = await db
        .select({
          id: logisticsParcel.id,
          trackingNo: logisticsParcel.trackingNo,
          platformTrackingNo: logisticsParcel.platformTrackingNo,
          trackingAssignedTime: logisticsParcel.trackingAssignedTime,
          channelCode: logisticsParcel.channelCode,
          destinationCountry: logisticsParcel.destinationCountry,
          status: logisticsParcel.status,
          customerId: logisticsParcel.customerId,
          platformOrderNo: logisticsOrder.platformOrderNo,
          buyerName: logisticsOrder.buyerName,
          declaredWeight: logisticsOrder.declaredWeight,
          createTime: logisticsParcel.createTime,
        })
        .from(logisticsParcel)
        .innerJoin(logisticsOrder, eq(logisticsOrder.id, logisticsParcel.orderId))
        .where(
          and(
            eq(logisticsOrder.platform, 'SHOPEE'),
            request.customerId === null ? undefined : eq(logisticsParcel.customerId, request.customerId),
          ),
        )
        .orderBy(desc(logisticsParcel.createTime), desc(logisticsParcel.id))
        .limit(500)
      return ok(
        request.query.awaiting === '1' ? rows.filter((row) => row.trackingAssignedTime === null) : rows,
      )
    },
  )

  app.post(
    `${BASE}/importExcel`,
    {
      config: { permission: SHOPEE_PERMS.import },
      schema: {
        tags,
        summary:
          'Multipart Shopee order export (.xlsx, `file` or `files[]`), `foreignKeys` JSON {customerId, channelCode?}: per-row errors; valid orders imported',
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const { file, fields } = await readSingleFileForm(request, deps.uploadMaxBytes)
      let keys: { customerId?: unknown; channelCode?: unknown } = {}
      try {
        keys = JSON.parse(fields.foreignKeys ?? '{}')
      } catch {
        throw badRequest('foreignKeys 不是JSON')
      }
      const customerId = request.customerId ?? Number(keys.customerId)
      if (!Number.isInteger(customerId) || customerId <= 0) throw badRequest('请选择客户')
      if (request.customerId !== null && Number(keys.customerId ?? customerId) !== request.customerId)
        throw forbidden('只能为本公司导入订单')
      const [customer] = await db
        .select({ id: sysTenant.id })
        .from(sysTenant)
        .where(and(eq(sysTenant.id, customerId), eq(sysTenant.tenantType, 'customer')))
      if (!customer) throw badRequest('客户不存在')
      const channelCode = typeof keys.channelCode === 'string' && keys.channelCode ? keys.channelCode : null
      try {
        const report = await importShopeeOrders(db, file.data, {
          customerId,
          channelCode,
          actor: request.user!.username,
        })
        if (report.totalCount === 0) throw badRequest('文件导入失败:文件中没有数据行')
        if (report.errorCount === 0)
          return ok(report, `文件导入成功！订单数：${report.orderCount}，数据行数：${report.successCount}`)
        const lines = report.errors.slice(0, 50).map((e) => `第${e.row}行：${e.message}`)
        if (report.errors.length > 50) lines.push(`……共${report.errors.length}行错误`)
        return ok(
          {
            ...report,
            msg: `总行数：${report.totalCount}，已导入：${report.successCount}行（${report.orderCount}个订单），错误：${report.errorCount}行\n${lines.join('\n')}`,
          },
          '文件导入成功，但有错误。',
          201,
        )
      } catch (error) {
        if (error instanceof ImportFormatError) throw badRequest(`文件导入失败:${error.message}`)
        throw error
      }
    },
  )

  app.post<{ Body: { ids: string[] } }>(
    `${BASE}/assign`,
    {
      config: { permission: SHOPEE_PERMS.assign },
      schema: {
        tags,
        summary: "分配单号: numbers from each parcel's channel pool, all or nothing",
        body: objectSchema({ ids }, ['ids']),
      },
    },
    async (request) => {
      const result = await assignTrackingNumbers(
        db,
        request.body.ids,
        request.user!.username,
        request.customerId,
      )
      return ok(result, `已分配 ${result.length} 个单号`)
    },
  )

  app.post<{ Body: { ids: string[] } }>(
    `${BASE}/labels`,
    {
      config: { permission: SHOPEE_PERMS.print },
      schema: {
        tags,
        summary: 'One PDF of 100×100 mm labels, one per parcel, tracking number as Code 128',
        body: objectSchema({ ids }, ['ids']),
      },
    },
    async (request, reply) => {
      const rows = await db
        .select({ parcel: logisticsParcel, order: logisticsOrder, channelName: logisticsChannel.name })
        .from(logisticsParcel)
        .innerJoin(logisticsOrder, eq(logisticsOrder.id, logisticsParcel.orderId))
        .leftJoin(logisticsChannel, eq(logisticsChannel.code, logisticsParcel.channelCode))
        .where(
          and(
            inArray(logisticsParcel.id, request.body.ids),
            request.customerId === null ? undefined : eq(logisticsParcel.customerId, request.customerId),
          ),
        )
        .orderBy(logisticsParcel.trackingNo)
      if (rows.length === 0) throw badRequest('请选择包裹')
      const senders = new Map(
        (await db.select({ id: sysTenant.id, name: sysTenant.name }).from(sysTenant)).map((t) => [
          t.id,
          t.name,
        ]),
      )
      const items = await db
        .select({
          orderId: logisticsOrderItem.orderId,
          name: logisticsOrderItem.nameEn,
          qty: logisticsOrderItem.quantity,
        })
        .from(logisticsOrderItem)
        .where(
          inArray(
            logisticsOrderItem.orderId,
            rows.map((row) => row.order.id),
          ),
        )
      const pdf = await labelsPdf(
        rows.map(({ parcel, order, channelName }) => ({
          heading: channelName ?? parcel.channelCode,
          barcode: parcel.trackingNo,
          corner: parcel.destinationCountry,
          lines: [
            { label: '寄件人', value: senders.get(parcel.customerId) ?? String(parcel.customerId) },
            { label: '收件人', value: `${order.buyerName}  ${order.buyerPhone ?? ''}` },
            {
              label: '地址',
              value: [order.buyerAddress, order.buyerCity, order.buyerState, order.buyerPostcode]
                .filter(Boolean)
                .join(', '),
            },
            { label: '订单', value: `Shopee ${order.platformOrderNo}` },
            {
              label: '重量',
              value: `${parcel.billableWeight ?? parcel.actualWeight ?? order.declaredWeight ?? '—'} kg`,
            },
            {
              label: '物品',
              value: items
                .filter((item) => item.orderId === order.id)
                .map((item) => `${item.name} ×${item.qty}`)
                .join('; '),
            },
          ],
        })),
      )
      return reply
        .type('application/pdf')
        .header('Content-Disposition', contentDisposition('attachment', `面单_${rows.length}件.pdf`))
        .send(pdf)
    },
  )
}
