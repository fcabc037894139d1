import {
  ACTIONS,
  type ActionQuery,
  type ActionResult,
  type monitorActions,
  type TracePage,
} from '@portico/contract'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { DeclaredRoute } from '../../src/plugins/route-catalog'
import { assertRoutesDeclared } from '../../src/routes/action-registry-check'
import { API, withTestApp } from '../helpers/app'
import { expectRefused } from '../helpers/refusals'

const t = withTestApp({ admin: 'admin' }, { testRoutes: true })

const route = (method: string, url: string, action?: string): DeclaredRoute => ({
  method,
  url: `${API}${url}`,
  permission: 'authenticated',
  ...(action ? { action } : {}),
  websocket: false,
  query: [],
  body: [],
})

/** Every declared action served from its declaration, and nothing else. */
const servedAsDeclared = () => ACTIONS.map((action) => route(action.method, action.path, action.key))

describe('the action registry', () => {
  it('is served: the started server has a route for every declared action, made from its declaration', async () => {
    expect(ACTIONS.length).toBeGreaterThan(5)
    const catalog = await t.app.inject({ method: 'GET', url: `${API}/test/routes` })
    const routes = (catalog.json() as { result: DeclaredRoute[] }).result
    const byKey = new Map(routes.map((served) => [`${served.method} ${served.url}`, served]))
    for (const action of ACTIONS) {
      const served = byKey.get(`${action.method} ${API}${action.path}`)
      expect(served?.action, action.key).toBe(action.key)
      expect(served?.permission, action.key).toEqual(action.permission)
    }
  })

  it('validates a request with the declaration’s schema', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `${API}/sys/monitor/trace?status=abc`,
      headers: { 'X-Access-Token': t.admin },
    })
    expectRefused(answer, 500)
    const accepted = await t.app.inject({
      method: 'GET',
      url: `${API}/sys/monitor/trace?status=2xx`,
      headers: { 'X-Access-Token': t.admin },
    })
    expect(accepted.json()).toMatchObject({ success: true, result: { capacity: 1000 } })
  })

  it('refuses a route that no declaration names, naming it', () => {
    const stray = [...servedAsDeclared(), route('GET', '/sys/stray/list')]
    expect(() => assertRoutesDeclared(stray, API, [])).toThrow(/GET \/sys\/stray\/list: not declared/)
    expect(() => assertRoutesDeclared(stray, API, ['GET /sys/stray/list'])).not.toThrow()
  })

  it('refuses a declared action that is not served, or served by hand', () => {
    const [first, ...rest] = servedAsDeclared()
    expect(() => assertRoutesDeclared(rest, API, [])).toThrow(/declared, not served/)
    const byHand = [route(first!.method, first!.url.slice(API.length)), ...rest]
    expect(() => assertRoutesDeclared(byHand, API, [])).toThrow(/served by hand/)
  })

  it('refuses an undeclared-route entry that is declared now or no longer served (the list only shrinks)', () => {
    const action = ACTIONS[0]!
    expect(() => assertRoutesDeclared(servedAsDeclared(), API, [action.key])).toThrow(/remove it/)
    expect(() => assertRoutesDeclared(servedAsDeclared(), API, ['GET /sys/gone'])).toThrow(/not served/)
  })

  it('types the client from the same declaration', () => {
    expectTypeOf<ActionQuery<typeof monitorActions.trace>>().toEqualTypeOf<{
      keyword?: string
      method?: string
      status?: string
      username?: string
    }>()
    expectTypeOf<ActionResult<typeof monitorActions.trace>>().toEqualTypeOf<TracePage>()
  })
})
