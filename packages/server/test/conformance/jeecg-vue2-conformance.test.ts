import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API, login, startTestApp, type TestApp } from '../helpers/app'
import { dropRedisKeys, REDIS_URL, uniqueRedisPrefix } from '../helpers/redis'
import { CLIENT_CALLS, type ClientCall } from './jeecg-vue2-calls'

/**
 * Replays every recorded call of the JeecgBoot Vue2 client's 系统管理 and 系统监控 screens against this server (on
 * PGlite, with Redis for Redis监控) as admin, in order: HTTP 200, the envelope with success true (bare JSON for
 * actuator-style calls), and every field the client reads present.
 */
const prefix = uniqueRedisPrefix()
let t: TestApp
let admin: string
const captured: Record<string, unknown> = {}

beforeAll(async () => {
  t = await startTestApp({ redis: REDIS_URL, redisKeyPrefix: prefix })
  admin = await login(t.app, 'admin')
})
afterAll(async () => {
  await t?.close()
  await dropRedisKeys(prefix)
})

const substitute = (text: string) =>
  text.replace(/\$([A-Za-z]+)/g, (_, name: string) => {
    if (!(name in captured)) throw new Error(`no earlier call captured $${name}`)
    return String(captured[name])
  })

function resolve<T>(value: T): T {
  if (typeof value === 'string') return substitute(value) as T
  if (Array.isArray(value)) return value.map(resolve) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v)])) as T
  }
  return value
}

/** Every value at a dotted path; `a[]` fans out over the elements of `a`. Missing keys throw with the path. */
function valuesAt(root: unknown, path: string, mayBeEmpty: boolean): unknown[] {
  let current: unknown[] = [root]
  let walked = ''
  for (const segment of path.split('.')) {
    const fanOut = segment.endsWith('[]')
    const key = fanOut ? segment.slice(0, -2) : segment
    walked = walked ? `${walked}.${segment}` : segment
    current = current.flatMap((value) => {
      if (value === null || typeof value !== 'object' || !(key in value)) {
        throw new Error(`the answer has no ${walked}`)
      }
      const next = (value as Record<string, unknown>)[key]
      if (!fanOut) return [next]
      if (!Array.isArray(next)) throw new Error(`${walked} is not an array`)
      if (next.length === 0 && !mayBeEmpty) throw new Error(`${walked} is empty`)
      return next
    })
  }
  return current
}

const query = (params: Record<string, string | number> | undefined) =>
  params
    ? `?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`
    : ''

async function replay(call: ClientCall) {
  const response = await t.app.inject({
    method: call.method,
    url: `${API}${resolve(call.path)}${query(resolve(call.params))}`,
    headers: { 'x-access-token': admin },
    ...(call.body ? { payload: resolve(call.body) } : {}),
  })
  const body = response.json() as Record<string, unknown>
  const summary = `${response.statusCode} ${JSON.stringify(body).slice(0, 300)}`
  expect(response.statusCode, summary).toBe(200)
  if (!call.bare) {
    expect(body, summary).toMatchObject({ success: true, code: expect.any(Number) })
    expect(body, summary).toHaveProperty('message')
    expect(body, summary).toHaveProperty('result')
  }
  for (const path of call.reads) valuesAt(body, path, call.mayBeEmpty === true)
  for (const [name, path] of Object.entries(call.capture ?? {})) {
    const [value] = valuesAt(body, path, false)
    captured[name] = value
  }
}

describe('the JeecgBoot Vue2 client’s 系统管理 and 系统监控 calls', () => {
  for (const call of CLIENT_CALLS) {
    it(`${call.view}: ${call.action} — ${call.method} ${call.path}`, () => replay(call))
  }
})
