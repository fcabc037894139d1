import { ACTIONS, RESOURCES } from '@portico/contract'
import type { DeclaredRoute } from '../plugins/route-catalog'
import { resourceRouteKeys } from './resource-registry-check'
import { UNDECLARED_ROUTES } from './undeclared-routes'

const keyOf = (route: DeclaredRoute, prefix: string) => `${route.method} ${route.url.slice(prefix.length)}`

/**
 * Refuses to start a server whose routes and the registry disagree:
 * - a declared action without a route (the client would call a path that answers 404), or served by hand;
 * - a route that is neither a declared action nor a resource's, unless it is one of the routes written before the
 *   registry (`undeclared-routes.ts`, which may only shrink: an entry that is now declared or gone also refuses).
 */
export function assertRoutesDeclared(
  routes: readonly DeclaredRoute[],
  prefix: string,
  undeclared: readonly string[] = UNDECLARED_ROUTES,
): void {
  const ours = routes.filter(
    (route) => route.url.startsWith(`${prefix}/`) && !route.url.startsWith(`${prefix}/test/`),
  )
  const served = new Map(ours.map((route) => [keyOf(route, prefix), route]))
  const fromResources = new Set(RESOURCES.flatMap((resource) => resourceRouteKeys(resource)))
  const listed = new Set(undeclared)
  const problems: string[] = []
  for (const action of ACTIONS) {
    const route = served.get(action.key)
    if (!route) problems.push(`${action.key}: declared, not served`)
    else if (route.action !== action.key)
      problems.push(`${action.key}: served by hand, not from its declaration`)
  }
  for (const [key, route] of served) {
    const declared = route.action !== undefined || fromResources.has(key)
    if (declared && listed.has(key))
      problems.push(`${key}: declared now, remove it from undeclared-routes.ts`)
    if (!declared && !listed.has(key))
      problems.push(`${key}: not declared (add a defineAction to the contract)`)
  }
  for (const key of listed) if (!served.has(key)) problems.push(`${key}: listed as undeclared, not served`)
  if (problems.length > 0) throw new Error(`routes and the registry disagree:\n  ${problems.join('\n  ')}`)
}
