import { gatewayRouteActions, gatewayRouteResource } from '@portico/contract'
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { sysGatewayRoute } from '../../db/schema'
import type { Deps } from '../../deps'
import { forbidden, ok } from '../../http/envelope'
import { gatewayRouteHooks } from '../../services/sys-config/gateway-routes'
import { permissionCodesOf } from '../../services/users/current-user'
import { resourceRoutes } from '../resource-routes'
import { serveAction } from '../serve-action'

const { perms } = gatewayRouteResource

/**
 * 网关路由: the routes' list and form (predicates and filters are checked JSON), and `updateAll`, the one call
 * JeecgBoot's route drawer saves with: `{router: {...}}` adds it, or edits the route whose `id` it names.
 */
export const gatewayRouteRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(
    resourceRoutes(gatewayRouteResource, sysGatewayRoute, { tags: ['gateway'], ...gatewayRouteHooks }),
    {
      deps,
    },
  )

  serveAction(app, gatewayRouteActions.updateAll, async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>
    const nested = body.router
    const form =
      nested && typeof nested === 'object' && !Array.isArray(nested)
        ? (nested as Record<string, unknown>)
        : body
    const id = typeof form.id === 'string' ? form.id : ''
    const existing = id
      ? await deps.db
          .select({ id: sysGatewayRoute.id })
          .from(sysGatewayRoute)
          .where(eq(sysGatewayRoute.id, id))
      : []
    const needed = existing.length > 0 ? perms.edit : perms.add
    if (!(await permissionCodesOf(deps.db, request.user!.id)).has(needed)) throw forbidden()
    const service = deps.resources.get(gatewayRouteResource.table)!
    if (existing.length > 0) await service.edit(request, form)
    else await service.add(request, { ...form, id: undefined })
    return ok(null, '操作成功！')
  })
}
