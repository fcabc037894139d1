import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer } from '../../../../src/server'
import {
  API,
  attemptLogin,
  CAPTCHA,
  call,
  fetchCaptcha,
  login,
  PASSWORD,
  startTestApp,
  type TestApp,
  testServerOptions,
} from '../../../helpers/app'
import { expectRefused } from '../../../helpers/refusals'

let t: TestApp

beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t?.close()
})

describe('captcha', () => {
  it('returns an SVG data URL', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/sys/randomImage/abc123` })
    expect(response.statusCode).toBe(200)
    expect(response.json().result).toMatch(/^data:image\/svg\+xml;base64,/)
  })
})

describe('POST /sys/login', () => {
  it('logs admin in with the JeecgBoot LoginResult', async () => {
    const { response, body } = await attemptLogin(t.app, 'admin')
    expect(response.statusCode).toBe(200)
    expect(body).toMatchObject({ success: true, code: 200, message: '登录成功' })
    const result = body.result!
    expect(result.token).toMatch(/^[0-9a-f]{64}$/)
    expect(result.userInfo).toMatchObject({
      username: 'admin',
      realname: '管理员',
      status: 1,
      relTenantIds: '1,2',
    })
    expect(result.userInfo).not.toHaveProperty('password')
    expect(result.userInfo).not.toHaveProperty('salt')
    expect(result.multi_depart).toBe(1)
    expect(result.departs.map((d) => d.orgCode)).toEqual(['A01'])
    expect(result.sysAllDictItems.sex).toEqual([
      { value: '1', text: '男', title: '男' },
      { value: '2', text: '女', title: '女' },
    ])
    expect(result.tenantList?.map((x) => x.id).sort()).toEqual([1, 2])
  })

  it('reports several departments as multi_depart 2', async () => {
    const { body } = await attemptLogin(t.app, 'liuyang')
    expect(body.result?.multi_depart).toBe(2)
    expect(body.result?.departs.map((d) => d.orgCode).sort()).toEqual(['A01', 'A02'])
  })

  it('refuses a wrong captcha', async () => {
    const { response, body } = await attemptLogin(t.app, 'admin', PASSWORD, 'zzzz')
    expectRefused(response, 500)
    expect(body).toMatchObject({ success: false, code: 500, message: '验证码错误' })
  })

  it('refuses a missing captcha', async () => {
    const checkKey = await fetchCaptcha(t.app)
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/login`,
      payload: { username: 'admin', password: PASSWORD, checkKey },
    })
    expectRefused(response, 500)
    expect(response.json().message).toBe('验证码无效')
  })

  it('accepts a captcha only once, even after a failed attempt', async () => {
    const checkKey = await fetchCaptcha(t.app)
    const payload = { username: 'admin', password: 'wrong-password', captcha: CAPTCHA, checkKey }
    const first = await t.app.inject({ method: 'POST', url: `${API}/sys/login`, payload })
    expect(first.json().message).toBe('用户名或密码错误')
    const second = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/login`,
      payload: { ...payload, password: PASSWORD },
    })
    expectRefused(second, 500)
    expect(second.json().message).toBe('验证码错误')
  })

  it('answers a wrong password and an unknown user alike', async () => {
    expect((await attemptLogin(t.app, 'zhangwei', 'not-it')).body.message).toBe('用户名或密码错误')
    expect((await attemptLogin(t.app, 'nobody-here')).body.message).toBe('用户名或密码错误')
  })

  it('rate-limits failures per IP and username with 429', async () => {
    for (let i = 0; i < 5; i++) {
      expectRefused((await attemptLogin(t.app, 'zhaolei', `bad-${i}`)).response, 500)
    }
    const blocked = await attemptLogin(t.app, 'zhaolei', PASSWORD)
    expect(blocked.response.statusCode).toBe(429)
    expect(blocked.body).toMatchObject({
      success: false,
      code: 429,
      message: '登录失败次数过多，请5分钟后再试',
    })
    // Other accounts from the same address are not affected.
    expect((await attemptLogin(t.app, 'lina')).response.statusCode).toBe(200)
  })

  it('lets a stranger at another address not lock a member of staff out', async () => {
    const attempt = async (password: string, remoteAddress: string) => {
      const checkKey = await fetchCaptcha(t.app)
      return t.app.inject({
        method: 'POST',
        url: `${API}/sys/login`,
        payload: { username: 'chenjing', password, captcha: CAPTCHA, checkKey },
        remoteAddress,
      })
    }
    for (let i = 0; i < 5; i++) expectRefused(await attempt(`bad-${i}`, '203.0.113.9'), 500)
    expect((await attempt(PASSWORD, '203.0.113.9')).statusCode).toBe(429)
    expect((await attempt(PASSWORD, '198.51.100.7')).statusCode).toBe(200)
  })
})

describe('sessions', () => {
  it('logout revokes the token', async () => {
    const token = await login(t.app, 'wangfang')
    expect((await call(t.app, 'GET', '/sys/user/getCurrentUserDeparts', token)).status).toBe(200)
    const logout = await call(t.app, 'POST', '/sys/logout', token)
    expect(logout.body).toMatchObject({ success: true, message: '退出登录成功！' })
    const after = await call(t.app, 'GET', '/sys/user/getCurrentUserDeparts', token)
    expect(after.status).toBe(401)
    expect(after.body).toMatchObject({ success: false, code: 401, message: 'Token失效，请重新登录!' })
  })

  it('refuses missing and made-up tokens', async () => {
    expect((await call(t.app, 'GET', '/sys/permission/getUserPermissionByToken')).status).toBe(401)
    expect(
      (await call(t.app, 'GET', '/sys/permission/getUserPermissionByToken', 'f'.repeat(64))).status,
    ).toBe(401)
  })

  it('refuses a token in the URL (only the X-Access-Token header counts)', async () => {
    const token = await login(t.app, 'admin')
    const response = await t.app.inject({
      method: 'GET',
      url: `${API}/sys/dict/queryAllDictItems?token=${token}`,
    })
    expect(response.statusCode).toBe(401)
  })

  it('ends a session at its absolute lifetime however active it is', async () => {
    const capped = await createServer(
      testServerOptions({ database: t.testDb.database, prepareDatabase: false, sessionMaxAgeSeconds: 2 }),
    )
    try {
      const token = await login(capped, 'admin')
      const started = Date.now()
      while (Date.now() - started < 1500) {
        expect((await call(capped, 'GET', '/sys/dict/queryAllDictItems', token)).status).toBe(200)
        await new Promise((resolve) => setTimeout(resolve, 300))
      }
      await new Promise((resolve) => setTimeout(resolve, 2100 - (Date.now() - started)))
      expect((await call(capped, 'GET', '/sys/dict/queryAllDictItems', token)).status).toBe(401)
    } finally {
      await capped.close()
    }
  })

  it('expires an idle token after the TTL', async () => {
    const shortLived = await createServer(
      testServerOptions({ database: t.testDb.database, prepareDatabase: false, tokenTtlSeconds: 1 }),
    )
    try {
      const token = await login(shortLived, 'admin')
      expect((await call(shortLived, 'GET', '/sys/dict/queryAllDictItems', token)).status).toBe(200)
      await new Promise((resolve) => setTimeout(resolve, 1300))
      expect((await call(shortLived, 'GET', '/sys/dict/queryAllDictItems', token)).status).toBe(401)
    } finally {
      await shortLived.close()
    }
  })
})

describe('account state', () => {
  it('a frozen user cannot log in and loses existing sessions; unfreezing restores login', async () => {
    const admin = await login(t.app, 'admin')
    const userToken = await login(t.app, 'chenjing')
    const list = await call<{ records: { id: string; username: string }[] }>(
      t.app,
      'GET',
      '/sys/user/list?username=chenjing',
      admin,
    )
    const id = list.body.result!.records[0].id
    const frozen = await call(t.app, 'PUT', '/sys/user/frozenBatch', admin, { ids: id, status: '2' })
    expect(frozen.body.success).toBe(true)
    expect((await attemptLogin(t.app, 'chenjing')).body.message).toBe('该用户已冻结')
    expect((await call(t.app, 'GET', '/sys/user/getCurrentUserDeparts', userToken)).status).toBe(401)
    await call(t.app, 'PUT', '/sys/user/frozenBatch', admin, { ids: id, status: '1' })
    // The token from before the freeze stays dead; signing in again works.
    expect((await call(t.app, 'GET', '/sys/user/getCurrentUserDeparts', userToken)).status).toBe(401)
    expect((await attemptLogin(t.app, 'chenjing')).response.statusCode).toBe(200)
  })
})

describe('password and department', () => {
  it('updatePassword checks the old password, the confirmation and the policy', async () => {
    const token = await login(t.app, 'zhangwei')
    const change = (body: object) => call(t.app, 'PUT', '/sys/user/updatePassword', token, body)
    const base = {
      username: 'zhangwei',
      oldpassword: PASSWORD,
      password: 'Lantern-Harbour-7',
      confirmpassword: 'Lantern-Harbour-7',
    }
    const elsewhere = await login(t.app, 'zhangwei')
    expect((await change({ ...base, oldpassword: 'wrong' })).body.message).toBe('旧密码输入错误!')
    // Left out or empty, the old password is wrong too (not a 500 from the hashing).
    for (const oldpassword of ['', undefined]) {
      const empty = await change({ ...base, oldpassword })
      expect(empty.body).toMatchObject({ code: 500, message: '旧密码输入错误!' })
    }
    expect((await change({ ...base, password: '' })).body.message).toBe('新密码不允许为空!')
    expect((await change({ ...base, confirmpassword: 'other' })).body.message).toBe('两次输入密码不一致!')
    const short = await change({ ...base, password: '1234567', confirmpassword: '1234567' })
    expect(short.body).toMatchObject({ code: 500, message: '密码长度须为8到64位' })
    for (const common of ['12345678', 'Password1', 'zhangwei']) {
      const refused = await change({ ...base, password: common, confirmpassword: common })
      expect(refused.body, common).toMatchObject({
        code: 500,
        message: '密码过于常见，请换一个不易猜到的密码',
      })
    }
    expectRefused(await change({ ...base, username: 'admin' }), 510)
    const done = await call(t.app, 'POST', '/sys/user/updatePassword', token, base)
    expect(done.body).toMatchObject({ success: true, message: '密码重置成功!' })
    // The other session of the account is signed out; the one that changed the password stays in.
    expect((await call(t.app, 'GET', '/sys/user/getCurrentUserDeparts', elsewhere)).status).toBe(401)
    expect((await call(t.app, 'GET', '/sys/user/getCurrentUserDeparts', token)).status).toBe(200)
    expect((await attemptLogin(t.app, 'zhangwei', PASSWORD)).body.message).toBe('用户名或密码错误')
    expect((await attemptLogin(t.app, 'zhangwei', 'Lantern-Harbour-7')).response.statusCode).toBe(200)
  })

  it('lists departments and switches among them', async () => {
    const token = await login(t.app, 'liuyang')
    for (const path of ['/sys/user/getCurrentUserDeparts', '/sys/getCurrentUserDeparts']) {
      const { body } = await call<{ list: { orgCode: string }[]; orgCode: string }>(t.app, 'GET', path, token)
      expect(body.result!.list.map((d) => d.orgCode).sort()).toEqual(['A01', 'A02'])
    }
    const switched = await call<{ userInfo: { orgCode: string } }>(t.app, 'PUT', '/sys/selectDepart', token, {
      orgCode: 'A02',
    })
    expect(switched.body.result!.userInfo.orgCode).toBe('A02')
    const after = await call<{ orgCode: string }>(t.app, 'GET', '/sys/getCurrentUserDeparts', token)
    expect(after.body.result!.orgCode).toBe('A02')
    const foreign = await call(t.app, 'POST', '/sys/selectDepart', token, { orgCode: 'A02A01' })
    expectRefused(foreign, 500)
  })
})
