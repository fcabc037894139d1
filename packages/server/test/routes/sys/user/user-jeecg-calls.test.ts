import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sysUser } from '../../../../src/db/schema'
import { attemptLogin, call, login, withTestApp } from '../../../helpers/app'
import { expectRefused } from '../../../helpers/refusals'

const t = withTestApp({ admin: 'admin', hr: 'wangfang', ops: 'zhangwei' })

const stored = async (username: string) =>
  (await t.testDb.database.db.select().from(sysUser).where(eq(sysUser.username, username)))[0]

describe('PUT /sys/user/edit keeps what the request leaves out (JeecgBoot updates the fields sent)', () => {
  it('an edit of the name alone keeps phone, e-mail, sex, work number, post and telephone', async () => {
    const before = await stored('liuyang')
    expect(before.phone).toBeTruthy()
    expect(before.email).toBeTruthy()
    const edited = await call(t.app, 'PUT', '/sys/user/edit', t.admin, {
      id: before.id,
      realname: '刘洋（仓储）',
    })
    expect(edited.body).toMatchObject({ success: true, message: '修改成功!' })
    const after = await stored('liuyang')
    expect(after).toMatchObject({
      username: before.username,
      realname: '刘洋（仓储）',
      phone: before.phone,
      email: before.email,
      sex: before.sex,
      workNo: before.workNo,
      post: before.post,
      telephone: before.telephone,
      birthday: before.birthday,
    })
    // A field sent empty is cleared.
    await call(t.app, 'PUT', '/sys/user/edit', t.admin, { id: before.id, email: '' })
    expect((await stored('liuyang')).email).toBeNull()
    expect((await stored('liuyang')).phone).toBe(before.phone)
  })
})

describe('PUT /sys/user/changePassword (用户管理 → 密码)', () => {
  const change = (token: string, body: object) => call(t.app, 'PUT', '/sys/user/changePassword', token, body)

  it("sets the user's password, ends their sessions, and the new password signs in", async () => {
    const theirs = await login(t.app, 'chenjing')
    expect((await call(t.app, 'GET', '/sys/user/getCurrentUserDeparts', theirs)).status).toBe(200)
    const { status, body } = await change(t.admin, {
      username: 'chenjing',
      password: 'Harbour-Lights-2026',
      confirmpassword: 'Harbour-Lights-2026',
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({ success: true, message: '密码修改成功!' })
    expect((await call(t.app, 'GET', '/sys/user/getCurrentUserDeparts', theirs)).status).toBe(401)
    expect((await attemptLogin(t.app, 'chenjing')).body.success).toBe(false)
    expect((await attemptLogin(t.app, 'chenjing', 'Harbour-Lights-2026')).body.success).toBe(true)
    // The administrator's own session is untouched.
    expect((await call(t.app, 'GET', '/sys/user/getCurrentUserDeparts', t.admin)).status).toBe(200)
  })

  it('applies the password policy and names an unknown user, changing nothing', async () => {
    const hashBefore = (await stored('liuyang')).password
    for (const [body, message] of [
      [{ username: 'liuyang', password: '123' }, '密码长度须为8到64位'],
      [{ username: 'liuyang', password: 'liuyang' }, '密码长度须为8到64位'],
      [{ username: 'liuyang', password: 'password123' }, '密码过于常见，请换一个不易猜到的密码'],
      [
        { username: 'liuyang', password: 'Harbour-Lights-2026', confirmpassword: 'other' },
        '两次输入密码不一致!',
      ],
      [{ username: 'nobody-here', password: 'Harbour-Lights-2026' }, '用户不存在！'],
    ] as const) {
      const refused = await change(t.admin, body)
      expect(refused.body.success, JSON.stringify(body)).toBe(false)
      expect(refused.body.message, JSON.stringify(body)).toBe(message)
    }
    expect((await stored('liuyang')).password).toBe(hashBefore)
  })

  it('needs the 修改用户密码 button, and only an administrator resets an administrator', async () => {
    const body = { username: 'liuyang', password: 'Harbour-Lights-2026' }
    expectRefused(await change(t.hr, body), 510)
    expectRefused(await change(t.ops, body), 510)
    expect((await call(t.app, 'PUT', '/sys/user/changePassword', undefined, body)).status).toBe(401)
  })
})

describe('/sys/user/addCustomer and editCustomer (the spec’s names for a customer company’s user)', () => {
  it('adds a user to the customer company, then edits it; the company stays', async () => {
    const added = await call<string>(t.app, 'POST', '/sys/user/addCustomer', t.ops, {
      tenantId: 1001,
      username: 'yf_clerk',
      realname: '云帆单证员',
      phone: '13700001234',
      password: 'Harbour#2026',
      confirmpassword: 'Harbour#2026',
    })
    expect(added.body).toMatchObject({ success: true, message: '添加成功！' })
    const row = await stored('yf_clerk')
    expect(row).toMatchObject({ id: added.body.result, relTenantIds: '1001', realname: '云帆单证员' })

    const edited = await call(t.app, 'PUT', '/sys/user/editCustomer', t.ops, {
      tenantId: 1001,
      id: row.id,
      realname: '云帆单证主管',
      relTenantIds: '1',
    })
    expect(edited.body).toMatchObject({ success: true, message: '修改成功!' })
    expect(await stored('yf_clerk')).toMatchObject({
      realname: '云帆单证主管',
      relTenantIds: '1001',
      phone: '13700001234',
    })
    // Not a customer's user: refused as unknown.
    const admin = await stored('admin')
    const refused = await call(t.app, 'PUT', '/sys/user/editCustomer', t.ops, {
      tenantId: 1001,
      id: admin.id,
      realname: 'x',
    })
    expectRefused(refused, 500)
    expectRefused(await call(t.app, 'POST', '/sys/user/addCustomer', t.hr, { tenantId: 1001 }), 510)
  })
})
