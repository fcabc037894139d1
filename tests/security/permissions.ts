import { type Api, summarize } from './api'
import type { Tally } from './harness'
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
        if (outcomeOf(reply.status) !== expected)
          problems.push(`${caller.name}: expected ${expected}, got ${summarize(route.method, path, reply)}`)
      }
      return problems
    })
  })
}
