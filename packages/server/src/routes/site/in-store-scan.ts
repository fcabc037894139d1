import { inStoreScanActions } from '@portico/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { Deps } from '../../deps'
import { ok } from '../../http/envelope'
import { scanInStore } from '../../services/logistics/in-store-scan'
import {
  allParcels,
  inStoreOnly,
  pageParams,
  parcelConditions,
  parcelPage,
} from '../../services/logistics/parcel-search'
import { sendParcelSheet } from '../../services/logistics/parcel-sheet'
import { actorOf } from '../../services/resources/scope'
import { serveAction } from '../serve-action'

/**
 * 入库列表: the in-store scan (one parcel weighed at a station, checked against its channel, in one transaction)
 * and the list of parcels scanned in, with its export.
 */
export const inStoreScanRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const { db } = deps
  serveAction(app, inStoreScanActions.scan, async (request) => {
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
  })

  serveAction(app, inStoreScanActions.list, async (request) => {
    const conditions = [inStoreOnly, ...parcelConditions(request.query, request.customerId)]
    return ok(await parcelPage(db, conditions, pageParams(request.query), 'inStoreTime'))
  })

  serveAction(app, inStoreScanActions.exportXls, async (request, reply) => {
    const conditions = [inStoreOnly, ...parcelConditions(request.query, request.customerId)]
    return sendParcelSheet(deps, request, reply, '入库列表', await allParcels(db, conditions))
  })
}
