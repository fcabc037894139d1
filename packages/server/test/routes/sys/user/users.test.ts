import type { Page } from '@portico/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sysUser, sysUserRole } from '../../../../src/db/schema'
import { roleId } from '../../../../src/db/seed'
import { attemptLogin, call, login, startTestApp, type TestApp } from '../../../helpers/app'
import { expectRefused } from '../../../helpers/refusals'

interface Row {
  id: string
  username: string
  realname: string
  sex: number
  status: number
  phone: string
  email: string
  orgCodeTxt: string
  sex_dictText: string
  status_dictText: string
  createTime: string
}

let t: TestApp
let admin: string

beforeAll(async () => {
  t = await startTestApp()
  admin = await login(t.app, 'admin')
})
afterAll(async () => {
  await t?.close()
})

const list = (query = '') => call<Page<Row>>(t.app, 'GET', `/sys/user/list${query}`, admin)
const usernames = async (query: string) => (await list(query)).body.result!.records.map((r) => r.username)
const idOf = async (username: string) => (await list(`?username=${username}`)).body.result!.records[0].id

const departIds = async () => {
  const { body } = await call<{ list: { id: string; orgCode: string }[] }>(
    t.app,
    'GET',
    '/sys/user/getCurrentUserDeparts',
    await login(t.app, 'liuyang'),
  )
  return Object.fromEntries(body.result!.list.map((d) => [d.orgCode, d.id]))
}

describe('GET /sys/user/list', () => {
  it('pages with JeecgBoot keys and translated fields', async () => {
    const { status, body } = await list('?pageNo=2&pageSize=3')
    expect(status).toBe(200)
    const page = body.result!
    expect(page).toMatchObject({ total: 10, size: 3, current: 2, pages: 4 })
    expect(page.records).toHaveLength(3)
    const liuyang = (await list('?username=liuyang')).body.result!.records[0]
    expect(liuyang).toMatchObject({
      orgCodeTxt: '总部运营部,海外仓储部',
      sex_dictText: '男',
      status_dictText: '正常',
    })
    expect(liuyang).not.toHaveProperty('password')
    expect(liuyang.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  })

  it("accepts the list page's field (the columns shown) and pages the same as without it", async () => {
    const plain = await list('?pageNo=2&pageSize=3')
    const withField = await list('?pageNo=2&pageSize=3&field=id,,username,realname,sex_dictText')
    expect(withField.status).toBe(200)
    expect(withField.body.result!.records).toEqual(plain.body.result!.records)
  })

  it('defaults to 10 per page and caps pageSize at 1000', async () => {
    expect((await list()).body.result!.size).toBe(10)
    expect((await list('?pageSize=50000')).body.result!.size).toBe(1000)
    expectRefused(await list('?pageNo=abc'), 500)
  })

  it('sorts by createTime desc by default and by a whitelisted column on request', async () => {
    expect((await usernames('?pageSize=20'))[0]).toBe('zhaolei')
    expect(await usernames('?pageSize=20&column=username&order=asc')).toEqual([
      'admin',
      'chenjing',
      'lina',
      'liuyang',
      'nanshayx',
      'qihang',
      'wangfang',
      'yunfan',
      'zhangwei',
      'zhaolei',
    ])
    expect((await usernames('?pageSize=20&column=username&order=desc'))[0]).toBe('zhaolei')
    // The customers' users have no sex: they sort last, after the three women.
    expect((await usernames('?pageSize=20&column=sex_dictText&order=asc')).slice(-6, -3).sort()).toEqual([
      'chenjing',
      'lina',
      'wangfang',
    ])
  })

  it('refuses a sort column outside the whitelist with 400 naming it, never running it', async () => {
    for (const column of [
      'updatexml(1,concat(0x7e,user()),1)',
      'password',
      'id;drop table sys_user',
      'constructor',
    ]) {
      const response = await list(`?pageSize=20&column=${encodeURIComponent(column)}&order=asc`)
      expectRefused(response, 500)
      expect(response.body.message).toBe(`排序字段 "${column}" 不存在（unknown sort column "${column}"）`)
    }
  })

  it('follows the QueryGenerator value rules', async () => {
    expect(await usernames('?realname=*伟*')).toEqual(['zhangwei'])
    expect((await usernames('?username=li*')).sort()).toEqual(['lina', 'liuyang'])
    expect((await usernames('?username=*ng')).sort()).toEqual(['chenjing', 'liuyang', 'qihang', 'wangfang'])
    expect((await usernames('?username=lina,zhaolei')).sort()).toEqual(['lina', 'zhaolei'])
    expect(await usernames('?sex=2&username=!lina')).toEqual(expect.arrayContaining(['chenjing', 'wangfang']))
    expect(await usernames('?sex=2&username=!lina')).not.toContain('lina')
    expect(await usernames('?phone=13812345601')).toEqual(['zhangwei'])
    expect((await usernames(`?username=${encodeURIComponent(',lin,zhao,')}`)).sort()).toEqual([
      'lina',
      'zhaolei',
    ])
    expect((await usernames(`?workNo=${encodeURIComponent('>= P1005')}`)).sort()).toEqual([
      'chenjing',
      'zhaolei',
    ])
  })

  it('binds values: LIKE wildcards and quotes are literal', async () => {
    expect(await usernames('?username=*%25*')).toEqual([])
    expect(await usernames('?username=*_*')).toEqual([])
    expect(await usernames(`?realname=${encodeURIComponent("' OR '1'='1")}`)).toEqual([])
    expectRefused(await list('?sex=abc'), 500)
  })

  it('filters with the advanced query (superQueryParams, and/or) on whitelisted fields only', async () => {
    const advanced = (conditions: object[], matchType?: string) =>
      `?pageSize=50&superQueryParams=${encodeURIComponent(encodeURI(JSON.stringify(conditions)))}${
        matchType ? `&superQueryMatchType=${matchType}` : ''
      }`
    expect(
      (
        await usernames(
          advanced([
            { field: 'sex', rule: 'eq', val: '2', type: 'string', dictCode: 'sex' },
            { field: 'username', rule: 'ne', val: 'lina' },
          ]),
        )
      ).sort(),
    ).toEqual(['chenjing', 'wangfang'])
    expect(
      (
        await usernames(
          advanced(
            [
              { field: 'username', rule: 'right_like', val: 'zhao' },
              { field: 'realname', rule: 'like', val: '伟' },
            ],
            'OR',
          ),
        )
      ).sort(),
    ).toEqual(['zhangwei', 'zhaolei'])
    // Plain parameters and the advanced group combine with AND.
    expect(
      await usernames(`${advanced([{ field: 'username', rule: 'in', val: 'lina,zhaolei,admin' }])}&sex=2`),
    ).toEqual(['lina'])
    for (const field of [
      'password',
      'salt',
      'del_flag',
      'username) or (1=1',
      'username;drop table sys_user',
    ]) {
      const response = await list(advanced([{ field, rule: 'eq', val: 'x' }]))
      expectRefused(response, 500, field)
      expect(response.body.message).toBe(
        `查询字段 ${JSON.stringify(field)} 不存在（unknown query field ${JSON.stringify(field)}）`,
      )
    }
    const bad = await list(advanced([{ field: 'status', rule: 'gt', val: "1' or '1'='1" }]))
    expectRefused(bad, 500)
    expect(bad.body.message).toBe(
      "查询字段 status 的值 \"1' or '1'='1\" 不是整数（status must be an integer）",
    )
    expectRefused(await list('?superQueryParams=not%20json'), 500)
    expectRefused(await list(`${advanced([])}&superQueryMatchType=xor`), 500)
  })

  it('filters by createTime range', async () => {
    expect((await list('?createTime_begin=2000-01-01&createTime_end=2999-12-31')).body.result!.total).toBe(10)
    expect((await list('?createTime_end=2000-01-01')).body.result!.total).toBe(0)
    expectRefused(await list('?createTime_begin=yesterday'), 500)
  })
})

describe('POST /sys/user/add and PUT /sys/user/edit', () => {
  const valid = {
    username: 'sunli',
    realname: '孙丽',
    password: 'Sunli-Harbour-26',
    confirmpassword: 'Sunli-Harbour-26',
    phone: '13600001111',
    email: 'sunli@portico.example.com',
    sex: 2,
  }

  it('creates a user with roles and departments', async () => {
    const departs = await departIds()
    const { status, body } = await call(t.app, 'POST', '/sys/user/add', admin, {
      ...valid,
      selectedroles: `${roleId('hr')}`,
      selecteddeparts: `${departs.A01},${departs.A02}`,
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({ success: true, message: '添加成功！' })
    const id = await idOf('sunli')
    const roles = await call<string[]>(t.app, 'GET', `/sys/user/queryUserRole?userid=${id}`, admin)
    expect(roles.body.result).toEqual([roleId('hr')])
    const token = await login(t.app, 'sunli', 'Sunli-Harbour-26')
    expect((await call(t.app, 'GET', '/sys/user/list', token)).status).toBe(200)
    const row = (await list('?username=sunli')).body.result!.records[0]
    expect(row.orgCodeTxt).toBe('总部运营部,海外仓储部')
  })

  it('stores the tenants and departments the user form gives, and the user then logs in to those tenants', async () => {
    const departs = await departIds()
    const added = await call(t.app, 'POST', '/sys/user/add', admin, {
      ...valid,
      username: 'zuhu',
      phone: '13600004444',
      email: 'zuhu@portico.example.com',
      relTenantIds: '1,2',
      selecteddeparts: departs.A01,
    })
    expect(added.body).toMatchObject({ success: true, message: '添加成功！' })
    const id = await idOf('zuhu')
    const stored = await call<{ relTenantIds: string }>(t.app, 'GET', `/sys/user/queryById?id=${id}`, admin)
    expect(stored.body.result!.relTenantIds).toBe('1,2')
    expect((await list('?username=zuhu')).body.result!.records[0].orgCodeTxt).toBe('总部运营部')
    const first = await attemptLogin(t.app, 'zuhu', valid.password)
    expect(first.body.result!.tenantList!.map((tenant) => tenant.name)).toEqual([
      '速通物流（国内）',
      '速通物流（海外）',
    ])

    const edited = await call(t.app, 'PUT', '/sys/user/edit', admin, {
      id,
      username: 'zuhu',
      realname: valid.realname,
      relTenantIds: '2',
      selecteddeparts: departs.A02,
    })
    expect(edited.body).toMatchObject({ success: true, message: '修改成功!' })
    expect((await list('?username=zuhu')).body.result!.records[0].orgCodeTxt).toBe('海外仓储部')
    const again = await attemptLogin(t.app, 'zuhu', valid.password)
    expect(again.body.result!.tenantList!.map((tenant) => tenant.name)).toEqual(['速通物流（海外）'])
  })

  it('refuses a tenant that does not exist, writing nothing', async () => {
    const added = await call(t.app, 'POST', '/sys/user/add', admin, {
      ...valid,
      username: 'nozuhu',
      phone: '13600005555',
      email: 'nozuhu@portico.example.com',
      relTenantIds: '1,999999',
    })
    expectRefused(added, 500)
    expect(added.body.message).toBe('所选租户不存在')
    expect(await t.testDb.database.db.select().from(sysUser).where(eq(sysUser.username, 'nozuhu'))).toEqual(
      [],
    )
    const id = await idOf('lina')
    const edited = await call(t.app, 'PUT', '/sys/user/edit', admin, {
      id,
      username: 'lina',
      realname: '不应保存',
      relTenantIds: '999999',
    })
    expectRefused(edited, 500)
    expect(edited.body.message).toBe('所选租户不存在')
    const lina = await call<{ realname: string; relTenantIds: string }>(
      t.app,
      'GET',
      `/sys/user/queryById?id=${id}`,
      admin,
    )
    expect(lina.body.result).toMatchObject({ relTenantIds: '1' })
    expect(lina.body.result!.realname).not.toBe('不应保存')
  })

  it('refuses duplicates with 409', async () => {
    const cases: [object, string][] = [
      [{ username: 'admin' }, '用户账号已存在'],
      [{ username: 'other1', phone: '13812345601' }, '手机号已存在'],
      [{ username: 'other2', phone: '', email: 'lina@portico.example.com' }, '邮箱已存在'],
    ]
    for (const [change, message] of cases) {
      const { status, body } = await call(t.app, 'POST', '/sys/user/add', admin, { ...valid, ...change })
      expectRefused({ status, body }, 500)
      expect(body).toMatchObject({ success: false, code: 500, message })
    }
  })

  it('validates fields with 400', async () => {
    const cases: [object, RegExp][] = [
      [{ username: '' }, /账号不能为空/],
      [{ username: 'bad name!' }, /账号格式/],
      [{ realname: '' }, /姓名不能为空/],
      [{ phone: '12345' }, /手机号码格式不正确/],
      [{ email: 'not-an-email' }, /电子邮件格式不正确/],
      [{ password: '123', confirmpassword: '123' }, /密码长度/],
      [{ confirmpassword: 'different' }, /两次输入密码不一致/],
    ]
    for (const [change, message] of cases) {
      const { status, body } = await call(t.app, 'POST', '/sys/user/add', admin, {
        ...valid,
        username: 'fresh',
        phone: '13600002222',
        email: 'fresh@portico.example.com',
        ...change,
      })
      expectRefused({ status, body }, 500, JSON.stringify(change))
      expect(body.message).toMatch(message)
    }
  })

  it('writes nothing when a role or department id is unknown', async () => {
    for (const change of [{ selectedroles: 'no-such-role' }, { selecteddeparts: 'no-such-depart' }]) {
      const { status, body } = await call(t.app, 'POST', '/sys/user/add', admin, {
        ...valid,
        username: 'halfway',
        phone: '13600003333',
        email: 'halfway@portico.example.com',
        ...change,
      })
      expectRefused({ status, body }, 500)
    }
    const rows = await t.testDb.database.db.select().from(sysUser).where(eq(sysUser.username, 'halfway'))
    expect(rows).toEqual([])
  })

  it('edits a user, replaces its roles, and rolls back on a bad role', async () => {
    const id = await idOf('lina')
    const edited = await call(t.app, 'PUT', '/sys/user/edit', admin, {
      id,
      username: 'lina',
      realname: '李娜娜',
      phone: '13912345602',
      selectedroles: `${roleId('ops')},${roleId('hr')}`,
    })
    expect(edited.body).toMatchObject({ success: true, message: '修改成功!' })
    expect(
      (await call<string[]>(t.app, 'GET', `/sys/user/queryUserRole?userid=${id}`, admin)).body.result!.sort(),
    ).toEqual([roleId('ops'), roleId('hr')].sort())
    const failed = await call(t.app, 'POST', '/sys/user/edit', admin, {
      id,
      username: 'lina',
      realname: '不应保存',
      selectedroles: 'no-such-role',
    })
    expectRefused(failed, 500)
    expect((await list('?username=lina')).body.result!.records[0].realname).toBe('李娜娜')
    const duplicate = await call(t.app, 'PUT', '/sys/user/edit', admin, {
      id,
      username: 'lina',
      realname: 'x',
      phone: '13812345601',
    })
    expectRefused(duplicate, 500)
    const missing = await call(t.app, 'PUT', '/sys/user/edit', admin, {
      id: 'nope',
      username: 'ghost',
      realname: 'x',
    })
    expectRefused(missing, 500)
    const links = await t.testDb.database.db.select().from(sysUserRole).where(eq(sysUserRole.userId, id))
    expect(links).toHaveLength(2)
  })
  it('sets the avatar from the form, keeps it when the form leaves it out, refuses a script URL', async () => {
    const id = await idOf('chenjing')
    const base = { id, username: 'chenjing', realname: '陈静' }
    const avatarOf = async () =>
      (await call<{ avatar: string | null }>(t.app, 'GET', `/sys/user/queryById?id=${id}`, admin)).body
        .result!.avatar
    const set = await call(t.app, 'PUT', '/sys/user/edit', admin, {
      ...base,
      avatar: 'avatar/me_1700000000000.png',
    })
    expect(set.status).toBe(200)
    expect(await avatarOf()).toBe('avatar/me_1700000000000.png')
    expect((await call(t.app, 'PUT', '/sys/user/edit', admin, base)).status).toBe(200)
    expect(await avatarOf()).toBe('avatar/me_1700000000000.png')
    const bad = await call(t.app, 'PUT', '/sys/user/edit', admin, { ...base, avatar: 'javascript:alert(1)' })
    expectRefused(bad, 500)
    expect(bad.body.message).toBe('头像地址不正确')
    expect((await call(t.app, 'PUT', '/sys/user/edit', admin, { ...base, avatar: '' })).status).toBe(200)
    expect(await avatarOf()).toBeNull()
  })
})

describe('queryById, checkOnlyUser', () => {
  it('queryById returns the user without secrets, 404 for unknown', async () => {
    const id = await idOf('zhangwei')
    const { body } = await call<Record<string, unknown>>(t.app, 'GET', `/sys/user/queryById?id=${id}`, admin)
    expect(body.result).toMatchObject({ id, username: 'zhangwei', realname: '张伟' })
    expect(body.result).not.toHaveProperty('password')
    expectRefused(await call(t.app, 'GET', '/sys/user/queryById?id=nope', admin), 500)
  })

  it('checkOnlyUser answers only whether a value is taken', async () => {
    const taken = await call(t.app, 'GET', '/sys/user/checkOnlyUser?username=admin', admin)
    expectRefused(taken, 500)
    expect(taken.body).toEqual({
      success: false,
      code: 500,
      message: '用户账号已存在',
      result: null,
      timestamp: expect.any(Number),
    })
    const free = await call(t.app, 'GET', '/sys/user/checkOnlyUser?username=brand-new', admin)
    expect(free.body).toMatchObject({ success: true, result: true })
    const own = await call(
      t.app,
      'GET',
      `/sys/user/checkOnlyUser?username=admin&id=${await idOf('admin')}`,
      admin,
    )
    expect(own.status).toBe(200)
  })
})

describe('delete, deleteBatch, frozenBatch', () => {
  it('deletes logically; the user disappears from the list and cannot log in', async () => {
    await call(t.app, 'POST', '/sys/user/add', admin, {
      username: 'tmp1',
      realname: '临时一',
      password: 'Temp-Harbour-26',
    })
    const id = await idOf('tmp1')
    const { body } = await call(t.app, 'DELETE', `/sys/user/delete?id=${id}`, admin)
    expect(body.success).toBe(true)
    expect(await usernames('?username=tmp1')).toEqual([])
    expect((await attemptLogin(t.app, 'tmp1', 'Temp-Harbour-26')).body.message).toBe('用户名或密码错误')
    expectRefused(await call(t.app, 'DELETE', `/sys/user/delete?id=${id}`, admin), 500)
    // Deleted usernames stay reserved.
    const again = await call(t.app, 'POST', '/sys/user/add', admin, {
      username: 'tmp1',
      realname: 'x',
      password: 'Temp-Harbour-26',
    })
    expectRefused(again, 500)
  })

  it('deleteBatch tolerates a trailing comma', async () => {
    for (const username of ['tmp2', 'tmp3']) {
      await call(t.app, 'POST', '/sys/user/add', admin, {
        username,
        realname: username,
        password: 'Temp-Harbour-26',
      })
    }
    const ids = `${await idOf('tmp2')},${await idOf('tmp3')},`
    const { status } = await call(t.app, 'DELETE', `/sys/user/deleteBatch?ids=${ids}`, admin)
    expect(status).toBe(200)
    expect(await usernames('?username=tmp2,tmp3')).toEqual([])
  })

  it('nobody can delete or freeze their own account', async () => {
    const self = await idOf('admin')
    const deleted = await call(t.app, 'DELETE', `/sys/user/delete?id=${self}`, admin)
    expectRefused(deleted, 500)
    expect(deleted.body.message).toBe('不能删除当前登录的用户')
    expectRefused(await call(t.app, 'DELETE', `/sys/user/deleteBatch?ids=x,${self}`, admin), 500)
    const frozen = await call(t.app, 'PUT', '/sys/user/frozenBatch', admin, { ids: self, status: '2' })
    expectRefused(frozen, 500)
    expect(frozen.body.message).toBe('不能冻结当前登录的用户')
    expect((await attemptLogin(t.app, 'admin')).response.statusCode).toBe(200)
  })

  it('frozenBatch freezes several users, then login is refused', async () => {
    const ids = `${await idOf('zhaolei')},${await idOf('wangfang')}`
    const { body } = await call(t.app, 'PUT', '/sys/user/frozenBatch', admin, { ids, status: '2' })
    expect(body).toMatchObject({ success: true, message: '操作成功!' })
    expect((await list('?username=zhaolei')).body.result!.records[0]).toMatchObject({
      status: 2,
      status_dictText: '冻结',
    })
    expect((await attemptLogin(t.app, 'zhaolei')).body.message).toBe('该用户已冻结')
    expect((await attemptLogin(t.app, 'wangfang')).body.message).toBe('该用户已冻结')
    expectRefused(await call(t.app, 'PUT', '/sys/user/frozenBatch', admin, { ids, status: '9' }), 500)
  })
})
