import type { SysTenant, SysUser } from '@portico/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_ID } from '../../../../src/db/seed'
import type { CasValidator } from '../../../../src/services/auth/cas'
import { call, login, startTestApp, type TestApp } from '../../../helpers/app'
import { expectRefused } from '../../../helpers/refusals'

/** Test double of the CAS server: ticket `ST-<username>` is valid once. */
class FakeCas implements CasValidator {
  readonly seen: { ticket: string; service: string }[] = []
  async validate(ticket: string, service: string): Promise<string | null> {
    this.seen.push({ ticket, service })
    if (ticket === 'ST-broken') throw new Error('connection refused')
    return ticket.startsWith('ST-') ? ticket.slice(3) : null
  }
}

let t: TestApp
let noCas: TestApp
const cas = new FakeCas()
let ops: string
let opsId: string

beforeAll(async () => {
  t = await startTestApp({ casValidator: cas })
  noCas = await startTestApp()
  ops = await login(t.app, 'zhangwei')
  const admin = await login(t.app, 'admin')
  const list = await call<{ records: SysUser[] }>(t.app, 'GET', '/sys/user/list?username=zhangwei', admin)
  opsId = list.body.result!.records[0].id
})
afterAll(async () => {
  await t?.close()
  await noCas?.close()
})

describe('GET /sys/thirdLogin/getLoginUser/:token/:thirdType', () => {
  it('exchanges a server-issued ticket once', async () => {
    const ticket = await t.app.issueLoginTicket(opsId)
    const { status, body } = await call<{ token: string; userInfo: SysUser }>(
      t.app,
      'GET',
      `/sys/thirdLogin/getLoginUser/${ticket}/github`,
    )
    expect(status).toBe(200)
    expect(body).toMatchObject({ success: true, code: 200 })
    expect(body.result!.userInfo.username).toBe('zhangwei')
    expect((await call(t.app, 'GET', '/sys/annountCement/listByUser', body.result!.token)).status).toBe(200)
    const replay = await call(t.app, 'GET', `/sys/thirdLogin/getLoginUser/${ticket}/github`)
    expectRefused(replay, 500)
    expect(replay.body.message).toBe('登录凭证无效或已过期')
  })

  it('refuses forged tickets and bad types', async () => {
    expectRefused(await call(t.app, 'GET', '/sys/thirdLogin/getLoginUser/forged/github'), 500)
    const ticket = await t.app.issueLoginTicket(opsId)
    expectRefused(await call(t.app, 'GET', `/sys/thirdLogin/getLoginUser/${ticket}/bad%20type`), 500)
  })
})

describe('GET /sys/cas/client/validateLogin', () => {
  it('logs in the user the CAS server names', async () => {
    const { status, body } = await call<{
      token: string
      userInfo: SysUser
      departs: unknown[]
      multi_depart: number
    }>(
      t.app,
      'GET',
      `/sys/cas/client/validateLogin?ticket=ST-liuyang&service=${encodeURIComponent('https://app.example.com/')}`,
    )
    expect(status).toBe(200)
    expect(body.message).toBe('登录成功')
    expect(body.result!.userInfo.username).toBe('liuyang')
    expect(body.result!.multi_depart).toBe(2)
    expect(body.result!.departs).toHaveLength(2)
    expect(body.result!.token).toMatch(/^[0-9a-f]{64}$/)
    expect(cas.seen.at(-1)).toEqual({ ticket: 'ST-liuyang', service: 'https://app.example.com/' })
  })

  it('refuses invalid tickets, unknown users and an unreachable CAS server', async () => {
    const url = (ticket: string) => `/sys/cas/client/validateLogin?ticket=${ticket}&service=s`
    expect((await call(t.app, 'GET', url('bad'))).body.message).toBe('CAS 票据无效')
    expect((await call(t.app, 'GET', url('ST-nobody'))).body.message).toBe('该用户不存在，请注册')
    expect((await call(t.app, 'GET', url('ST-broken'))).body.message).toBe('CAS 服务器校验失败')
    expectRefused(await call(t.app, 'GET', '/sys/cas/client/validateLogin?service=s'), 500)
  })

  it('answers 400 when CAS_SERVER_URL is unset', async () => {
    const { status, body } = await call(
      noCas.app,
      'GET',
      '/sys/cas/client/validateLogin?ticket=ST-admin&service=s',
    )
    expectRefused({ status, body }, 500)
    expect(body.message).toContain('CAS 未配置')
  })
})

describe('account settings', () => {
  it('reads oneself without the list permission, but nobody else', async () => {
    const self = await call<SysUser>(t.app, 'GET', `/sys/user/queryById?id=${opsId}`, ops)
    expect(self.status).toBe(200)
    expect(self.body.result!.username).toBe('zhangwei')
    expectRefused(await call(t.app, 'GET', `/sys/user/queryById?id=${ADMIN_ID}`, ops), 510)
    expect((await call(t.app, 'GET', `/sys/user/queryById?id=${opsId}`)).status).toBe(401)
  })

  it('edits the own profile with validation', async () => {
    const { status, body } = await call<SysUser>(t.app, 'PUT', '/sys/user/editSelf', ops, {
      realname: '张伟（改）',
      email: 'zw@example.com',
      phone: '13800001111',
      sex: '2',
      birthday: '1990-05-06',
      telephone: '010-12345678',
      avatar: 'temp/a.png',
      status: 2,
      username: 'hijack',
    })
    expect(status).toBe(200)
    expect(body.message).toBe('修改成功!')
    expect(body.result).toMatchObject({
      username: 'zhangwei',
      realname: '张伟（改）',
      email: 'zw@example.com',
      phone: '13800001111',
      sex: 2,
      birthday: '1990-05-06',
      status: 1,
    })
    const bad = async (payload: object, code: 500 | 510, message: string) => {
      const response = await call(t.app, 'PUT', '/sys/user/editSelf', ops, payload)
      expectRefused(response, code, message)
      expect(response.body.message).toBe(message)
    }
    await bad({ realname: ' ' }, 500, '用户姓名不能为空')
    await bad({ email: 'nope' }, 500, '电子邮件格式不正确')
    await bad({ phone: '123' }, 500, '手机号码格式不正确')
    await bad({ sex: 3 }, 500, '性别格式不正确')
    await bad({ birthday: '1990-13-45' }, 500, '生日格式不正确')
    await bad({}, 500, '没有要修改的字段')
    await bad({ phone: '13912345602' }, 500, '手机号已存在')
    expect((await call(t.app, 'PUT', '/sys/user/editSelf', undefined, { realname: 'x' })).status).toBe(401)
  })
})

describe('GET /sys/tenant/queryList', () => {
  it('returns only the tenants the user belongs to', async () => {
    const admin = await login(t.app, 'admin')
    const both = await call<SysTenant[]>(t.app, 'GET', '/sys/tenant/queryList?ids=1,2,3', admin)
    expect(both.body.result!.map((x) => x.id)).toEqual([1, 2])
    const mine = await call<SysTenant[]>(t.app, 'GET', '/sys/tenant/queryList?ids=1,2', ops)
    expect(mine.body.result!.map((x) => x.id)).toEqual([1])
    const all = await call<SysTenant[]>(t.app, 'GET', '/sys/tenant/queryList', ops)
    expect(all.body.result!.map((x) => x.id)).toEqual([1])
    expect(all.body.result![0]).toMatchObject({ id: 1, name: expect.any(String), status: 1 })
    expect((await call(t.app, 'GET', '/sys/tenant/queryList?ids=1')).status).toBe(401)
  })
})
