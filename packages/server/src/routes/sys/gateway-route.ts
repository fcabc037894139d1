import { gatewayRouteResource } from '@portico/contract'
import { sysGatewayRoute } from '../../db/schema'
import { gatewayRouteHooks } from '../../services/sys-config/gateway-routes'
import { resourceRoutes } from '../resource-routes'

/** 网关路由: the routes' list and form; predicates and filters are checked JSON. */
export const gatewayRouteRoutes = resourceRoutes(gatewayRouteResource, sysGatewayRoute, {
  tags: ['gateway'],
  ...gatewayRouteHooks,
})
