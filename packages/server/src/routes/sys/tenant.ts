import { tenantActions, tenantResource } from '@portico/contract'
import { asc, inArray } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { sysTenant } from '../../db/schema'
import type { Deps } from '../../deps'
import { ok } from '../../http/envelope'
import { toSysTenant } from '../../services/shared/serializers'
import { tenantHooks } from '../../services/sys-config/tenants'
import { tenantIdsOf } from '../../services/users/current-user'
import { resourceRoutes } from '../resource-routes'
import { serveAction } from '../serve-action'

/** 租户管理 (list, queryById, add, edit, delete; admin only) and the login tenant picker's queryList. */
export const tenantRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(resourceRoutes(tenantResource, sysTenant, { tags: ['tenant'], ...tenantHooks }), {
    deps,
  })

  serveAction(app, tenantActions.queryList, async (request) => {
    const mine = tenantIdsOf(request.user!)
    const asked = request.query.ids ? request.query.ids.split(',').map((s) => Number(s.trim())) : mine
    const ids = asked.filter((id) => mine.includes(id))
    if (ids.length === 0) return ok([])
    const rows = await deps.db
      .select()
      .from(sysTenant)
      .where(inArray(sysTenant.id, ids))
      .orderBy(asc(sysTenant.id))
    return ok(rows.map(toSysTenant))
  })
}
