import { describe, expect, it } from 'vitest'
import { API, call, login, withTestApp } from '../helpers/app'

const t = withTestApp({ admin: 'admin', ops: 'zhangwei' })

/** What a caller sees: the HTTP status and the envelope's success, code and message. */
async function seen(method: 'GET' | 'POST', url: string, token?: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url,
    headers: token ? { 'x-access-token': token } : {},
    ...(payload ? { payload } : {}),
  })
  const body = response.json() as { success: boolean; code: number; message: string }
  return { status: response.statusCode, success: body.success, code: body.code, message: body.message }
}

describe("JeecgBoot's status policy on the wire (README, Status policy)", () => {
  it('answers a business refusal HTTP 200 with code 500 and its message', async () => {
    const duplicate = {
      username: 'admin',
      realname: '重名',
      password: 'Admin-Again-2026',
      confirmpassword: 'Admin-Again-2026',
      phone: '13600009877',
      email: 'again2@portico.example.com',
    }
    expect(await seen('POST', `${API}/sys/user/add`, t.admin, duplicate)).toEqual({
      status: 200,
      success: false,
      code: 500,
      message: '用户账号已存在',
    })
    expect(await seen('GET', `${API}/sys/user/queryById?id=no-such-user`, t.admin)).toMatchObject({
      status: 200,
      success: false,
      code: 500,
    })
  })

  it('answers a missing permission HTTP 200 with code 510 and JeecgBoot’s message', async () => {
    expect(await seen('GET', `${API}/sys/log/list`, t.ops)).toEqual({
      status: 200,
      success: false,
      code: 510,
      message: '没有权限，请联系管理员授权',
    })
  })

  it('answers an unknown path HTTP 200 with code 404', async () => {
    expect(await seen('GET', `${API}/sys/noSuchScreen/list`, t.admin)).toEqual({
      status: 200,
      success: false,
      code: 404,
      message: '路径不存在，请检查路径是否正确',
    })
  })

  it('answers a missing or expired token HTTP 401 with code 401', async () => {
    const expected = { status: 401, success: false, code: 401, message: 'Token失效，请重新登录!' }
    expect(await seen('GET', `${API}/sys/user/list`)).toEqual(expected)
    expect(await seen('GET', `${API}/sys/user/list`, 'f'.repeat(64))).toEqual(expected)
  })

  it('keeps HTTP statuses where the caller is no JeecgBoot client', async () => {
    // The partner API: unsigned requests are refused with 401 by its own HMAC check.
    expect(await seen('GET', `${API}/open/v1/bills`)).toMatchObject({
      status: 401,
      success: false,
      code: 401,
    })
    // The public tracking page's API.
    expect(await seen('POST', `${API}/track/query`, undefined, {})).toMatchObject({
      status: 400,
      success: false,
      code: 400,
    })
    // Stored files and everything outside /jeecg-boot.
    expect((await seen('GET', `${API}/sys/common/static/temp/none.png`, t.admin)).status).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: '/no-such-file.js' })).statusCode).toBe(404)
  })

  it('logs a refusal with its own status, not the 200 on the wire', async () => {
    const hr = await login(t.app, 'zhangwei')
    await call(t.app, 'GET', '/sys/log/list', hr)
    const trace = await call<{ records: { path: string; status: number }[] }>(
      t.app,
      'GET',
      '/sys/monitor/trace?keyword=/sys/log/list',
      t.admin,
    )
    expect(trace.body.result!.records.find((r) => r.path === `${API}/sys/log/list`)?.status).toBe(403)
  })
})
