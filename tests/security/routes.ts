import { type Api, type Reply, refusalOf, type SendOptions } from './api'
import { type TableRole, tableAllows } from './intended-access'

/** A route as the server declared it (the test-only `/test/routes` catalog). */
export interface DeclaredRoute {
  method: string
  url: string
  permission: string | string[]
  websocket: boolean
  query: string[]
  body: string[]
}

/** An id no seeded or created row has. */
export const NO_SUCH_ID = 'security-suite-no-such-id'

/** Every API route the running server registered, with its declared permission and parameters. */
export async function declaredRoutes(api: Api): Promise<DeclaredRoute[]> {
  const reply = await api.send<DeclaredRoute[]>('GET', '/test/routes')
  if (!reply.json?.success) throw new Error(`route catalog: ${reply.status} ${reply.text.slice(0, 200)}`)
  return reply.json.result
}

/** The route's path under /jeecg-boot with every path parameter (and wildcard) set to `value`. */
export function pathOf(route: DeclaredRoute, value = NO_SUCH_ID): string {
  return route.url
    .replace(/^\/jeecg-boot/, '')
    .replace(/:[A-Za-z0-9_]+/g, encodeURIComponent(value))
    .replace(/\*$/, encodeURIComponent(value))
}

/**
 * A request that cannot change seeded data: a read with no parameters; a write with an empty body aimed at an id
 * that does not exist.
 */
export function safeRequest(route: DeclaredRoute): SendOptions {
  if (route.method === 'GET') return {}
  if (route.method === 'DELETE') return { query: { id: NO_SUCH_ID, ids: NO_SUCH_ID } }
  return { body: {} }
}

/** Routes that end the caller's session: each call gets a token of its own. */
export const endsSession = (route: DeclaredRoute) => /\/logout$/.test(route.url)

export type Outcome = 'unauthorized' | 'forbidden' | 'allowed'

/**
 * A caller: no token, or a signed-in user of one demo role with the permission codes the server grants it (checked
 * against the reviewed table, never used to expect an outcome).
 */
export interface Caller {
  name: string
  role: 'admin' | TableRole | null
  username?: string
  token: string | null
  codes: Set<string>
}

/** The route's path under /jeecg-boot as declared (parameters left as `:name`). */
const declaredPath = (route: DeclaredRoute) => route.url.replace(/^\/jeecg-boot/, '')

/**
 * What this caller must get: from the route's declared kind and codes and the reviewed table of what each role is
 * meant to reach (intended-access.ts). A code declared on a route outside the role's menus is refused, so a route
 * declared with the wrong permission fails the suite.
 */
export function expectedOutcome(route: DeclaredRoute, caller: Caller): Outcome {
  const permission = route.permission
  if (permission === 'public') return 'allowed'
  // The partner API takes signed requests only (tests/security/partner.ts): a session token opens none of it.
  if (typeof permission === 'string' && permission.startsWith('partner:')) return 'unauthorized'
  // Interviewee routes take only the portal's own sessions: no staff token opens them.
  if (permission === 'interviewee' || !caller.token) return 'unauthorized'
  if (permission === 'authenticated') return 'allowed'
  // 管理员 holds every menu and button.
  if (caller.role === 'admin') return 'allowed'
  const required = Array.isArray(permission) ? permission : [permission]
  return caller.role && tableAllows(caller.role, declaredPath(route), required) ? 'allowed' : 'forbidden'
}

/** A refused call (invalid input, not found) still went past the permission check: allowed. */
export function outcomeOf(reply: Pick<Reply, 'status' | 'json'>): Outcome {
  const refusal = refusalOf(reply)
  return refusal === 'unauthorized' || refusal === 'forbidden' ? refusal : 'allowed'
}

/** The permission codes a signed-in user holds, as the app reads them (getUserPermissionByToken's `auth`). */
export async function codesOf(api: Api, token: string): Promise<Set<string>> {
  const reply = await api.send<{ auth: { action: string }[] }>(
    'GET',
    '/sys/permission/getUserPermissionByToken',
    {
      token,
    },
  )
  if (!reply.json?.success) throw new Error(`permissions: ${reply.status} ${reply.text.slice(0, 200)}`)
  return new Set(
    reply.json.result.auth
      .flatMap((item) => item.action.split(',').map((code) => code.trim()))
      .filter(Boolean),
  )
}
