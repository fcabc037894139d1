import { type InStoreScanBody, OPS_PERMS } from '@portico/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../../deps'
import { ok } from '../../http/envelope'
import { scanInStore } from '../../services/logistics/in-store-scan'
import {
  allParcels,
  inStoreOnly,
  type ParcelFilters,
  pageParams,
  parcelConditions,
  parcelFilterSchema,
  parcelPage,
} from '../../services/logistics/parcel-search'
import { sendParcelSheet } from '../../services/logistics/parcel-sheet'
import { actorOf } from '../../services/resources/scope'
import { objectSchema, str } from '../schemas'

const tags = ['site']
const BASE = '/site/inStoreScan'
const decimal = { type: ['string', 'number', 'null'] } as const

/**
 * 入库列表: the in-store scan (one parcel weighed at a station, checked against its channel, in one transaction)
 * and the list of parcels scanned in, with its export.
 */
export const inStoreScanRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps
  app.post<{ Body: InStoreScanBody }>(
    `${BASE}/scan`,
    {
      config: { permission: OPS_PERMS.inStoreScan },
      schema: {
        tags,
        summary:
          '入库扫描: accepted (weights, station, IN_STORE) or refused with the reason (a 问题件 raised, the parcel on hold); bad input is a 400',
        body: objectSchema(
          {
            trackingNo: str,
            stationCode: str,
            weight: decimal,
            lengthCm: decimal,
            widthCm: decimal,
            heightCm: decimal,
          },
          ['trackingNo', 'stationCode', 'weight'],
        ),
      },
    },
    async (request) => {
      const body = request.body
      const text = (v: unknown) => (v === null || v === undefined ? null : String(v))
      const actor = actorOf(request)
      const result = await scanInStore(
        db,
        {
          trackingNo: String(body.trackingNo),
          stationCode: String(body.stationCode),
          weight: text(body.weight) ?? '',
          lengthCm: text(body.lengthCm),
          widthCm: text(body.widthCm),
          heightCm: text(body.heightCm),
        },
        { username: actor.username, tenantId: actor.tenantId ?? 1 },
      )
      return ok(result, result.message)
    },
  )

  app.get<{ Querystring: ParcelFilters & { pageNo?: number; pageSize?: number } }>(
    `${BASE}/list`,
    {
      config: { permission: OPS_PERMS.inStoreList },
      schema: { tags, summary: 'Parcels scanned in, newest scan first', querystring: parcelFilterSchema },
    },
    async (request) => {
      const conditions = [inStoreOnly, ...parcelConditions(request.query, request.customerId)]
      return ok(await parcelPage(db, conditions, pageParams(request.query), 'inStoreTime'))
    },
  )

  app.get<{ Querystring: ParcelFilters }>(
    `${BASE}/exportXls`,
    {
      config: { permission: OPS_PERMS.inStoreExport },
      schema: { tags, summary: '入库列表 as .xlsx (the list filters)', querystring: parcelFilterSchema },
    },
    async (request, reply) => {
      const conditions = [inStoreOnly, ...parcelConditions(request.query, request.customerId)]
      return sendParcelSheet(deps, request, reply, '入库列表', await allParcels(db, conditions))
    },
  )
}
