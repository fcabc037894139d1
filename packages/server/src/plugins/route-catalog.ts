import type { RouteOptions } from 'fastify'

/**
 * `public`: no token needed; `authenticated`: any signed-in user; `interviewee`: a signed-in job seeker of the
 * recruitment portal (their own accounts and tokens); `partner:<scope>`: a request signed with a customer's API key
 * holding that scope; otherwise a code or any of several codes.
 */
export type RoutePermission = 'public' | 'authenticated' | string | string[]

/** One registered API route as it was declared: what the security suite checks every route against. */
export interface DeclaredRoute {
  method: string
  url: string
  permission: RoutePermission
  /** The declared action it serves (`METHOD /path`), when registered by `serveAction`. */
  action?: string
  websocket: boolean
  /** The property names its querystring and body schemas declare (empty when it declares none). */
  query: string[]
  body: string[]
}

const propertiesOf = (schema: unknown): string[] => {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties
  return properties ? Object.keys(properties) : []
}

/** The catalog entries of a route being registered, one per method (HEAD answers as its GET does: left out). */
export function declaredRoutes(route: RouteOptions): DeclaredRoute[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method]
  const permission = route.config?.permission as RoutePermission
  return methods
    .filter((method) => method !== 'HEAD')
    .map((method) => ({
      method,
      url: route.url,
      permission,
      ...(route.config?.action ? { action: route.config.action as string } : {}),
      websocket: Boolean((route as { websocket?: boolean }).websocket),
      query: propertiesOf(route.schema?.querystring),
      body: propertiesOf(route.schema?.body),
    }))
}
