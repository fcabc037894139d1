import type { LoginResult } from '@portico/contract'
import { like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { kvEntry } from '../../../../src/db/schema'
import {
  API,
  answeredCaptcha,
  attemptLogin,
  CAPTCHA,
  call,
  fetchCaptcha,
  login,
  startTestApp,
  withTestApp,
} from '../../../helpers/app'
import { expectRefused } from '../../../helpers/refusals'

const t = withTestApp({}, { testRoutes: true })

const sendSms = async (mobile: string | undefined, smsmode: string, path = '/sys/sms') =>
  call(t.app, 'POST', path, undefined, { mobile, smsmode, ...(await answeredCaptcha(t.app)) })

async function codeFor(mobile: string, smsmode: string): Promise<string> {
  const { status, body } = await sendSms(mobile, smsmode)
  expect(status, body.message).toBe(200)
  const code = t.app.smsOutbox.last(mobile)!
  expect(code).toMatch(/^\d{6}$/)
  return code
}

describe('POST /sys/sms', () => {
  it('sends a 6-digit code, logs it and rate-limits the phone', async () => {
    const lines: string[] = []
    const logged = await startTestApp({
      logger: { level: 'info', stream: { write: (l: string) => lines.push(l) } },
    })
    try {
      const response = await logged.app.inject({
        method: 'POST',
        url: `${API}/sys/sms`,
        payload: { mobile: '13812345601', smsmode: '0', ...(await answeredCaptcha(logged.app)) },
      })
      expect(response.statusCode).toBe(200)
      const code = logged.app.smsOutbox.last('13812345601')
      const entry = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'sms code')
      expect(entry).toMatchObject({ mobile: '13812345601', code })
      const again = await logged.app.inject({
        method: 'POST',
        url: `${API}/sys/sms`,
        payload: { mobile: '13812345601', smsmode: '0', ...(await answeredCaptcha(logged.app)) },
      })
      expect(again.statusCode).toBe(429)
      expect(again.json().message).toBe('验证码10分钟内，仍然有效！')
    } finally {
      await logged.close()
    }
  })

  it('checks the phone against the mode', async () => {
    const cases: [string | undefined, string, number, string][] = [
      [undefined, '0', 500, '手机号不允许为空！'],
      ['12345', '0', 500, '手机号码格式不正确'],
      ['13900000000', '9', 500, 'smsmode 只能是 0（登录）、1（注册）或 2（忘记密码）'],
    ]
    for (const [mobile, mode, code, message] of cases) {
      const response = await sendSms(mobile, mode)
      expectRefused(response, code as 500, message)
      expect(response.body.message).toBe(message)
    }
  })

  it('sends nothing without the image captcha: missing, wrong, unknown key or answered twice', async () => {
    const mobile = '13900000021'
    const checkKey = await fetchCaptcha(t.app)
    const refusals: [object, string][] = [
      [{}, '请输入图形验证码'],
      [{ checkKey: await fetchCaptcha(t.app) }, '请输入图形验证码'],
      [{ captcha: 'zzzz', checkKey: await fetchCaptcha(t.app) }, '图形验证码错误或已过期'],
      [{ captcha: CAPTCHA, checkKey: 'never-issued' }, '图形验证码错误或已过期'],
      [{ captcha: CAPTCHA }, '图形验证码错误或已过期'],
    ]
    for (const path of ['/sys/sms', '/account/sms'])
      for (const [captcha, message] of refusals) {
        const reply = await call(t.app, 'POST', path, undefined, { mobile, smsmode: '1', ...captcha })
        expect(
          [reply.status, reply.body.code, reply.body.message],
          `${path} ${JSON.stringify(captcha)}`,
        ).toEqual([200, 500, message])
      }
    expect(t.app.smsOutbox.last(mobile)).toBeUndefined()
    const first = await call(t.app, 'POST', '/sys/sms', undefined, {
      mobile,
      smsmode: '1',
      captcha: CAPTCHA,
      checkKey,
    })
    expect([first.status, first.body.message]).toEqual([200, '短信验证码发送成功'])
    expect(t.app.smsOutbox.last(mobile)).toMatch(/^\d{6}$/)
    // The captcha was spent by the first send: the same answer again sends nothing.
    const replay = await call(t.app, 'POST', '/sys/sms', undefined, {
      mobile: '13900000022',
      smsmode: '1',
      captcha: CAPTCHA,
      checkKey,
    })
    expect([replay.status, replay.body.code, replay.body.message]).toEqual([
      200,
      500,
      '图形验证码错误或已过期',
    ])
    expect(t.app.smsOutbox.last('13900000022')).toBeUndefined()
  })

  it('serves /account/sms as an alias and the test-only last-code route', async () => {
    const response = await sendSms('13900000001', '1', '/account/sms')
    expect(response.status).toBe(200)
    const last = await call<string>(t.app, 'GET', '/test/sms/last?mobile=13900000001')
    expect(last.body.result).toBe(t.app.smsOutbox.last('13900000001'))
  })
})

describe('POST /sys/sms tells nothing about which phones have accounts', () => {
  const registered = '13712345603' // wangfang
  /** What the caller sees: the HTTP status, the envelope's code (500 refused, 429 too many) and the message. */
  const answer = (r: { status: number; body: { code: number; message: string } }) => [
    r.status,
    r.body.code,
    r.body.message,
  ]

  it('answers every mode alike for a registered and an unknown phone, sending login codes only to accounts', async () => {
    for (const [mode, unknown] of [
      ['1', '13900000011'],
      ['0', '13900000012'],
      ['2', '13900000013'],
    ]) {
      await t.testDb.database.db.delete(kvEntry).where(like(kvEntry.key, `sms-resend:${registered}`))
      const a = answer(await sendSms(registered, mode))
      const b = answer(await sendSms(unknown, mode))
      expect(a, mode).toEqual([200, 200, '短信验证码发送成功'])
      expect(b, mode).toEqual(a)
      expect(t.app.smsOutbox.last(unknown) !== undefined, mode).toBe(mode === '1')
    }
  })

  it('limits before it looks: the resend limit answers a registered phone like any other', async () => {
    const registeredAgain = answer(await sendSms(registered, '1'))
    const unknown = '13900000014'
    await sendSms(unknown, '1')
    expect(registeredAgain).toEqual([429, 429, '验证码10分钟内，仍然有效！'])
    expect(answer(await sendSms(unknown, '1'))).toEqual(registeredAgain)
  })

  it('tells a taken phone, name or e-mail at registration only to the holder of the phone code', async () => {
    const taken = { username: 'lina', password: 'secret12', phone: registered, smscode: '000000' }
    const free = { ...taken, username: 'nobody-yet', phone: '13900000015' }
    const a = answer(await call(t.app, 'POST', '/sys/user/register', undefined, taken))
    expect(a).toEqual([200, 500, '手机验证码错误'])
    expect(answer(await call(t.app, 'POST', '/sys/user/register', undefined, free))).toEqual(a)
  })
})

describe('POST /sys/phoneLogin', () => {
  it('logs in with the SMS code once', async () => {
    const code = await codeFor('13912345602', '0')
    const wrong = await call(t.app, 'POST', '/sys/phoneLogin', undefined, {
      mobile: '13912345602',
      captcha: '000000' === code ? '111111' : '000000',
    })
    expectRefused(wrong, 500)
    expect(wrong.body.message).toBe('手机验证码错误')
    const { status, body } = await call<LoginResult>(t.app, 'POST', '/sys/phoneLogin', undefined, {
      mobile: '13912345602',
      captcha: code,
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({ success: true, code: 200, message: '登录成功' })
    expect(body.result!.userInfo.username).toBe('lina')
    expect(body.result!.sysAllDictItems.sex).toBeDefined()
    expect((await call(t.app, 'GET', '/sys/annountCement/listByUser', body.result!.token)).status).toBe(200)
    const replay = await call(t.app, 'POST', '/sys/phoneLogin', undefined, {
      mobile: '13912345602',
      captcha: code,
    })
    expect(replay.body.message).toBe('手机验证码错误')
  })

  it('refuses frozen users like the password login', async () => {
    const admin = await login(t.app, 'admin')
    const users = await call<{ records: { id: string; username: string }[] }>(
      t.app,
      'GET',
      '/sys/user/list?username=zhaolei',
      admin,
    )
    const id = users.body.result!.records[0].id
    await call(t.app, 'PUT', '/sys/user/frozenBatch', admin, { ids: id, status: '2' })
    const unknownCode = await call(t.app, 'POST', '/sys/phoneLogin', undefined, {
      mobile: '17712345606',
      captcha: '123456',
    })
    expect(unknownCode.body.message).toBe('手机验证码错误')
    // Only the holder of the phone's code learns that the account is frozen.
    const code = await codeFor('17712345606', '0')
    const login2 = await call(t.app, 'POST', '/sys/phoneLogin', undefined, {
      mobile: '17712345606',
      captcha: code,
    })
    expect(login2.body.message).toBe('该用户已冻结')
    await call(t.app, 'PUT', '/sys/user/frozenBatch', admin, { ids: id, status: '1' })
  })
})

describe('POST /sys/user/register', () => {
  it('registers a user without roles after the SMS check', async () => {
    const code = await codeFor('13900000002', '1')
    const payload = { username: 'newbie', password: 'secret12', phone: '13900000002', smscode: code }
    const wrong = await call(t.app, 'POST', '/sys/user/register', undefined, {
      ...payload,
      smscode: '999999' === code ? '888888' : '999999',
    })
    expect(wrong.body.message).toBe('手机验证码错误')
    const { status, body } = await call(t.app, 'POST', '/sys/user/register', undefined, payload)
    expect(status).toBe(200)
    expect(body.message).toBe('注册成功')
    const { body: loginBody } = await attemptLogin(t.app, 'newbie', 'secret12')
    expect(loginBody.code).toBe(200)
    const perms = await call<{ auth: unknown[] }>(
      t.app,
      'GET',
      '/sys/permission/getUserPermissionByToken',
      loginBody.result!.token,
    )
    expect(perms.body.result!.auth).toEqual([])
    expectRefused(await call(t.app, 'GET', '/sys/user/list', loginBody.result!.token), 510)
  })

  it('validates and refuses duplicates', async () => {
    const cases: [object, number, string][] = [
      [{ password: 'secret12', phone: '13900000003', smscode: '1' }, 500, '用户名不能为空'],
      [
        { username: 'a b', password: 'secret12', phone: '13900000003', smscode: '1' },
        500,
        '用户账号格式不正确',
      ],
      [{ username: 'ok1', password: '123', phone: '13900000003', smscode: '1' }, 500, '密码长度须为8到64位'],
      [{ username: 'ok1', password: 'secret12', phone: '139', smscode: '1' }, 500, '手机号码格式不正确'],
      [{ username: 'ok1', password: 'secret12', phone: '13900000003' }, 500, '手机验证码不能为空'],
    ]
    for (const [payload, code, message] of cases) {
      const response = await call(t.app, 'POST', '/sys/user/register', undefined, payload)
      expectRefused(response, code as 500, message)
      expect(response.body.message).toBe(message)
    }
  })

  it('refuses a taken name or phone after the phone code, keeping the code for another try', async () => {
    const code = await codeFor('13900000003', '1')
    const form = { username: 'lina', password: 'secret12', phone: '13900000003', smscode: code }
    const name = await call(t.app, 'POST', '/sys/user/register', undefined, form)
    expect([name.status, name.body.code, name.body.message]).toEqual([200, 500, '用户名已注册'])
    const done = await call(t.app, 'POST', '/sys/user/register', undefined, { ...form, username: 'newbie3' })
    expect([done.status, done.body.message]).toEqual([200, '注册成功'])
  })
})

describe('forgotten password', () => {
  it('verifies the phone and spends the ticket on a mismatched change', async () => {
    const code = await codeFor('15012345604', '2')
    const step1 = await call<{ smscode: string; username: string }>(
      t.app,
      'POST',
      '/sys/user/phoneVerification',
      undefined,
      { phone: '15012345604', smscode: code },
    )
    expect(step1.status).toBe(200)
    expect(step1.body.result).toEqual({ smscode: code, username: 'liuyang' })
    const change = { username: 'liuyang', password: 'brandnew1', smscode: code, phone: '15012345604' }
    const mismatch = await call(t.app, 'POST', '/sys/user/passwordChange', undefined, {
      ...change,
      username: 'lina',
    })
    expect(mismatch.body.message).toBe('短信验证码不匹配！')
    // The mismatch spent the ticket: verify again.
    const again = await call(t.app, 'POST', '/sys/user/phoneVerification', undefined, {
      phone: '15012345604',
      smscode: code,
    })
    expect(again.body.message).toBe('手机验证码错误')
    expectRefused(again, 500)
  })

  it('resets the password with a fresh ticket, signs every session out and refuses a replay', async () => {
    const before = await login(t.app, 'chenjing')
    // A fresh phone per run: the resend limit is 60 s per phone.
    const code = await codeFor('18612345605', '2')
    await call(t.app, 'POST', '/sys/user/phoneVerification', undefined, {
      phone: '18612345605',
      smscode: code,
    })
    const change = { username: 'chenjing', password: 'brandnew1', smscode: code, phone: '18612345605' }
    const done = await call(t.app, 'POST', '/sys/user/passwordChange', undefined, change)
    expect(done.status).toBe(200)
    expect(done.body.message).toBe('密码重置成功！')
    expect((await call(t.app, 'GET', '/sys/user/getCurrentUserDeparts', before)).status).toBe(401)
    expect((await attemptLogin(t.app, 'chenjing', 'brandnew1')).body.code).toBe(200)
    const replay = await call(t.app, 'POST', '/sys/user/passwordChange', undefined, {
      ...change,
      password: 'other123',
    })
    expectRefused(replay, 500)
    expect(replay.body.message).toBe('短信验证码失效！')
  })

  it('does not expose querySysUser', async () => {
    const response = await call(t.app, 'GET', '/sys/user/querySysUser?phone=18612345605')
    expectRefused(response, 404) // no such route
  })
})
