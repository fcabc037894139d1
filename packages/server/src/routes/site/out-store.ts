import { BAG_STATUS, OUT_STORE_PERMS, outBatchResource, PARCEL_STATUS } from '@portico/contract'
import { and, desc, eq, isNull } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { logisticsBag, logisticsChannel, logisticsOutBatch } from '../../db/schema'
import type { Deps } from '../../deps'
import { contentDisposition } from '../../http/content-disposition'
import { notFound, ok } from '../../http/envelope'
import { labelsPdf } from '../../services/labels/label-pdf'
import { bagParcels, closeBag, openBag, scanIntoBag } from '../../services/outbound/bags'
import { confirmOutStore, createOutBatch, outBatchDetail } from '../../services/outbound/out-batches'
import { resourceRoutes } from '../resource-routes'
import { objectSchema, str, strOrNum } from '../schemas'

const tags = ['site']
const BASE = '/site/outStore'
const idQuery = { type: 'object', properties: { id: str }, required: ['id'] } as const

/**
 * 新增出库 (scan parcels into bags of one channel, close them with their weight, put closed bags into an outbound
 * batch and confirm the out-store) and 出库列表 (outbound batches, a read-only declared resource, with their detail).
 */
export const outStoreRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps
  await app.register(resourceRoutes(outBatchResource, logisticsOutBatch, { tags }), { deps })

  app.get<{ Querystring: { id: string } }>(
    '/site/outBatch/detail',
    {
      config: { permission: outBatchResource.perms.list },
      schema: { tags, summary: "An outbound batch's bags, each with its parcels", querystring: idQuery },
    },
    async (request) => ok(await outBatchDetail(db, request.query.id)),
  )

  app.get<{ Querystring: { channelCode?: string } }>(
    `${BASE}/bags`,
    {
      config: { permission: OUT_STORE_PERMS.scan },
      schema: {
        tags,
        summary: 'Bags not yet in an outbound batch (open and closed), newest first',
        querystring: { type: 'object', properties: { channelCode: str } },
      },
    },
    async (request) => {
      const { channelCode } = request.query
      const rows = await db
        .select()
        .from(logisticsBag)
        .where(
          and(
            isNull(logisticsBag.outBatchId),
            channelCode ? eq(logisticsBag.channelCode, channelCode) : undefined,
          ),
        )
        .orderBy(desc(logisticsBag.createTime))
        .limit(200)
      return ok(rows)
    },
  )

  app.get<{ Querystring: { id: string } }>(
    `${BASE}/bagParcels`,
    {
      config: { permission: OUT_STORE_PERMS.scan },
      schema: { tags, summary: 'The parcels of a bag', querystring: idQuery },
    },
    async (request) => ok(await bagParcels(db, request.query.id)),
  )

  app.post<{ Body: { channelCode: string; stationCode?: string } }>(
    `${BASE}/openBag`,
    {
      config: { permission: OUT_STORE_PERMS.scan },
      schema: {
        tags,
        summary: 'Opens a bag for a channel (bag number generated)',
        body: objectSchema({ channelCode: str, stationCode: { type: ['string', 'null'] } }, ['channelCode']),
      },
    },
    async (request) => ok(await openBag(db, request.body, request.user!.username), '已开袋'),
  )

  app.post<{ Body: { bagId: string; trackingNo: string } }>(
    `${BASE}/scan`,
    {
      config: { permission: OUT_STORE_PERMS.scan },
      schema: {
        tags,
        summary:
          'Scans a parcel into an open bag; refused when unknown, of another channel, already bagged, not in store or with an open 问题件',
        body: objectSchema({ bagId: str, trackingNo: str }, ['bagId', 'trackingNo']),
      },
    },
    async (request) => {
      const { bagId, trackingNo } = request.body
      const result = await scanIntoBag(db, bagId, trackingNo, request.user!.username, request.customerId)
      return ok(result, `${result.parcel.trackingNo} 已装袋`)
    },
  )

  app.post<{ Body: { bagId: string; grossWeight: string | number } }>(
    `${BASE}/closeBag`,
    {
      config: { permission: OUT_STORE_PERMS.scan },
      schema: {
        tags,
        summary: 'Closes a bag with its weighed gross weight (kg)',
        body: objectSchema({ bagId: str, grossWeight: strOrNum }, ['bagId', 'grossWeight']),
      },
    },
    async (request) => {
      const { bagId, grossWeight } = request.body
      return ok(await closeBag(db, bagId, String(grossWeight ?? ''), request.user!.username), '已封袋')
    },
  )

  app.get<{ Querystring: { id: string } }>(
    `${BASE}/bagLabel`,
    {
      config: { permission: OUT_STORE_PERMS.scan },
      schema: {
        tags,
        summary: "A closed bag's 100×100 mm label (PDF, Code 128 bag number)",
        querystring: idQuery,
      },
    },
    async (request, reply) => {
      const [row] = await db
        .select({ bag: logisticsBag, channelName: logisticsChannel.name })
        .from(logisticsBag)
        .leftJoin(logisticsChannel, eq(logisticsChannel.code, logisticsBag.channelCode))
        .where(eq(logisticsBag.id, request.query.id))
      if (!row) throw notFound('袋不存在')
      const { bag } = row
      const pdf = await labelsPdf([
        {
          heading: row.channelName ?? bag.channelCode,
          barcode: bag.bagNo,
          lines: [
            { label: '渠道', value: bag.channelCode },
            { label: '站点', value: bag.stationCode ?? '—' },
            { label: '件数', value: String(bag.parcelCount) },
            { label: '袋重', value: bag.grossWeight ? `${bag.grossWeight} kg` : '未封袋' },
            {
              label: '封袋',
              value: `${bag.closeBy ?? '—'} ${bag.closeTime?.toISOString().slice(0, 16) ?? ''}`,
            },
          ],
          corner: bag.status === BAG_STATUS.open ? '未封' : undefined,
        },
      ])
      return reply
        .type('application/pdf')
        .header('Content-Disposition', contentDisposition('attachment', `袋标签_${bag.bagNo}.pdf`))
        .send(pdf)
    },
  )

  app.post<{ Body: { bagIds: string[]; remark?: string } }>(
    `${BASE}/createBatch`,
    {
      config: { permission: OUT_STORE_PERMS.dispatch },
      schema: {
        tags,
        summary: 'Puts closed bags of one channel into a new outbound batch',
        body: objectSchema(
          { bagIds: { type: 'array', items: str, maxItems: 500 }, remark: { type: ['string', 'null'] } },
          ['bagIds'],
        ),
      },
    },
    async (request) => ok(await createOutBatch(db, request.body, request.user!.username), '出库批次已创建'),
  )

  app.post<{ Body: { id: string } }>(
    `${BASE}/confirm`,
    {
      config: { permission: OUT_STORE_PERMS.dispatch },
      schema: {
        tags,
        summary: `确认出库: every parcel of the batch goes OUT_STORE (status ${PARCEL_STATUS.outStore})`,
        body: objectSchema({ id: str }, ['id']),
      },
    },
    async (request) => ok(await confirmOutStore(db, request.body.id, request.user!.username), '已确认出库'),
  )
}
