import type { Envelope, LoginResult } from '@portico/contract'
import { afterAll, beforeAll } from 'vitest'
import { createServer, type PorticoServer, type ServerOptions } from '../../src/server'
import { createTestDatabase, type TestDatabase } from './database'

export const CAPTCHA = 'abcd'
export const PASSWORD = '123456'
export const API = '/jeecg-boot'

export interface TestApp {
  app: PorticoServer
  testDb: TestDatabase
  close(): Promise<void>
}

export function testServerOptions(overrides: ServerOptions = {}): ServerOptions {
  return {
    captchaFixedCode: CAPTCHA,
    logger: false,
    demoPasswords: true,
    config: { adminPassword: PASSWORD, appDist: '/nonexistent-portico-app' },
    // Suites that test the scheduler turn it on; the others do not need it ticking against their database.
    scheduler: false,
    // Webhook suites drive their own dispatcher with their own clock.
    webhookDispatcher: false,
    ...overrides,
  }
}

export async function startTestApp(overrides: ServerOptions = {}): Promise<TestApp> {
  // The run's template is seeded with testServerOptions' own seed options; other ones need a fresh database.
  const ownSeed =
    ('demoPasswords' in overrides && overrides.demoPasswords !== true) ||
    ('adminPassword' in (overrides.config ?? {}) && overrides.config?.adminPassword !== PASSWORD)
  const testDb = await createTestDatabase({ seeded: !ownSeed })
  const app = await createServer(
    testServerOptions({ database: testDb.database, prepareDatabase: ownSeed, ...overrides }),
  )
  return {
    app,
    testDb,
    close: async () => {
      await app.close()
      await testDb.drop()
    },
  }
}

/**
 * A fresh test app for the file's tests, closed after them, with `logins` (alias: username) logged in: `t.app`,
 * `t.testDb` and each alias's token (`t.admin`) are there from the file's first test on.
 */
export function withTestApp<Alias extends string = never>(
  logins: Record<Alias, string> = {} as Record<Alias, string>,
  overrides: ServerOptions = {},
): TestApp & Record<Alias, string> {
  const fixture = {} as TestApp & Record<Alias, string>
  beforeAll(async () => {
    Object.assign(fixture, await startTestApp(overrides))
    for (const [alias, username] of Object.entries<string>(logins)) {
      Object.assign(fixture, { [alias]: await login(fixture.app, username) })
    }
  })
  afterAll(async () => {
    await fixture.close?.()
  })
  return fixture
}

let keyCounter = 0
export const uniqueKey = () => `t${Date.now()}${keyCounter++}`

export async function fetchCaptcha(app: PorticoServer, key = uniqueKey()): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `${API}/sys/randomImage/${key}` })
  if (response.statusCode !== 200) throw new Error(`captcha failed: ${response.body}`)
  return key
}

/** An answered image captcha, as the SMS senders (POST /sys/sms) need it with their phone. */
export async function answeredCaptcha(app: PorticoServer): Promise<{ captcha: string; checkKey: string }> {
  return { captcha: CAPTCHA, checkKey: await fetchCaptcha(app) }
}

export async function attemptLogin(
  app: PorticoServer,
  username: string,
  password = PASSWORD,
  captcha = CAPTCHA,
) {
  const checkKey = await fetchCaptcha(app)
  const response = await app.inject({
    method: 'POST',
    url: `${API}/sys/login`,
    payload: { username, password, captcha, checkKey },
  })
  return { response, body: response.json() as Envelope<LoginResult> }
}

export async function login(app: PorticoServer, username: string, password = PASSWORD): Promise<string> {
  const { body } = await attemptLogin(app, username, password)
  if (!body.success || !body.result) throw new Error(`login ${username} failed: ${body.message}`)
  return body.result.token
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** A call with a token; returns the HTTP status and the parsed envelope. */
export async function call<T = unknown>(
  app: PorticoServer,
  method: Method,
  path: string,
  token?: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  const response = await app.inject({
    method,
    url: `${API}${path}`,
    headers: { ...(token ? { 'x-access-token': token } : {}), ...headers },
    ...(payload ? { payload } : {}),
  })
  return { status: response.statusCode, body: response.json() as Envelope<T>, response }
}
