import { listPathOf, RESOURCES, type Resource, type ResourceAction } from '@portico/contract'
import type { FastifyInstance, HTTPMethods } from 'fastify'

/** The JeecgBoot route each resource action answers on, under the resource's base URL. */
const ACTION_ROUTES: Record<ResourceAction | 'queryById', [HTTPMethods, string]> = {
  list: ['GET', 'list'],
  queryById: ['GET', 'queryById'],
  add: ['POST', 'add'],
  edit: ['PUT', 'edit'],
  delete: ['DELETE', 'delete'],
  deleteBatch: ['DELETE', 'deleteBatch'],
  exportXls: ['GET', 'exportXls'],
  importExcel: ['POST', 'importExcel'],
}

/** `[METHOD, name]` of every route a resource's declaration requires (its actions, queryById, a tree's childList). */
function routesOf(resource: Resource): [HTTPMethods, string][] {
  const routes = (['queryById', ...resource.actions] as const).map((action): [HTTPMethods, string] =>
    action === 'list' ? ['GET', listPathOf(resource)] : ACTION_ROUTES[action],
  )
  return resource.tree ? [...routes, ['GET', 'childList']] : routes
}

/**
 * `METHOD /path` of every route a resource's declaration makes, without the prefix: its required routes and the POST
 * form of edit `resourceRoutes` also answers (JeecgBoot's Vue2 client edits by POST).
 */
export const resourceRouteKeys = (resource: Resource): string[] => [
  ...routesOf(resource).map(([method, name]) => `${method} ${resource.baseUrl}/${name}`),
  ...(resource.actions.includes('edit') ? [`POST ${resource.baseUrl}/edit`] : []),
]

/** `METHOD /path` of every route of `resource` that `app` has no route for. */
export function missingRoutesOf(app: FastifyInstance, prefix: string, resource: Resource): string[] {
  return routesOf(resource)
    .filter(([method, name]) => !app.hasRoute({ method, url: `${prefix}${resource.baseUrl}/${name}` }))
    .map(([method, name]) => `${method} ${prefix}${resource.baseUrl}/${name}`)
}

/** Whether `app` serves none of the routes of `resource` (no route file does). */
export const servesNoneOf = (app: FastifyInstance, prefix: string, resource: Resource): boolean =>
  missingRoutesOf(app, prefix, resource).length === routesOf(resource).length

/**
 * Refuses to start a server missing a route of a registered resource: the registry (`RESOURCES`) is what the menus,
 * the data log and the generated tests trust, so every entry must be served, by `resourceRoutes` or by hand.
 */
export function assertRegistryServed(app: FastifyInstance, prefix: string): void {
  const missing = RESOURCES.flatMap((resource) => missingRoutesOf(app, prefix, resource))
  if (missing.length > 0) throw new Error(`registered resources without a route: ${missing.join(', ')}`)
}

/** Refuses to serve a resource the registry does not hold (it would miss the checks that read the registry). */
export function assertRegistered(resource: Resource): void {
  if (!RESOURCES.includes(resource))
    throw new Error(
      `${resource.baseUrl}: not in the resource registry (export it from contract/src/resources)`,
    )
}
