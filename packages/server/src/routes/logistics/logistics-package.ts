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
import { maskStaffNames } from '../../services/resources/staff-fields'
import { str } from '../schemas'

const tags = ['package']
const BASE = '/logistics/package'

/**
 * 包裹信息 and 包裹轨迹: the parcel list, one parcel's detail (order, goods, trajectory, 问题件) and the
 * trajectories of up to 100 numbers. A customer's users see their own parcels only.
 */
/** 入库人 and the like: a customer's user sees a neutral text there. */
const PARCEL_STAFF_FIELDS = ['inStoreBy', 'createBy', 'updateBy']

export const packageRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps
  app.get<{ Querystring: ParcelFilters & { pageNo?: number; pageSize?: number } }>(
    `${BASE}/list`,
    {
      config: { permission: OPS_PERMS.packageList },
      schema: { tags, summary: 'Parcels by filters, newest first', querystring: parcelFilterSchema },
    },
    async (request) => {
      const page = await parcelPage(
        db,
        parcelConditions(request.query, request.customerId),
        pageParams(request.query),
      )
      maskStaffNames(request, page.records as never[], PARCEL_STAFF_FIELDS)
      return ok(page)
    },
  )

  app.get<{ Querystring: ParcelFilters }>(
    `${BASE}/exportXls`,
    {
      config: { permission: OPS_PERMS.packageExport },
      schema: { tags, summary: '包裹信息 as .xlsx (the list filters)', querystring: parcelFilterSchema },
    },
    async (request, reply) => {
      const rows = await allParcels(db, parcelConditions(request.query, request.customerId))
      maskStaffNames(request, rows as never[], PARCEL_STAFF_FIELDS)
      return sendParcelSheet(deps, request, reply, '包裹信息', rows)
    },
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
    async (request) => {
      const detail = await parcelDetail(db, request.query.id, request.customerId)
      maskStaffNames(request, [detail.parcel] as never[], PARCEL_STAFF_FIELDS)
      return ok(detail)
    },
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
