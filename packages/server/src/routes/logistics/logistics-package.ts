import { OPS_PERMS, splitNumbers, TRAJECTORY_MAX } from '@portico/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../../deps'
import { ok } from '../../http/envelope'
import { parcelDetail } from '../../services/logistics/parcel-detail'
import {
  allParcels,
  type ParcelFilters,
  pageParams,
  parcelConditions,
  parcelFilterSchema,
  parcelPage,
} from '../../services/logistics/parcel-search'
import { sendParcelSheet } from '../../services/logistics/parcel-sheet'
import { trajectories } from '../../services/logistics/trajectory-view'
import { str } from '../schemas'

const tags = ['package']
const BASE = '/logistics/package'

/**
 * 包裹信息 and 包裹轨迹: the parcel list, one parcel's detail (order, goods, trajectory, 问题件) and the
 * trajectories of up to 100 numbers. A customer's users see their own parcels only.
 */
export const packageRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps
  app.get<{ Querystring: ParcelFilters & { pageNo?: number; pageSize?: number } }>(
    `${BASE}/list`,
    {
      config: { permission: OPS_PERMS.packageList },
      schema: { tags, summary: 'Parcels by filters, newest first', querystring: parcelFilterSchema },
    },
    async (request) =>
      ok(
        await parcelPage(db, parcelConditions(request.query, request.customerId), pageParams(request.query)),
      ),
  )

  app.get<{ Querystring: ParcelFilters }>(
    `${BASE}/exportXls`,
    {
      config: { permission: OPS_PERMS.packageExport },
      schema: { tags, summary: '包裹信息 as .xlsx (the list filters)', querystring: parcelFilterSchema },
    },
    async (request, reply) =>
      sendParcelSheet(
        deps,
        request,
        reply,
        '包裹信息',
        await allParcels(db, parcelConditions(request.query, request.customerId)),
      ),
  )

  app.get<{ Querystring: { id: string } }>(
    `${BASE}/queryById`,
    {
      config: { permission: OPS_PERMS.packageList },
      schema: {
        tags,
        summary: 'A parcel with its order, goods, trajectory and 问题件',
        querystring: { type: 'object', properties: { id: str }, required: ['id'] },
      },
    },
    async (request) => ok(await parcelDetail(db, request.query.id, request.customerId)),
  )

  app.get<{ Querystring: { trackingNo: string } }>(
    `${BASE}/trajectory`,
    {
      config: { permission: OPS_PERMS.trajectory },
      schema: {
        tags,
        summary: `Trajectories of up to ${TRAJECTORY_MAX} tracking numbers (comma separated): [{trackingNo, found, status, events}] in time order`,
        querystring: {
          type: 'object',
          properties: { trackingNo: { type: 'string', maxLength: 8000 } },
          required: ['trackingNo'],
        },
      },
    },
    async (request) => ok(await trajectories(db, splitNumbers(request.query.trackingNo), request.customerId)),
  )
}
