import type { Deps } from '../deps'
import { tokenOf } from '../http/access-token'
import { forbidden, unauthorized } from '../http/envelope'
import { isPartnerPermission } from '../services/partner/catalog'
import { findUserById, isUsable, permissionCodesOf, type UserRow } from '../services/users/current-user'
import { declaredRoutes, type RoutePermission } from './route-catalog'
import { unencapsulated } from './unencapsulated'

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission
  }
  interface FastifyRequest {
    user: UserRow | null
    token: string | null
    /** The signed-in interviewee on `interviewee` routes. */
    intervieweeId: string | null
  }
}

/** Resolves the token to a usable user and enforces each route's declared permission. */
export const authPlugin = unencapsulated<{ deps: Deps }>(async (app, { deps }) => {
  app.decorateRequest('user', null)
  app.decorateRequest('token', null)
  app.decorateRequest('intervieweeId', null)

  app.addHook('onRoute', (route) => {
    if (route.config?.permission === undefined) {
      throw new Error(`Route ${route.method} ${route.url} declares no permission (config.permission)`)
    }
    deps.routeCatalog.push(...declaredRoutes(route))
  })

  const { caches } = deps
  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config.permission
    if (permission === undefined) return // not-found handler
    // One round trip: drops this instance's cached users, permissions and dictionaries if another one changed them.
    await caches.stamps.check()
    // The partner API signs each request instead (routes/open/partner-auth.ts checks key, signature and scope).
    if (isPartnerPermission(permission)) return
    const token = tokenOf(request)
    if (permission === 'interviewee') {
      const id = token ? await deps.intervieweeSessions.resolve(token) : null
      if (!id) throw unauthorized()
      request.intervieweeId = id
      request.token = token
      return
    }
    if (token) {
      const userId = await deps.sessions.resolve(token)
      const user = userId
        ? ((await caches.users.load(userId, async () => (await findUserById(deps.db, userId)) ?? null)) ??
          undefined)
        : undefined
      if (isUsable(user)) {
        request.user = user
        request.token = token
      }
    }
    if (permission === 'public') return
    if (!request.user) throw unauthorized()
    if (permission === 'authenticated') return
    const required = Array.isArray(permission) ? permission : [permission]
    const userId = request.user.id
    const held = await caches.permissionCodes.load(userId, () => permissionCodesOf(deps.db, userId))
    if (!required.some((code) => held.has(code))) throw forbidden()
  })
})
