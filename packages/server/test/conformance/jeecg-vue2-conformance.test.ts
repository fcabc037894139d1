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

/**
 * Refusals as the Vue2 client reads them (its request.js shows `message` when `success` is false, warns on 510, and
 * logs out on HTTP 401): JeecgBoot answers them HTTP 200 with the outcome in the envelope's code.
 */
const REFUSALS: {
  what: string
  method: 'GET' | 'POST'
  path: string
  as?: string
  body?: object
  answer: { status: number; code: number; message: string }
}[] = [
  {
    what: '用户管理 adds an account that exists',
    method: 'POST',
    path: '/sys/user/add',
    as: 'admin',
    body: {
      username: 'admin',
      realname: '重名',
      password: 'Admin-Again-2026',
      confirmpassword: 'Admin-Again-2026',
      phone: '13600009876',
      email: 'again@portico.example.com',
    },
    answer: { status: 200, code: 500, message: '用户账号已存在' },
  },
  {
    what: '日志管理 without its permission',
    method: 'GET',
    path: '/sys/log/list',
    as: 'zhangwei',
    answer: { status: 200, code: 510, message: '没有权限，请联系管理员授权' },
  },
  {
    what: 'a path the server does not have',
    method: 'GET',
    path: '/sys/noSuchScreen/list',
    as: 'admin',
    answer: { status: 200, code: 404, message: '路径不存在，请检查路径是否正确' },
  },
  {
    what: 'a call without a token',
    method: 'GET',
    path: '/sys/user/list',
    answer: { status: 401, code: 401, message: 'Token失效，请重新登录!' },
  },
]

describe('refusals the JeecgBoot Vue2 client reads from the envelope', () => {
  for (const refusal of REFUSALS) {
    it(`${refusal.what}: HTTP ${refusal.answer.status}, code ${refusal.answer.code}`, async () => {
      const token = refusal.as === undefined ? undefined : await login(t.app, refusal.as)
      const response = await t.app.inject({
        method: refusal.method,
        url: `${API}${refusal.path}`,
        headers: token ? { 'x-access-token': token } : {},
        ...(refusal.body ? { payload: refusal.body } : {}),
      })
      const body = response.json() as { success: boolean; code: number; message: string }
      expect({
        status: response.statusCode,
        success: body.success,
        code: body.code,
        message: body.message,
      }).toEqual({
        ...refusal.answer,
        success: false,
      })
    })
  }
})

describe('the JeecgBoot Vue2 client’s 系统管理 and 系统监控 calls', () => {
  for (const call of CLIENT_CALLS) {
    it(`${call.view}: ${call.action} — ${call.method} ${call.path}`, () => replay(call))
  }
})
