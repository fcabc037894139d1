import { packageActions, splitNumbers } from '@portico/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../../deps'
import { ok } from '../../http/envelope'
import { parcelDetail } from '../../services/logistics/parcel-detail'
import { allParcels, pageParams, parcelConditions, parcelPage } from '../../services/logistics/parcel-search'
import { sendParcelSheet } from '../../services/logistics/parcel-sheet'
import { trajectories } from '../../services/logistics/trajectory-view'
import { maskStaffNames } from '../../services/resources/staff-fields'
import { serveAction } from '../serve-action'

/**
 * 包裹信息 and 包裹轨迹: the parcel list, one parcel's detail (order, goods, trajectory, 问题件) and the
 * trajectories of up to 100 numbers. A customer's users see their own parcels only.
 */
/** 入库人 and the like: a customer's user sees a neutral text there. */
const PARCEL_STAFF_FIELDS = ['inStoreBy', 'createBy', 'updateBy']

export const packageRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps
  serveAction(app, packageActions.list, async (request) => {
    const page = await parcelPage(
      db,
      parcelConditions(request.query, request.customerId),
      pageParams(request.query),
    )
    maskStaffNames(request, page.records as never[], PARCEL_STAFF_FIELDS)
    return ok(page)
  })

  serveAction(app, packageActions.exportXls, async (request, reply) => {
    const rows = await allParcels(db, parcelConditions(request.query, request.customerId))
    maskStaffNames(request, rows as never[], PARCEL_STAFF_FIELDS)
    return sendParcelSheet(deps, request, reply, '包裹信息', rows)
  })

  serveAction(app, packageActions.queryById, async (request) => {
    const detail = await parcelDetail(db, request.query.id, request.customerId)
    maskStaffNames(request, [detail.parcel] as never[], PARCEL_STAFF_FIELDS)
    return ok(detail)
  })

  serveAction(app, packageActions.trajectory, async (request) =>
    ok(await trajectories(db, splitNumbers(request.query.trackingNo), request.customerId)),
  )
}
