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
import { expectRefused } from '../helpers/refusals'

let t: TestApp
let admin: string
const logLines: string[] = []

beforeAll(async () => {
  t = await startTestApp({
    testRoutes: true,
    logger: { level: 'info', stream: { write: (line) => logLines.push(line) } },
  })
  admin = await login(t.app, 'admin')
})
afterAll(async () => {
  await t?.close()
})

const expect400 = (reply: { statusCode: number; json(): unknown }, message: string) => {
  expectRefused(reply, 500)
  expect(reply.json()).toMatchObject({ success: false, code: 500, message, result: null })
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

describe('bad multipart bodies, long URLs, avatars and the route map', () => {
  it('answers a body cut short or without a boundary with a 400 envelope on every upload and import route', async () => {
    const catalog = await t.app.inject({ method: 'GET', url: `${API}/test/routes` })
    const routes = (catalog.json().result as { method: string; url: string; permission: string }[]).filter(
      (r) =>
        r.method === 'POST' && /\/(importExcel|upload|import)$/.test(r.url) && r.permission !== 'interviewee',
    )
    expect(routes.length).toBeGreaterThan(10)
    const cut =
      '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nPK\u0003\u0004abc'
    for (const route of routes) {
      for (const [contentType, payload] of [
        ['multipart/form-data; boundary=XyZ', cut],
        ['multipart/form-data', cut],
      ]) {
        const reply = await t.app.inject({
          method: 'POST',
          // A designed form's import names the form: the seeded 车辆保养记录.
          url: route.url.replace(':code', 'onl_vehicle_upkeep'),
          headers: { 'x-access-token': admin, 'content-type': contentType },
          payload,
        })
        expectRefused(reply, 500, `${route.url} ${contentType}`)
        expect(reply.json(), route.url).toMatchObject({ success: false, code: 500, result: null })
      }
    }
  })

  it('answers a URL over 16 KB with the envelope', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = t.app.server.address() as net.AddressInfo
    const socket = net.connect(port, '127.0.0.1')
    let answer = ''
    socket.on('data', (chunk) => {
      answer += chunk.toString()
    })
    socket.write(
      `GET ${API}/sys/dict/getDictItems/sex?q=${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    )
    await new Promise((resolve) => socket.on('close', resolve))
    const [head, body] = answer.split('\r\n\r\n')
    expect(head).toMatch(/^HTTP\/1\.1 431/)
    expect(head).toMatch(/content-type: application\/json/i)
    expect(JSON.parse(body)).toMatchObject({ success: false, code: 431, message: '请求地址或请求头过长' })
  })

  it('stores as an avatar only an upload path or an http(s) URL', async () => {
    const edit = (avatar: string) =>
      t.app.inject({
        method: 'PUT',
        url: `${API}/sys/user/editSelf`,
        headers: { 'x-access-token': admin },
        payload: { avatar },
      })
    for (const avatar of [
      'java\tscript:alert(1)',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '../../etc/passwd',
    ]) {
      const reply = await edit(avatar)
      expect([reply.statusCode, reply.json().code, reply.json().message], avatar).toEqual([
        200,
        500,
        '头像地址不正确',
      ])
    }
    for (const avatar of ['avatar/me_1700000000000.png', 'https://cdn.example.org/me.png'])
      expect((await edit(avatar)).statusCode, avatar).toBe(200)
  })

  it('serves the route map to staff tokens only', async () => {
    const docs = (token?: string) =>
      t.app.inject({
        method: 'GET',
        url: `${API}/docs/json`,
        headers: token ? { 'x-access-token': token } : {},
      })
    const anonymous = await docs()
    expect([anonymous.statusCode, anonymous.json().success]).toEqual([401, false])
    expectRefused(await docs(await login(t.app, 'yunfan')), 510)
    const staff = await docs(await login(t.app, 'zhangwei'))
    expect(staff.statusCode).toBe(200)
    expect(Object.keys(staff.json().paths)).toContain('/jeecg-boot/sys/login')
  })
})
