import { type Api, refusalOf, type SendOptions, summarize } from './api'
import type { Tally } from './harness'
import { type DeclaredRoute, endsSession, pathOf } from './routes'

/** Parameter names tried where a route declares no schema: the ones JeecgBoot routes commonly read. */
const COMMON_QUERY = ['id', 'ids', 'pageNo', 'pageSize', 'column', 'order', 'keyword', 'name', 'code']
const COMMON_BODY = ['id', 'ids', 'name', 'code', 'title', 'content', 'remark', 'username', 'password']
/** Query strings past this many parameters would outgrow the request line with long values. */
const MAX_LONG_QUERY_PARAMS = 6

const deepJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`

interface Payload {
  name: string
  value: string
  /** The shared input rule must refuse it (400), wherever it lands. */
  refused: boolean
  /** Only so many query parameters get it (long values). */
  maxQueryParams?: number
  /** Which query parameters get it (default: all). */
  only?: (name: string) => boolean
  /** Sent to routes that declare page parameters, in those only. */
  paging?: boolean
}

const PAGING = new Set(['pageNo', 'pageSize'])

/** The corpus: each payload goes into every parameter and body field of a route in one request. */
export const PAYLOADS: Payload[] = [
  { name: 'NUL', value: 'a\u0000b', refused: true },
  // Page numbers are bounded by the shared rule; the other parameters must cope with a huge number too.
  {
    name: 'huge page number',
    value: '100000000000000000000',
    refused: true,
    only: (n) => PAGING.has(n),
    paging: true,
  },
  { name: 'huge number', value: '100000000000000000000', refused: false, only: (n) => !PAGING.has(n) },
  { name: 'over-long string', value: 'x'.repeat(9000), refused: true, maxQueryParams: 1 },
  { name: 'long string', value: '长'.repeat(2000), refused: false, maxQueryParams: MAX_LONG_QUERY_PARAMS },
  { name: 'SQL', value: "1' or '1'='1' union select password,salt from sys_user--", refused: false },
  { name: 'script', value: '<img src=x onerror=alert(1)><script>alert(2)</script>', refused: false },
]

function queryWith(route: DeclaredRoute, payload: Payload): Record<string, string> {
  const names = (route.query.length ? route.query : COMMON_QUERY).filter(payload.only ?? (() => true))
  return Object.fromEntries(
    names.slice(0, payload.maxQueryParams ?? names.length).map((n) => [n, payload.value]),
  )
}

function bodyWith(route: DeclaredRoute, value: unknown): Record<string, unknown> {
  const names = route.body.length ? route.body : COMMON_BODY
  return Object.fromEntries(names.map((name) => [name, value]))
}

const hasBody = (route: DeclaredRoute) => route.method === 'POST' || route.method === 'PUT'

/** The requests of one route: each payload in its path, query and body, and a 5,000-deep JSON body. */
function requestsOf(
  route: DeclaredRoute,
): { payload: string; refused: boolean; path: string; options: SendOptions }[] {
  const applies = (payload: Payload) => !payload.paging || route.query.includes('pageNo')
  const requests = PAYLOADS.filter(applies).map((payload) => ({
    payload: payload.name,
    refused: payload.refused,
    path: pathOf(route, payload.maxQueryParams === 1 ? 'x' : payload.value),
    options: {
      query: queryWith(route, payload),
      ...(hasBody(route) && !payload.paging ? { body: bodyWith(route, payload.value) } : {}),
    } as SendOptions,
  }))
  if (hasBody(route)) {
    const field = route.body[0] ?? 'id'
    requests.push({
      payload: '5,000-deep JSON',
      refused: true,
      path: pathOf(route),
      options: {
        body: `{${JSON.stringify(field)}:${deepJson(5000)}}`,
        headers: { 'content-type': 'application/json' },
      },
    })
  }
  return requests
}

/**
 * Every route, signed in as the administrator (so requests reach the handlers), gets the corpus: never a 5xx,
 * never SQL error text, a stack or a secret in the reply; NUL, over-long and over-deep input is a 4xx.
 */
export async function checkHostileInput(
  api: Api,
  tally: Tally,
  routes: DeclaredRoute[],
  token: string,
  freshToken: () => Promise<string>,
): Promise<void> {
  await tally.forEach(routes, 4, async (route) => {
    await tally.check(`hostile input ${route.method} ${route.url}`, async () => {
      const problems: string[] = []
      for (const request of requestsOf(route)) {
        const caller = endsSession(route) ? await freshToken() : token
        const reply = await api.send(route.method, request.path, { ...request.options, token: caller })
        problems.push(...reply.issues.map((issue) => `${request.payload}: ${issue}`))
        if (request.refused && refusalOf(reply) === null)
          problems.push(`${request.payload} not refused: ${summarize(route.method, request.path, reply)}`)
      }
      return problems
    })
  })
}
