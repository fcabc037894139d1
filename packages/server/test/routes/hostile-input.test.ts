import net from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sysUser } from '../../src/db/schema'
import {
  API,
  CAPTCHA,
  fetchCaptcha,
  login,
  startTestApp,
  type TestApp,
  testServerOptions,
} from '../helpers/app'

let t: TestApp
let admin: string
const logLines: string[] = []

beforeAll(async () => {
  t = await startTestApp({ logger: { level: 'info', stream: { write: (line) => logLines.push(line) } } })
  admin = await login(t.app, 'admin')
})
afterAll(async () => {
  await t?.close()
})

const expect400 = (reply: { statusCode: number; json(): unknown }, message: string) => {
  expect(reply.statusCode).toBe(400)
  expect(reply.json()).toMatchObject({ success: false, code: 400, message, result: null })
}

describe('one input rule for every route', () => {
  it('refuses a NUL character in a body, a query and a path, signed in or not', async () => {
    const checkKey = await fetchCaptcha(t.app)
    const loginReply = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/login`,
      payload: { username: 'ad\u0000min', password: 'x', captcha: CAPTCHA, checkKey },
    })
    expect400(loginReply, '参数不能包含NUL字符')
    expect400(await t.app.inject({ url: `${API}/sys/randomImage/a%00b` }), '参数不能包含NUL字符')
    const listReply = await t.app.inject({
      url: `${API}/sys/user/list?realname=%00`,
      headers: { 'x-access-token': admin },
    })
    expect400(listReply, '参数不能包含NUL字符')
  })

  it('refuses JSON nested 5,000 deep and over-long strings', async () => {
    let deep = '1'
    for (let i = 0; i < 5000; i++) deep = `{"a":${deep}}`
    const checkKey = await fetchCaptcha(t.app)
    const reply = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/login`,
      headers: { 'content-type': 'application/json' },
      payload: `{"username":"admin","captcha":"${CAPTCHA}","checkKey":"${checkKey}","password":${deep}}`,
    })
    expect400(reply, '参数嵌套过深')
    expect400(
      await t.app.inject({
        url: `${API}/sys/user/list?realname=${'x'.repeat(9000)}`,
        headers: { 'x-access-token': admin },
      }),
      '参数过长',
    )
  })

  it('bounds page numbers and sizes', async () => {
    const list = (query: string) =>
      t.app.inject({ url: `${API}/sys/user/list?${query}`, headers: { 'x-access-token': admin } })
    expect400(await list('pageNo=100000000000000000000'), '页码不正确')
    expect400(await list('pageNo=-1'), '页码不正确')
    expect400(await list('pageSize=1e9'), '每页条数不正确')
    expect((await list('pageNo=9999999&pageSize=10')).statusCode).toBe(200)
    // The portal's job list takes its page in a JSON body (it reached the database as a 500).
    const body = await t.app.inject({
      method: 'POST',
      url: `${API}/recruit/job/list`,
      payload: { pageNo: '100000000000000000000', pageSize: 10 },
    })
    expect400(body, '页码不正确')
  })

  it('never writes SQL parameters into the error log', async () => {
    const secret = 'hunter2-secret-salt'
    const failure = await t.testDb.database.db
      .select()
      .from(sysUser)
      .where(eq(sysUser.username, `${secret}\u0000`))
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(Error)
    expect(String((failure as Error).message)).toContain(secret)
    t.app.log.error({ err: failure }, 'unexpected error')
    const line = logLines.find((l) => l.includes('unexpected error'))!
    expect(line).toContain('Failed query: select')
    expect(line).not.toContain(secret)
  })
})

describe('request timeout', () => {
  it('closes a connection whose body never finishes', async () => {
    const slow = await startTestApp({ config: { ...testServerOptions().config, requestTimeoutMs: 1000 } })
    try {
      await slow.app.listen({ port: 0, host: '127.0.0.1' })
      const { port } = slow.app.server.address() as net.AddressInfo
      const socket = net.connect(port, '127.0.0.1')
      const started = Date.now()
      let answer = ''
      socket.on('data', (chunk) => {
        answer += chunk.toString()
      })
      socket.write(
        `POST ${API}/sys/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user`,
      )
      await new Promise((resolve) => socket.on('close', resolve))
      expect(Date.now() - started).toBeLessThan(5000)
      expect(answer).toMatch(/^HTTP\/1\.1 408/)
    } finally {
      await slow.close()
    }
  })
})
