import { type Api, summarize } from './api'
import type { Tally } from './harness'
import { intendedCodes } from './intended-access'
import {
  type Caller,
  type DeclaredRoute,
  endsSession,
  expectedOutcome,
  outcomeOf,
  pathOf,
  safeRequest,
} from './routes'

/**
 * Every route × no token and each seeded role, against what its declaration says: no token -> 401 on every
 * non-public route, a role without the code -> 403, a role with it -> neither. Never a 5xx or a leak.
 */
export async function checkPermissions(
  api: Api,
  tally: Tally,
  routes: DeclaredRoute[],
  callers: Caller[],
): Promise<void> {
  await tally.forEach(routes, 4, async (route) => {
    await tally.check(`permission ${route.method} ${route.url}`, async () => {
      const problems: string[] = []
      for (const caller of callers) {
        const token = caller.token && endsSession(route) ? await api.login(caller.username!) : caller.token
        const path = pathOf(route)
        const reply = await api.send(route.method, path, { ...safeRequest(route), token })
        problems.push(...reply.issues.map((issue) => `${caller.name}: ${issue}`))
        const expected = expectedOutcome(route, caller)
        if (outcomeOf(reply) !== expected)
          problems.push(`${caller.name}: expected ${expected}, got ${summarize(route.method, path, reply)}`)
      }
      return problems
    })
  })
}

/**
 * Each role's grants on the server against the reviewed table (intended-access.ts): the codes a signed-in user of
 * the role holds are exactly its menus' buttons; 管理员 holds every code a route declares (the partner API aside).
 */
export async function checkRoleGrants(
  tally: Tally,
  routes: DeclaredRoute[],
  callers: Caller[],
): Promise<void> {
  const declared = new Set(
    routes
      .flatMap((route) => (Array.isArray(route.permission) ? route.permission : [route.permission]))
      .filter((code) => code.includes(':') && !code.startsWith('partner:')),
  )
  for (const caller of callers) {
    if (!caller.role) continue
    await tally.check(`grants of ${caller.name} match the reviewed table`, async () => {
      const intended = caller.role === 'admin' ? declared : intendedCodes(caller.role!)
      const missing = [...intended].filter((code) => !caller.codes.has(code)).sort()
      const extra =
        caller.role === 'admin' ? [] : [...caller.codes].filter((code) => !intended.has(code)).sort()
      return [
        ...(missing.length ? [`the server does not grant: ${missing.join(', ')}`] : []),
        ...(extra.length ? [`the server grants beyond the table: ${extra.join(', ')}`] : []),
      ]
    })
  }
}
